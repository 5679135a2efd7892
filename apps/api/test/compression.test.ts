import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGAIN, negotiateEncoding, ONCE } from '../src/plugins/compress-answers.plugin.js';
import { createTestApp, type TestContext } from './helpers.js';

/** JSON answers come compressed in the encoding the client prefers, whole and readable. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compressed answers', () => {
  it('sends a JSON answer in the encoding asked for, which decodes to the same answer', async () => {
    const plain = await get('/api/estate-master');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['gzip', 'gzip', gunzipSync],
      ['br', 'br', brotliDecompressSync],
      ['deflate', 'deflate', inflateSync],
      // a browser's header: an answer compressed for one request goes in gzip (half brotli's time)
      ['gzip, deflate, br, zstd', 'gzip', gunzipSync],
      ['br, gzip;q=0.9', 'br', brotliDecompressSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/api/estate-master', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('sends small answers and clients that want none as they are', async () => {
    expect((await get('/api/health', 'gzip')).headers['content-encoding']).toBeUndefined();
    expect((await get('/api/estate-master', 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('/api/estate-master', 'gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as HTTP says: qualities, "*" and x-gzip', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate;q=0.9, gzip;q=0.8')).toBe('deflate');
    expect(negotiateEncoding('BR, GZIP')).toBe('br');
    expect(negotiateEncoding('BR, GZIP', AGAIN)).toBe('br');
    expect(negotiateEncoding('BR, GZIP', ONCE)).toBe('gzip');
    expect(negotiateEncoding('br, deflate', ONCE)).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});
