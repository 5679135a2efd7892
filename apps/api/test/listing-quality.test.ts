import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SELL_TYPE, QUALITY_PHOTO_TARGET } from '@baandee/domain';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertListing, masterRefs, signUpAdmin, store, storeComplete, uploadRequest, type MasterRefs } from './support/listings.js';
import { multipartFile } from './support/multipart.js';

/**
 * The listing quality score (issue #34, docs/decisions/063): GET api/estate/quality/{id}
 * answers its owner and admins the score and the fixes in the language asked for, and the
 * owner's list carries each listing's score.
 */
let ctx: TestContext;
let refs: MasterRefs;
type Headers = Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  refs = await masterRefs(ctx);
});
afterAll(() => ctx.close());

const quality = (id: number, headers: Headers, lang?: 'th' | 'en') =>
  ctx.app.inject({ method: 'GET', url: `/api/estate/quality/${id}${lang ? `?lang=${lang}` : ''}`, headers });

async function qualityOf(id: number, headers: Headers, lang?: 'th' | 'en'): Promise<{ score: number; fixes: { code: string; message: string }[] }> {
  const res = await quality(id, headers, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** A real photo from a phone: large, landscape, with something in it (a flat colour hashes as a plain picture). */
async function sharpPhoto(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue + 90},50%,30%)"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    <rect x="200" y="300" width="500" height="600" fill="hsl(${hue + 180},40%,50%)"/>
    <circle cx="1150" cy="500" r="260" fill="hsl(${hue + 45},70%,80%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function uploadSharp(headers: Headers, hue: number): Promise<string> {
  const res = await uploadRequest(ctx, headers, multipartFile('image', 'room.jpg', 'image/jpeg', await sharpPhoto(hue)));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.url;
}

const WELL_DESCRIBED =
  'Corner unit with 1 bedroom and 1 bathroom with a rain shower, 35 sqm on the 12th floor, facing north with an open city view. ' +
  'Fully furnished: two air conditioners, a fridge, a washing machine, a built-in wardrobe and a queen-size bed. ' +
  'The building has a pool, a gym, parking and 24-hour security. A five minute walk to the MRT station, ' +
  'with a market, a hospital and a shopping mall close by. Ready to move in; viewings any day of the week.';

