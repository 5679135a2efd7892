import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, GALLERY_MIN_IMAGES, LISTING_LIFETIME_DAYS, LISTING_SELL_TYPE } from '@baandee/domain';
import { expireListings } from '../src/modules/listings/listing-expiry.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { lifecycle, listingRow, masterRefs, moderate, signUpAdmin, store, storeComplete, uploadPhoto, type MasterRefs } from './support/listings.js';

let ctx: TestContext;
let refs: MasterRefs;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, AUTH_RATE_LIMIT: '10000' });
  refs = await masterRefs(ctx);
  admin = await signUpAdmin(ctx);
});
afterAll(() => ctx.close());

const verifiedOwner = () => signUp(ctx, undefined, { verify: true });
const myEstate = (headers: Record<string, string>, page = 1) => ctx.app.inject({ method: 'GET', url: `/api/estate/my-estate?page=${page}`, headers });
const view = (id: number, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: `/api/estate/view/${id}`, headers });

/** A listing of a new owner taken through review to publish; answers the owner and the id. */
async function approvedListing(overrides: Record<string, unknown> = {}) {
  const owner = await verifiedOwner();
  const { id } = await storeComplete(ctx, owner.headers, refs, overrides);
  expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('pending');
  expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
  return { owner, id };
}

describe('PUT /api/estate/publish/:id', () => {
  it("needs a verified e-mail for an e-mail account: 403 'verify your email'", async () => {
    const owner = await signUp(ctx);
    const { id } = await storeComplete(ctx, owner.headers, refs);
    const before = await listingRow(ctx, id);
    const res = await lifecycle(ctx, owner.headers, 'publish', id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: 'verify your email' });
    expect(await listingRow(ctx, id)).toEqual(before);
  });

  it("names every missing part of an incomplete listing: 422 'invalid input'", async () => {
    const owner = await verifiedOwner();
    const gallery = [await uploadPhoto(ctx, owner.headers), await uploadPhoto(ctx, owner.headers)];
    const { id } = (await store(ctx, owner.headers, { sell_type: LISTING_SELL_TYPE.both, rent_price: 9000, gallery_img_cast: gallery.map((g) => g.url) })).json().result;
    const res = await lifecycle(ctx, owner.headers, 'publish', id);
    expect(res.statusCode).toBe(422);
    const required = ['required'];
    expect(res.json()).toEqual({
      status: 'error',
      message: 'invalid input',
      errors: {
        estate_type_id: required,
        project_estate_name: required,
        area_size: required,
        sell_price: required,
        province_id: required,
        district_id: required,
        sub_district_id: required,
        postal_code: required,
        location_lat: required,
        location_lng: required,
        announce_title: required,
        announce_description: required,
        cover_img: required,
        contact_firstname: required,
        contact_phone: required,
        gallery_img_cast: ['too few gallery images'],
      },
    });
    expect(GALLERY_MIN_IMAGES).toBe(3);
    expect((await listingRow(ctx, id))?.status).toBe('draft');
  });

  it("sends a new owner's listing to review: pending with submitted_at, not yet on the site", async () => {
    const owner = await verifiedOwner();
    const { id } = await storeComplete(ctx, owner.headers, refs);
    const res = await lifecycle(ctx, owner.headers, 'publish', id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ id, status: 'pending', actions: ['edit', 'delete'], expires_at: null });
    const row = await listingRow(ctx, id);
    expect(row?.submitted_at).toBeInstanceOf(Date);
    expect(row?.published_at).toBeNull();
    expect((await view(id)).statusCode).toBe(403);
    // no longer the unfinished draft: the Post button starts a new one
    expect((await myEstate(owner.headers)).json().result.not_finish_id).toBeNull();
  });

  it('publishes a trusted owner (an approved listing, none banned) directly, with the lifetime and the first publish date', async () => {
    const { owner } = await approvedListing();
    const { id } = await storeComplete(ctx, owner.headers, refs, { project_estate_name: 'Second Building' });
    const before = Date.now();
    const res = await lifecycle(ctx, owner.headers, 'publish', id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id, status: 'publish', actions: ['edit', 'un-publish', 'close', 'boost'] });
    const row = (await listingRow(ctx, id))!;
    expect(row.published_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.expires_at!.getTime() - row.published_at!.getTime()).toBe(LISTING_LIFETIME_DAYS * DAY_MS);
    expect(row.first_published_at).toEqual(row.published_at);
    expect(new Date(res.json().result.expires_at)).toEqual(row.expires_at);
  });

  it('sends a banned owner back to review', async () => {
    const { owner, id } = await approvedListing();
    expect((await moderate(ctx, admin.headers, 'ban', id, 'fake photos')).statusCode).toBe(200);
    const second = await storeComplete(ctx, owner.headers, refs, { project_estate_name: 'Another' });
    expect((await lifecycle(ctx, owner.headers, 'publish', second.id)).json().result.status).toBe('pending');
  });

  it("refuses a listing already pending or published: 409 'announcement not in publish status'", async () => {
    const { owner, id } = await approvedListing();
    const res = await lifecycle(ctx, owner.headers, 'publish', id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: 'announcement not in publish status' });
  });

  it('keeps first_published_at when published again after un-publishing', async () => {
    const { owner, id } = await approvedListing();
    const first = (await listingRow(ctx, id))!.first_published_at;
    expect((await lifecycle(ctx, owner.headers, 'un-publish', id)).json().result).toMatchObject({ status: 'un-publish', expires_at: null });
    expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('publish');
    expect((await listingRow(ctx, id))!.first_published_at).toEqual(first);
  });

  it('keeps a published listing published when its owner edits it', async () => {
    const { owner, id } = await approvedListing();
    const res = await store(ctx, owner.headers, { id, announce_title: 'A better title' });
    expect(res.json().result).toMatchObject({ status: 'publish', announce_title: 'A better title' });
  });
});

