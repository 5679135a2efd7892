import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SELL_TYPE } from '@baandee/domain';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { completeForm, listingRow, masterRefs, store, storeComplete, uploadPhoto, type MasterRefs } from './support/listings.js';

let ctx: TestContext;
let refs: MasterRefs;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  refs = await masterRefs(ctx);
});
afterAll(() => ctx.close());

const form = (headers: Record<string, string>, id: number) => ctx.app.inject({ method: 'GET', url: `/api/estate/${id}`, headers });

describe('POST /api/estate/store: the draft', () => {
  it('creates the draft from a partial form, answers the listing form and the same form on GET /api/estate/:id', async () => {
    const { headers } = await signUp(ctx);
    const res = await store(ctx, headers, { sell_type: LISTING_SELL_TYPE.sell, project_estate_name: 'Noble Test', total_bedroom: 7, total_restroom: 2, car_park_size: 1, total_livingroom: 1, total_kitchen: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().result;
    expect(saved).toMatchObject({ status: 'draft', sell_type: 'ขาย', project_estate_name: 'Noble Test', total_bedroom: 4, room_code: '4+B2R1CLK', gallery_img_cast: [], images: [] });
    const again = await form(headers, saved.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toEqual(saved);
  });

  it("refuses a second unfinished listing: 409 'previous announcement unfinished'", async () => {
    const { headers, info } = await signUp(ctx);
    expect((await store(ctx, headers, { announce_title: 'first' })).statusCode).toBe(200);
    const second = await store(ctx, headers, { announce_title: 'second' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ status: 'error', message: 'previous announcement unfinished' });
    const rows = await ctx.app.db.selectFrom('listings').select('id').where('user_id', '=', info.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('maps the unique index to the same answer when two first saves race', async () => {
    const { headers, info } = await signUp(ctx);
    const answers = await Promise.all([store(ctx, headers, { announce_title: 'a' }), store(ctx, headers, { announce_title: 'b' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe('previous announcement unfinished');
    expect(await ctx.app.db.selectFrom('listings').select('id').where('user_id', '=', info.id).execute()).toHaveLength(1);
  });

  it('updates by id: omitted fields stay, null and empty clear, room code and unit key follow', async () => {
    const { headers, info } = await signUp(ctx);
    const { id } = (await store(ctx, headers, { announce_title: 'Title', road: 'Sukhumvit', total_bedroom: 2, area_size: 40, room_floor: 3, project_estate_name: 'Ideo' })).json().result;
    const res = await store(ctx, headers, { id, road: '', total_bedroom: 1, is_pet_allow: 1, deposit_price: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id, announce_title: 'Title', road: null, total_bedroom: 1, room_code: '1B', is_pet_allow: 1, deposit_price: null });
    const row = await listingRow(ctx, id);
    expect(row?.unit_key).toBe(`${info.id}|nideo|3|40`);
    expect(row?.room_code).toBe('1B');
  });

  it("answers 404 'announcement does not exist' for an unknown id", async () => {
    const { headers } = await signUp(ctx);
    const res = await store(ctx, headers, { id: 999_999, announce_title: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'announcement does not exist' });
  });

  it('replaces stations, places, furniture and facilities when they are sent, and keeps them when not', async () => {
    const { headers } = await signUp(ctx);
    const station = { train_type_id: refs.station.train_type_id, train_station_id: refs.station.id, distance: 0.45 };
    const place = { location_type_id: refs.locationTypeIds[0], location_name: 'Central Mall', distance: 1.2 };
    const { id } = (
      await store(ctx, headers, { nearby_station_cast: [station], nearby_location_cast: [place], furniture_cast: refs.furnitureIds, facility_cast: refs.facilityIds })
    ).json().result;
    const saved = (await store(ctx, headers, { id, announce_title: 'only the title' })).json().result;
    expect(saved.nearby_station_cast).toEqual([expect.objectContaining({ train_station_id: refs.station.id, distance: 0.45, line: expect.objectContaining({ hex: expect.any(String) }) })]);
    expect(saved.nearby_location_cast).toEqual([expect.objectContaining({ location_name: 'Central Mall', distance: 1.2, location_type: expect.objectContaining({ id: place.location_type_id }) })]);
    expect(saved.furniture_cast).toEqual(refs.furnitureIds);
    expect(saved.facility_cast).toEqual(refs.facilityIds);
    const cleared = (await store(ctx, headers, { id, nearby_station_cast: [], furniture_cast: [refs.furnitureIds[1]] })).json().result;
    expect(cleared.nearby_station_cast).toEqual([]);
    expect(cleared.furniture_cast).toEqual([refs.furnitureIds[1]]);
    expect(cleared.nearby_location_cast).toHaveLength(1);
  });

  it('takes the photos this user uploaded as cover and gallery, in order, with every size', async () => {
    const { headers } = await signUp(ctx);
    const [cover, a, b] = [await uploadPhoto(ctx, headers), await uploadPhoto(ctx, headers), await uploadPhoto(ctx, headers)];
    const saved = (await store(ctx, headers, { cover_img: cover.url, gallery_img_cast: [b.url, a.url] })).json().result;
    expect(saved.cover_img).toBe(cover.url);
    expect(saved.gallery_img_cast).toEqual([b.url, a.url]);
    expect(saved.images).toEqual([cover, b, a]);
    const reordered = (await store(ctx, headers, { id: saved.id, gallery_img_cast: [a.url] })).json().result;
    expect(reordered.gallery_img_cast).toEqual([a.url]);
    expect(reordered.cover_img).toBe(cover.url);
  });
});

describe('POST /api/estate/store: checks against the master data', () => {
  let headers: Record<string, string>;
  let id: number;
  beforeAll(async () => {
    headers = (await signUp(ctx)).headers;
    id = (await store(ctx, headers, { announce_title: 'checks' })).json().result.id;
  });

  const refused = async (body: Record<string, unknown>, message: string, errors: Record<string, string[]>) => {
    const before = await listingRow(ctx, id);
    const res = await store(ctx, headers, { id, announce_title: 'changed', ...body });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message, errors });
    expect(await listingRow(ctx, id)).toEqual(before);
  };

  it("refuses a province outside the six: 422 'outside Bangkok not available' on province_id", async () => {
    await refused({ province_id: refs.outsideProvinceId }, 'outside Bangkok not available', { province_id: ['outside Bangkok not available'] });
  });

  it('refuses a district of another province, a sub-district of another district and a postal code of another sub-district', async () => {
    await refused({ ...refs.address, district_id: refs.otherDistrictId }, 'invalid input', { district_id: ['value not allowed'], sub_district_id: ['value not allowed'] });
    await refused({ ...refs.address, postal_code: refs.address.postal_code === '10100' ? '10200' : '10100' }, 'invalid input', { postal_code: ['postal code not match'] });
  });

  it('accepts the whole chain', async () => {
    const res = await store(ctx, headers, { id, ...refs.address });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject(refs.address);
  });

  it('refuses ids the catalogues do not have', async () => {
    await refused({ estate_type_id: 9999 }, 'invalid input', { estate_type_id: ['value not allowed'] });
    await refused({ project_estate_id: 999_999 }, 'invalid input', { project_estate_id: ['value not allowed'] });
    await refused({ furniture_cast: [refs.furnitureIds[0], 9999] }, 'invalid input', { furniture_cast: ['value not allowed'] });
    await refused({ facility_cast: [9999] }, 'invalid input', { facility_cast: ['value not allowed'] });
    await refused({ nearby_location_cast: [{ location_type_id: 9999, location_name: 'x', distance: 1 }] }, 'invalid input', { nearby_location_cast: ['value not allowed'] });
  });

  it('refuses a station that does not exist, of another train type, or named twice', async () => {
    const station = { train_type_id: refs.station.train_type_id, train_station_id: refs.station.id, distance: 1 };
    await refused({ nearby_station_cast: [{ ...station, train_station_id: 999_999 }] }, 'invalid input', { nearby_station_cast: ['value not allowed'] });
    await refused({ nearby_station_cast: [{ ...station, train_type_id: station.train_type_id + 1 }] }, 'invalid input', { nearby_station_cast: ['value not allowed'] });
    await refused({ nearby_station_cast: [station, station] }, 'invalid input', { nearby_station_cast: ['value not allowed'] });
  });

  it("refuses a distance over 20 km with the contract's field error", async () => {
    const res = await store(ctx, headers, { id, nearby_station_cast: [{ train_type_id: refs.station.train_type_id, train_station_id: refs.station.id, distance: 20.5 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'nearby_station_cast.0.distance': ['distance over 20 km'] });
  });

  it("refuses photo URLs this user was not answered: another user's upload, an unknown URL, a repeat, the cover again", async () => {
    const other = await uploadPhoto(ctx, (await signUp(ctx)).headers);
    const own = await uploadPhoto(ctx, headers);
    const cover = await uploadPhoto(ctx, headers);
    await refused({ cover_img: other.url }, 'invalid input', { cover_img: ['value not allowed'] });
    await refused({ cover_img: 'https://example.com/x.webp' }, 'invalid input', { cover_img: ['value not allowed'] });
    await refused({ gallery_img_cast: [own.url, other.url] }, 'invalid input', { gallery_img_cast: ['value not allowed'] });
    await refused({ gallery_img_cast: [own.url, own.url] }, 'invalid input', { gallery_img_cast: ['value not allowed'] });
    await refused({ cover_img: cover.url, gallery_img_cast: [cover.url] }, 'invalid input', { gallery_img_cast: ['value not allowed'] });
  });

  it("refuses a photo another listing already holds", async () => {
    const full = await completeForm(ctx, headers, refs);
    const res = await store(ctx, headers, { id, cover_img: full.cover_img });
    expect(res.statusCode).toBe(200);
    const { headers: otherHeaders } = await signUp(ctx);
    const stolen = await store(ctx, otherHeaders, { cover_img: full.cover_img });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ cover_img: ['value not allowed'] });
  });
});

describe('POST /api/estate/store on a listing that is not a draft', () => {
  it("refuses editing a banned or closed listing: 409 'announcement not in publish status'", async () => {
    const { headers } = await signUp(ctx, undefined, { verify: true });
    for (const status of ['banned', 'closed'] as const) {
      const { id } = await storeComplete(ctx, headers, refs);
      await ctx.app.db.updateTable('listings').set({ status, submitted_at: new Date() }).where('id', '=', id).execute();
      const before = await listingRow(ctx, id);
      const res = await store(ctx, headers, { id, announce_title: 'sneaky edit' });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({ status: 'error', message: 'announcement not in publish status' });
      expect(await listingRow(ctx, id)).toEqual(before);
    }
  });
});
