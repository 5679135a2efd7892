import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { listingRow, masterRefs, storeComplete, uploadPhoto, type MasterRefs } from './support/listings.js';

/**
 * Spec section 6: only its owner reads or changes a listing that is not public. User B
 * acting on user A's listing, in each status a call could touch, is refused with the
 * right key and the listing and its parts stay exactly as they were.
 */
let ctx: TestContext;
let refs: MasterRefs;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  refs = await masterRefs(ctx);
  a = await signUp(ctx, undefined, { verify: true });
  b = await signUp(ctx, undefined, { verify: true });
});
afterAll(() => ctx.close());

/** The listing row and everything hanging off it, to compare before and after. */
async function snapshot(id: number) {
  const db = ctx.app.db;
  return {
    row: await listingRow(ctx, id),
    images: await db.selectFrom('listing_images').selectAll().where('listing_id', '=', id).orderBy('id').execute(),
    stations: await db.selectFrom('listing_stations').selectAll().where('listing_id', '=', id).execute(),
    furniture: await db.selectFrom('listing_furniture').selectAll().where('listing_id', '=', id).execute(),
    prices: await db.selectFrom('listing_price_changes').selectAll().where('listing_id', '=', id).execute(),
  };
}

type Call = [name: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: (id: number) => string, payload?: (id: number) => Record<string, unknown>];

const calls: Call[] = [
  ['estateForm', 'GET', (id) => `/api/estate/${id}`],
  ['storeEstate with id', 'POST', () => '/api/estate/store', (id) => ({ id, announce_title: 'taken over', rent_price: 1 })],
  ['publishEstate', 'PUT', (id) => `/api/estate/publish/${id}`],
  ['unpublishEstate', 'PUT', (id) => `/api/estate/un-publish/${id}`],
  ['closeEstate', 'PUT', (id) => `/api/estate/close/${id}`],
  ['deleteEstate', 'DELETE', (id) => `/api/estate/delete/${id}`],
];

describe.each(['draft', 'pending', 'publish', 'un-publish', 'closed', 'banned'] as const)("user B on user A's %s listing", (status) => {
  let id: number;
  beforeAll(async () => {
    ({ id } = await storeComplete(ctx, a.headers, refs, {
      nearby_station_cast: [{ train_type_id: refs.station.train_type_id, train_station_id: refs.station.id, distance: 1 }],
      furniture_cast: refs.furnitureIds,
    }));
    const now = new Date();
    await ctx.app.db
      .updateTable('listings')
      .set({ status, submitted_at: now, ...(status !== 'draft' && status !== 'pending' && { first_published_at: now, published_at: now }) })
      .where('id', '=', id)
      .execute();
  });

  it.each(calls)("%s: 403 'not the owner', nothing changes", async (_name, method, url, payload) => {
    const before = await snapshot(id);
    const res = await ctx.app.inject({ method, url: url(id), headers: b.headers, ...(payload && { payload: payload(id) }) });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: 'not the owner' });
    expect(await snapshot(id)).toEqual(before);
  });

  it(`estateView: ${status === 'publish' ? 'public' : "403 'permission denied for edit or view'"}`, async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/estate/view/${id}`, headers: b.headers });
    if (status === 'publish') {
      expect(res.statusCode).toBe(200);
      expect(res.json().result.is_owner).toBe(false);
      return;
    }
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: 'permission denied for edit or view' });
  });
});

describe("B's photos and A's", () => {
  it("B cannot put A's uploaded photo on B's own listing", async () => {
    const photoOfA = await uploadPhoto(ctx, a.headers);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/estate/store', headers: b.headers, payload: { cover_img: photoOfA.url } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ cover_img: ['value not allowed'] });
    const row = await ctx.app.db.selectFrom('listing_images').selectAll().where('url', '=', photoOfA.url).executeTakeFirstOrThrow();
    expect(row.listing_id).toBeNull();
  });

  it("B's my-estate lists none of A's listings", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/estate/my-estate', headers: b.headers });
    expect(res.json().result).toMatchObject({ total: 0, data: [], not_finish_id: null });
  });
});