describe('un-publish, close and delete', () => {
  it('closes a published listing for good: only delete is left', async () => {
    const { owner, id } = await approvedListing();
    const res = await lifecycle(ctx, owner.headers, 'close', id);
    expect(res.json().result).toEqual({ id, status: 'closed', actions: ['delete'], expires_at: null });
    expect((await listingRow(ctx, id))!.closed_at).toBeInstanceOf(Date);
    for (const action of ['publish', 'un-publish', 'close'] as const) {
      expect((await lifecycle(ctx, owner.headers, action, id)).statusCode, action).toBe(409);
    }
  });

  it("refuses to un-publish or close a draft: 409, and deleting a published listing", async () => {
    const owner = await verifiedOwner();
    const { id } = await storeComplete(ctx, owner.headers, refs);
    expect((await lifecycle(ctx, owner.headers, 'un-publish', id)).statusCode).toBe(409);
    expect((await lifecycle(ctx, owner.headers, 'close', id)).statusCode).toBe(409);
    const live = await approvedListing();
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/estate/delete/${live.id}`, headers: live.owner.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('announcement not in publish status');
  });

  it('deletes the listing with its parts and its stored photo files', async () => {
    const owner = await verifiedOwner();
    const saved = await storeComplete(ctx, owner.headers, refs, {
      nearby_station_cast: [{ train_type_id: refs.station.train_type_id, train_station_id: refs.station.id, distance: 1 }],
      furniture_cast: refs.furnitureIds,
    });
    const images = saved.images as { url: string; thumb_url: string; large_url: string }[];
    const files = images.flatMap((image) => [image.url, image.thumb_url, image.large_url]).map((url) => path.join(ctx.config.uploadsDir, url.replace(/^\/uploads\//, '')));
    expect(files).toHaveLength(12);
    expect(files.every((file) => existsSync(file))).toBe(true);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/estate/delete/${saved.id}`, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ deleted: true });
    expect(await listingRow(ctx, saved.id)).toBeUndefined();
    expect(await ctx.app.db.selectFrom('listing_images').select('id').where('url', 'in', images.map((i) => i.url)).execute()).toEqual([]);
    expect(await ctx.app.db.selectFrom('listing_stations').select('listing_id').where('listing_id', '=', saved.id).execute()).toEqual([]);
    expect(files.filter((file) => existsSync(file))).toEqual([]);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/estate/delete/${saved.id}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('announcement does not exist');
  });
});

