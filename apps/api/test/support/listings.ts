import type { Insertable } from 'kysely';
import sharp from 'sharp';
import { expect } from 'vitest';
import { LISTING_SELL_TYPE, PROVINCE_IDS } from '@baandee/domain';
import { ensureAdmin } from '../../src/db/admin.js';
import type { ListingsTable } from '../../src/db/tables/listings.js';
import { passwordCost } from '../../src/lib/password.js';
import type { TestContext } from '../helpers.js';
import { logIn, PASSWORD, uniqueEmail } from './accounts.js';
import { multipartFile } from './multipart.js';

type Headers = Record<string, string>;

/** Real master-data rows to fill a listing with: a Bangkok address chain, catalogue ids, a station. */
export async function masterRefs(ctx: TestContext) {
  const db = ctx.app.db;
  const sub = await db
    .selectFrom('sub_districts as s')
    .innerJoin('districts as d', 'd.id', 's.district_id')
    .select(['s.id as sub_district_id', 's.postal_code', 'd.id as district_id', 'd.province_id'])
    .where('d.province_id', '=', PROVINCE_IDS.bangkok)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const otherDistrict = await db.selectFrom('districts').select('id').where('province_id', '=', PROVINCE_IDS.nonthaburi).executeTakeFirstOrThrow();
  const station = await db
    .selectFrom('train_stations as s')
    .innerJoin('train_lines as l', 'l.id', 's.train_line_id')
    .select(['s.id', 's.lat', 's.lng', 'l.train_type_id'])
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const ids = async (table: 'estate_types' | 'furniture' | 'facilities' | 'location_types') =>
    (await db.selectFrom(table).select('id').orderBy('id').limit(2).execute()).map((row) => row.id);
  const project = await db.selectFrom('project_estates').select('id').orderBy('id').executeTakeFirstOrThrow();
  return {
    address: { province_id: sub.province_id, district_id: sub.district_id, sub_district_id: sub.sub_district_id, postal_code: sub.postal_code },
    otherDistrictId: otherDistrict.id,
    // Chiang Mai: a real province, outside the six the product serves (only those are seeded)
    outsideProvinceId: 50,
    station,
    estateTypeIds: await ids('estate_types'),
    furnitureIds: await ids('furniture'),
    facilityIds: await ids('facilities'),
    locationTypeIds: await ids('location_types'),
    projectId: project.id,
  };
}
export type MasterRefs = Awaited<ReturnType<typeof masterRefs>>;

export const photo = (colour = '#3a7') => sharp({ create: { width: 640, height: 400, channels: 3, background: colour } }).jpeg().toBuffer();

export const uploadRequest = (ctx: TestContext, headers: Headers, file: ReturnType<typeof multipartFile>) =>
  ctx.app.inject({ method: 'POST', url: '/api/estate/upload-image', payload: file.payload, headers: { ...headers, ...file.headers } });

/** Uploads a photo as this user; answers its URLs. */
export async function uploadPhoto(ctx: TestContext, headers: Headers): Promise<{ url: string; thumb_url: string; large_url: string }> {
  const res = await uploadRequest(ctx, headers, multipartFile('image', 'room.jpg', 'image/jpeg', await photo()));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

export const store = (ctx: TestContext, headers: Headers, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/estate/store', headers, payload: body });

/**
 * The floor of each complete form: one owner's listings of one unit on the site are held as
 * duplicates (docs/decisions/057), so each form is another unit of the same building.
 */
let floors = 0;
const nextFloor = () => 2 + (floors++ % 48);

/** Everything publishing asks for, with photos this user uploaded. */
export async function completeForm(ctx: TestContext, headers: Headers, refs: MasterRefs, overrides: Record<string, unknown> = {}) {
  const cover = await uploadPhoto(ctx, headers);
  const gallery = [await uploadPhoto(ctx, headers), await uploadPhoto(ctx, headers), await uploadPhoto(ctx, headers)];
  return {
    sell_type: LISTING_SELL_TYPE.rent,
    estate_type_id: refs.estateTypeIds[0],
    project_estate_name: 'Baan Test Residence',
    area_size: 35.5,
    room_floor: nextFloor(),
    total_bedroom: 1,
    total_restroom: 1,
    total_livingroom: 1,
    total_kitchen: 1,
    rent_price: 15000,
    ...refs.address,
    location_lat: refs.station.lat + 0.001,
    location_lng: refs.station.lng,
    announce_title: 'Condo near the station',
    announce_description: 'A bright one-bedroom unit with a view.',
    cover_img: cover.url,
    gallery_img_cast: gallery.map((image) => image.url),
    contact_firstname: 'Somchai',
    contact_phone: '0812345678',
    ...overrides,
  };
}

/** Creates (or, with `id`, updates) a complete listing; answers the saved form. */
export async function storeComplete(ctx: TestContext, headers: Headers, refs: MasterRefs, overrides: Record<string, unknown> = {}) {
  const res = await store(ctx, headers, await completeForm(ctx, headers, refs, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: number } & Record<string, unknown>;
}

export const lifecycle = (ctx: TestContext, headers: Headers, action: 'publish' | 'un-publish' | 'close', id: number) =>
  ctx.app.inject({ method: 'PUT', url: `/api/estate/${action}/${id}`, headers });

export async function signUpAdmin(ctx: TestContext) {
  const email = uniqueEmail('admin');
  await ensureAdmin(ctx.app.db, { email, password: PASSWORD, hashCost: passwordCost(ctx.config) });
  return logIn(ctx, email);
}

export const moderate = (ctx: TestContext, headers: Headers, action: 'approve' | 'reject' | 'ban' | 'unban', id: number, reason?: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/estate/${action}/${id}`, headers, ...(reason !== undefined && { payload: { reason } }) });

export const listingRow = (ctx: TestContext, id: number) => ctx.app.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();

let counter = 0;

/**
 * A published listing of `userId`, written straight into the tables (the post flow has
 * its own tests): a Bangkok condo near a real station with a cover photo. `overrides`
 * set any column (status, prices, dates).
 */
export async function insertListing(ctx: TestContext, userId: number, overrides: Partial<Insertable<ListingsTable>> = {}): Promise<number> {
  const n = ++counter;
  const db = ctx.database.db;
  const station = await db.selectFrom('train_stations as s').innerJoin('train_lines as tl', 'tl.id', 's.train_line_id').select(['s.id', 'tl.train_type_id']).orderBy('s.id').executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('listings')
    .values({
      user_id: userId,
      status: 'publish',
      sell_type: 'เช่า',
      estate_type_id: 1,
      project_estate_name: `Test Residence ${n}`,
      area_size: 35.5,
      total_bedroom: 1,
      total_restroom: 1,
      room_code: '1B1R',
      rent_price: 15000,
      province_id: 10,
      district_id: 1001,
      sub_district_id: 100101,
      postal_code: '10200',
      announce_title: `คอนโดให้เช่า ${n}`,
      published_at: new Date(),
      first_published_at: new Date(),
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('listing_images').values({ user_id: userId, listing_id: id, role: 'cover', url: `/uploads/test/${id}.webp`, thumb_url: `/uploads/test/${id}-t.webp`, large_url: `/uploads/test/${id}-l.webp` }).execute();
  await db.insertInto('listing_stations').values([{ listing_id: id, train_station_id: station.id, train_type_id: station.train_type_id, distance_km: 0.8, position: 0 }]).execute();
  return id;
}