describe('GET /api/estate/quality/{announce_id}', () => {
  it('scores a thin listing low with concrete fixes, in Thai by default and in English on request, and higher once the fixes are made', async () => {
    const { headers } = await signUp(ctx);
    // the complete form: a cover and 3 gallery photos, each 640x400 and a flat colour; a one-line description
    const draft = await storeComplete(ctx, headers, refs);
    const thai = await qualityOf(draft.id, headers);
    const codes = thai.fixes.map((fix) => fix.code);
    expect(codes).toEqual(expect.arrayContaining(['photos_few', 'photos_low_resolution', 'cover_small', 'cover_plain', 'description_short', 'description_no_bathroom']));
    expect(thai.score).toBeGreaterThanOrEqual(0);
    expect(thai.score).toBeLessThan(60);
    expect(thai.fixes.find((fix) => fix.code === 'photos_few')!.message).toBe(`เพิ่มรูปอีก ${QUALITY_PHOTO_TARGET - 4} รูป ให้เห็นทุกห้อง ห้องน้ำ ตัวอาคาร และวิว`);
    expect(thai.fixes.find((fix) => fix.code === 'description_no_bathroom')!.message).toBe('รายละเอียดไม่ได้พูดถึงห้องน้ำเลย');

    const english = await qualityOf(draft.id, headers, 'en');
    expect(english.score).toBe(thai.score);
    expect(english.fixes.map((fix) => fix.code)).toEqual(codes);
    const message = (code: string) => english.fixes.find((fix) => fix.code === code)?.message;
    expect(message('photos_few')).toBe('Add 4 photos: seekers want to see every room, the bathroom, the building and the view');
    expect(message('description_no_bathroom')).toBe('The description says nothing about the bathroom');
    expect(message('photos_low_resolution')).toBe('4 photos are smaller than 1024 px and look blurred: upload the original files from your camera or phone');
    expect(message('fields_info')).toMatch(/^Fill in the property details: .*Year completed/);

    // the owner adds sharp photos, a full description and the missing details
    const cover = await uploadSharp(headers, 10);
    const gallery = await Promise.all([40, 80, 120, 160, 200, 240, 280].map((hue) => uploadSharp(headers, hue)));
    const res = await store(ctx, headers, {
      id: draft.id,
      cover_img: cover,
      gallery_img_cast: gallery,
      announce_description: WELL_DESCRIBED,
      released_year: 2018,
      total_floor: 30,
      road: 'Ratchadaphisek',
      address_short: 'Soi Pracha Rat Bamphen',
      direction: 'N',
      room_view_id: 1,
      room_prominent_id: 1,
      maintenance_fee: 1500,
      deposit_price: 30000,
      insurance_fee: 15000,
      water_price_per_unit: 18,
      electricity_price_per_unit: 7,
      furniture_cast: refs.furnitureIds,
      facility_cast: refs.facilityIds,
      nearby_station_cast: [{ train_type_id: refs.station.train_type_id, train_station_id: refs.station.id, distance: 0.4 }],
      contact_line: 'somchai.room',
    });
    expect(res.statusCode, res.body).toBe(200);
    const better = await qualityOf(draft.id, headers, 'en');
    expect(better).toEqual({ score: 100, fixes: [] });
  });

  it('answers the owner and admins only: 403 not the owner, 404 for no such listing, 401 without a session', async () => {
    const owner = await signUp(ctx);
    const stranger = await signUp(ctx);
    const admin = await signUpAdmin(ctx);
    const id = await insertListing(ctx, owner.info.id);

    const refused = await quality(id, stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error', message: 'not the owner' });
    const missing = await quality(99_999_999, owner.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'error', message: 'announcement does not exist' });
    expect((await quality(id, {})).statusCode).toBe(401);

    const asAdmin = await qualityOf(id, admin.headers);
    expect(asAdmin).toEqual(await qualityOf(id, owner.headers));
    const bad = await ctx.app.inject({ method: 'GET', url: `/api/estate/quality/${id}?lang=fr`, headers: owner.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: 'error', message: 'invalid input', errors: { lang: expect.any(Array) } });
  });

  it("says how far the price per m² is from the median of the listing's group, naming the group", async () => {
    const owner = await signUp(ctx);
    const district = await ctx.app.db.selectFrom('districts').select(['id', 'name_th', 'name_en', 'province_id']).where('province_id', '=', 10).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const place = { district_id: district.id, province_id: district.province_id, sub_district_id: null };
    // five published 1-bedroom condos at 400 baht/m² a month: the median is 400
    const peers = [];
    for (let i = 0; i < 5; i++) peers.push(await insertListing(ctx, owner.info.id, { ...place, sell_type: LISTING_SELL_TYPE.rent, rent_price: 400 * 30, area_size: 30 }));
    await ctx.app.searchRepository.refresh(peers);
    // a draft at 560 baht/m²: 40 % above
    const id = await insertListing(ctx, owner.info.id, { ...place, status: 'draft', sell_type: LISTING_SELL_TYPE.rent, rent_price: 560 * 30, area_size: 30 });
    const english = await qualityOf(id, owner.headers, 'en');
    expect(english.fixes.find((fix) => fix.code === 'rent_price_above_median')?.message).toBe(
      `The rent per m² is 40% above the median of 1-bedroom condo listings in ${district.name_en} (400 baht/m²): check it`,
    );
    const thai = await qualityOf(id, owner.headers, 'th');
    expect(thai.fixes.find((fix) => fix.code === 'rent_price_above_median')?.message).toBe(
      `ค่าเช่าต่อตารางเมตรสูงกว่าค่ากลางของคอนโด 1 ห้องนอนใน${district.name_th} 40% (ค่ากลาง 400 บาท/ตร.ม.) ตรวจสอบราคาอีกครั้ง`,
    );
    // at the median: no price fix
    await ctx.app.db.updateTable('listings').set({ rent_price: 400 * 30 }).where('id', '=', id).execute();
    expect((await qualityOf(id, owner.headers)).fixes.map((fix) => fix.code)).not.toContain('rent_price_above_median');
  });
});

describe('GET /api/estate/my-estate: quality_score', () => {
  it("carries each listing's score, the same as the quality call's", async () => {
    const owner = await signUp(ctx);
    const thin = await storeComplete(ctx, owner.headers, refs);
    const ids = [thin.id];
    for (let i = 0; i < 4; i++) ids.push(await insertListing(ctx, owner.info.id, { announce_description: i % 2 ? WELL_DESCRIBED : null, location_lat: i < 2 ? 13.75 : null, location_lng: 100.5 }));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/estate/my-estate', headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().result.data as { id: number; quality_score: number }[];
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const row of rows) expect(row.quality_score, `listing ${row.id}`).toBe((await qualityOf(row.id, owner.headers)).score);
    expect(new Set(rows.map((row) => row.quality_score)).size).toBeGreaterThan(1);
  });
});