describe('GET /api/estate/view/:announce_id', () => {
  it('shows a published listing to anyone, with names, stations, owner card and slug', async () => {
    const { owner, id } = await approvedListing({
      nearby_station_cast: [{ train_type_id: refs.station.train_type_id, train_station_id: refs.station.id, distance: 0.3 }],
      furniture_cast: refs.furnitureIds,
      facility_cast: refs.facilityIds,
      announce_title: 'Condo near BTS',
    });
    const res = await view(id);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().result;
    expect(page).toMatchObject({
      id,
      status: 'publish',
      slug_id: `condo-near-bts-${id}`,
      favorite: false,
      is_owner: false,
      boosted: false,
      estate_type: { id: refs.estateTypeIds[0], name_th: expect.any(String), name_en: expect.any(String) },
      province: { id: refs.address.province_id },
      district: { id: refs.address.district_id },
      sub_district: { id: refs.address.sub_district_id },
      owner: { id: owner.info.id, published_count: 1, user_type: 'individual' },
      days_on_market: 0,
      price_history: [],
    });
    expect(page.furniture.map((f: { id: number }) => f.id)).toEqual(refs.furnitureIds);
    expect(page.facilities.map((f: { id: number }) => f.id)).toEqual(refs.facilityIds);
    expect(page.nearby_station_cast[0]).toMatchObject({ train_station_id: refs.station.id, line: { code: expect.any(String), hex: expect.stringMatching(/^#/) } });
    expect(page.owner).not.toHaveProperty('email');
    expect((await view(id, owner.headers)).json().result.is_owner).toBe(true);
  });

  it('shows the favourite flag of the signed-in user', async () => {
    const { id } = await approvedListing();
    const fan = await signUp(ctx);
    await ctx.app.db.insertInto('favorites').values({ user_id: fan.info.id, listing_id: id }).execute();
    expect((await view(id, fan.headers)).json().result.favorite).toBe(true);
  });

  it("shows an unpublished listing only to its owner and admins; others get 403 'permission denied for edit or view'", async () => {
    const owner = await verifiedOwner();
    const { id } = await storeComplete(ctx, owner.headers, refs);
    expect((await view(id, owner.headers)).statusCode).toBe(200);
    expect((await view(id, admin.headers)).statusCode).toBe(200);
    for (const headers of [{}, (await signUp(ctx)).headers]) {
      const res = await view(id, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: 'permission denied for edit or view' });
    }
    const missing = await view(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', message: 'announcement does not exist' });
  });
});

describe('price history', () => {
  it('keeps every price change of a published unit, across a close and a re-post of the same unit', async () => {
    const { owner, id } = await approvedListing({ rent_price: 15000, area_size: 41, room_floor: 12, project_estate_name: 'Rhythm Sathorn' });
    expect((await store(ctx, owner.headers, { id, rent_price: 14000 })).statusCode).toBe(200);
    expect((await store(ctx, owner.headers, { id, announce_title: 'same price' })).statusCode).toBe(200);
    expect((await lifecycle(ctx, owner.headers, 'close', id)).statusCode).toBe(200);
    // a month later the same owner posts the same unit again, cheaper
    await ctx.app.db.updateTable('listings').set({ first_published_at: new Date(Date.now() - 30 * DAY_MS) }).where('id', '=', id).execute();
    const repost = await storeComplete(ctx, owner.headers, refs, { rent_price: 13000, area_size: 41, room_floor: 12, project_estate_name: 'rhythm  sathorn' });
    expect((await lifecycle(ctx, owner.headers, 'publish', repost.id)).json().result.status).toBe('publish');
    expect((await listingRow(ctx, repost.id))!.unit_key).toBe((await listingRow(ctx, id))!.unit_key);

    const page = (await view(repost.id)).json().result;
    expect(page.price_history.map((c: { kind: string; old_price: number; new_price: number }) => [c.kind, c.old_price, c.new_price])).toEqual([
      ['rent', 15000, 14000],
      ['rent', 14000, 13000],
    ]);
    expect(page.days_on_market).toBe(30);
  });

  it('records nothing while a listing has never been published', async () => {
    const owner = await verifiedOwner();
    const { id } = await storeComplete(ctx, owner.headers, refs, { project_estate_name: 'Draft Only' });
    await store(ctx, owner.headers, { id, rent_price: 1000 });
    const key = (await listingRow(ctx, id))!.unit_key!;
    expect(await ctx.app.db.selectFrom('listing_price_changes').select('id').where('unit_key', '=', key).execute()).toEqual([]);
  });
});

describe('GET /api/estate/my-estate', () => {
  it('lists the owner\'s listings newest first, 10 a page, with actions, expiry and the unfinished draft', async () => {
    const owner = await verifiedOwner();
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { id } = (await store(ctx, owner.headers, { announce_title: `Listing ${i}` })).json().result;
      ids.push(id);
      // sent once and taken back, so the next save starts a new draft; created a second apart
      const created = new Date(Date.now() - (20 - i) * 1000).toISOString();
      if (i < 10) await sql`update listings set status = 'un-publish', submitted_at = now(), created_at = ${created} where id = ${id}`.execute(ctx.app.db);
    }
    const first = (await myEstate(owner.headers)).json().result;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11, not_finish_id: ids[10] });
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ id: ids[10], status: 'draft', unfinished: true, actions: ['edit', 'publish', 'delete'], slug_id: `listing-10-${ids[10]}` });
    expect(first.data[1]).toMatchObject({ id: ids[9], status: 'un-publish', unfinished: false, actions: ['edit', 'publish', 'close', 'delete'] });
    const second = (await myEstate(owner.headers, 2)).json().result;
    expect(second.data.map((card: { id: number }) => card.id)).toEqual([ids[0]]);
  });

  it('shows a published card with its cover, thumbnail, nearest station and expiry', async () => {
    const { owner, id } = await approvedListing({ nearby_station_cast: [{ train_type_id: refs.station.train_type_id, train_station_id: refs.station.id, distance: 0.8 }] });
    const [card] = (await myEstate(owner.headers)).json().result.data;
    expect(card).toMatchObject({ id, status: 'publish', cover_img: expect.stringMatching(/\.webp$/), thumb_img: expect.stringMatching(/-thumb\.webp$/), nearest_station: { id: refs.station.id, distance: 0.8 }, rent_price: 15000, room_code: '1B1RLK' });
    expect(new Date(card.expires_at).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('GET /api/estate/nearby-stations', () => {
  it('answers the nearest stations by real distance, within 20 km, rounded to 2 decimals, with the line', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate/nearby-stations?lat=${refs.station.lat}&lng=${refs.station.lng}` });
    expect(res.statusCode, res.body).toBe(200);
    const { stations } = res.json().result;
    expect(stations.length).toBeGreaterThan(0);
    expect(stations.length).toBeLessThanOrEqual(5);
    expect(stations[0]).toMatchObject({ train_station_id: refs.station.id, distance: 0, line: { code: expect.any(String), hex: expect.any(String) } });
    const distances = stations.map((s: { distance: number }) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) expect(Math.round(d * 100) / 100).toBe(d);
  });

  it('answers none far from any line (the gulf), and 422 for a latitude out of range', async () => {
    const far = await ctx.app.inject({ method: 'GET', url: '/api/estate/nearby-stations?lat=12.5&lng=100.9' });
    expect(far.json().result).toEqual({ stations: [] });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/estate/nearby-stations?lat=95&lng=100' });
    expect(bad.statusCode).toBe(422);
  });

  it('measures the distance along the earth: a station 0.01 degrees of latitude away is about 1.11 km', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate/nearby-stations?lat=${refs.station.lat + 0.01}&lng=${refs.station.lng}` });
    const station = res.json().result.stations.find((s: { train_station_id: number }) => s.train_station_id === refs.station.id);
    expect(station.distance).toBeCloseTo(1.11, 1);
  });
});

describe('expiry', () => {
  it('closes published listings past their lifetime and mails each owner, leaving others alone', async () => {
    const { owner, id } = await approvedListing({ announce_title: 'Expiring condo' });
    const fresh = await approvedListing();
    await ctx.app.db.updateTable('listings').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', id).execute();
    expect(await expireListings(ctx.app, new Date())).toBeGreaterThanOrEqual(1);
    expect((await listingRow(ctx, id))!.status).toBe('closed');
    expect((await listingRow(ctx, fresh.id))!.status).toBe('publish');
    await ctx.app.jobs.drain();
    const mail = ctx.mailer.last(owner.email);
    expect(mail?.subject).toContain('Your listing has expired');
    expect(mail?.text).toContain('Expiring condo');
    expect(mail?.text).toContain('/my-announce');

    // LISTING_LIFETIME_DAYS later every listing published now is due
    const later = new Date(Date.now() + LISTING_LIFETIME_DAYS * DAY_MS + 1000);
    await expireListings(ctx.app, later);
    expect((await listingRow(ctx, fresh.id))!.status).toBe('closed');
    expect(await expireListings(ctx.app, later)).toBe(0);
  });
});
