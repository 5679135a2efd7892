import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { endpoints, successEnvelope, z, type SearchResult } from '@baandee/contracts';
import { serializedResult } from '../../src/lib/route.js';
import { compressAnswersPlugin, reusableJson } from '../../src/plugins/compress-answers.plugin.js';

/**
 * Answers made once and sent again (docs/decisions/052): shaped to the contract without
 * validating our own values again, and compressed once per encoding.
 */
const card = {
  // keys in another order than the contract's, and one it does not have
  slug_id: 'condo-1',
  id: 1,
  internal_note: 'not for the client',
  status: 'publish',
  boosted: false,
  announce_title: 'คอนโด ใกล้ BTS',
  sell_type: 'เช่า',
  estate_type_id: 1,
  estate_type: { id: 1, name_th: 'คอนโด', name_en: 'Condo', extra: true },
  project_estate_name: null,
  rent_price: 15000,
  sell_price: null,
  area_size: 35.5,
  total_bedroom: 1,
  total_restroom: 1,
  car_park_size: 0,
  room_code: '1B1',
  province: null,
  district: { id: 5, name_th: 'วัฒนา', name_en: 'Watthana' },
  nearest_station: { id: 9, name_th: 'อโศก', name_en: 'Asok', distance: 0.4 },
  location_lat: 13.7,
  location_lng: 100.5,
  cover_img: null,
  thumb_img: null,
  favorite: false,
  published_at: '2026-12-01T00:00:00.000Z',
  updated_at: '2026-12-01T00:00:00.000Z',
  confirmed_at: null,
  commute_minutes: null,
};
const result = { data: [card, { ...card, id: 2, slug_id: 'condo-2' }], current_page: 1, last_page: 1, per_page: 10, total: 2, total_capped: false } as unknown as SearchResult;

describe('answers sent again', () => {
  it('are the contract\'s shape: its keys in its order, no other key, the bytes zod encodes', () => {
    const body = serializedResult(endpoints.searchEstate, result);
    expect(body).toBe(JSON.stringify(z.encode(successEnvelope(endpoints.searchEstate.result), { status: 'success', result })));
    expect(body).not.toContain('internal_note');
    expect(body).not.toContain('extra');
    expect(Object.keys(JSON.parse(body).result.data[0])).toEqual(Object.keys(endpoints.searchEstate.result.shape.data.element.shape));
  });

  it('write what JSON.stringify writes of escapes, null objects, empty lists and negative zero', () => {
    const awkward = {
      ...card,
      announce_title: 'ห้อง "วิว" \\ สวย\nชั้น 8 \u2028 🏙️ \ud800',
      area_size: -0,
      district: null,
    };
    const edges = { ...result, data: [awkward], total: 1 } as unknown as SearchResult;
    const body = serializedResult(endpoints.searchEstate, edges);
    expect(body).toBe(JSON.stringify(z.encode(successEnvelope(endpoints.searchEstate.result), { status: 'success', result: edges })));
    expect(JSON.parse(body).result.data[0].announce_title).toBe(awkward.announce_title);
    const none = { ...result, data: [], total: 0 } as unknown as SearchResult;
    expect(serializedResult(endpoints.searchEstate, none)).toBe(JSON.stringify(z.encode(successEnvelope(endpoints.searchEstate.result), { status: 'success', result: none })));
  });

  it('are compressed once per encoding and sent as the client asks', async () => {
    const kept = reusableJson(serializedResult(endpoints.searchEstate, result));
    expect(kept.bytes('gzip')).toBe(kept.bytes('gzip'));
    const app = Fastify();
    await app.register(compressAnswersPlugin);
    app.get('/kept', (request, reply) => kept.send(request, reply));
    const fresh = reusableJson(serializedResult(endpoints.searchEstate, result));
    app.get('/fresh', (request, reply) => fresh.send(request, reply));
    const gzip = await app.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(gzip.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(kept.body);
    // a browser's header: the first answer in gzip (compressed for it alone), then br (its bytes kept for the next)
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await app.inject({ url: '/fresh', headers: browser });
    const again = await app.inject({ url: '/fresh', headers: browser });
    expect([first.headers['content-encoding'], again.headers['content-encoding']]).toEqual(['gzip', 'br']);
    expect(gunzipSync(first.rawPayload).toString('utf8')).toBe(fresh.body);
    expect(brotliDecompressSync(again.rawPayload).toString('utf8')).toBe(fresh.body);
    for (const headers of [{}, { 'accept-encoding': 'gzip', 'x-no-compression': '1' }]) {
      const plain = await app.inject({ url: '/kept', headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(kept.body);
      expect(plain.headers['content-type']).toMatch(/application\/json/);
    }
    await app.close();
  });
});
