import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertListing } from './support/listings.js';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  [owner, a, b] = [await signUp(ctx), await signUp(ctx), await signUp(ctx)];
});
afterAll(() => ctx.close());

const toggle = (headers: Record<string, string>, announce_id: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/favorite/toggle', headers, payload: { announce_id } });
const favorites = (headers: Record<string, string>, page = 1) => ctx.app.inject({ method: 'GET', url: `/api/favorite/get?page=${page}`, headers });
const events = (listingId: number) =>
  ctx.database.db.selectFrom('listing_events').select(['kind', 'owner_id']).where('listing_id', '=', listingId).execute();

describe('POST /api/favorite/toggle', () => {
  it('adds a published listing, records a favourite event, and a second toggle takes it out', async () => {
    const id = await insertListing(ctx, owner.info.id);
    const first = await toggle(a.headers, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({ announce_id: id, favorite: true });
    expect(await events(id)).toEqual([{ kind: 'favorite', owner_id: owner.info.id }]);

    const second = await toggle(a.headers, id);
    expect(second.json().result).toEqual({ announce_id: id, favorite: false });
    const rows = await ctx.database.db.selectFrom('favorites').selectAll().where('listing_id', '=', id).execute();
    expect(rows).toEqual([]);
  });

  it('never fails under a double click: two toggles at once both answer 200', async () => {
    const id = await insertListing(ctx, owner.info.id);
    const answers = await Promise.all([toggle(a.headers, id), toggle(a.headers, id)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const rows = await ctx.database.db.selectFrom('favorites').selectAll().where('listing_id', '=', id).execute();
    expect(rows.length).toBeLessThanOrEqual(1);
  });

  it.each(['draft', 'pending', 'un-publish', 'banned', 'closed'] as const)('answers 404 for a %s listing and stores nothing', async (status) => {
    const id = await insertListing(ctx, owner.info.id, { status });
    const res = await toggle(a.headers, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'announcement does not exist' });
    expect(await ctx.database.db.selectFrom('favorites').selectAll().where('listing_id', '=', id).execute()).toEqual([]);
  });

  it('answers 404 for a listing that does not exist, 422 for a bad id and 401 without a token', async () => {
    expect((await toggle(a.headers, 999_999)).statusCode).toBe(404);
    expect((await toggle(a.headers, 'abc')).statusCode).toBe(422);
    expect((await toggle({}, 1)).statusCode).toBe(401);
  });

  it('still takes out a favourite of a listing that has left the site', async () => {
    const id = await insertListing(ctx, owner.info.id);
    await toggle(b.headers, id);
    await ctx.database.db.updateTable('listings').set({ status: 'closed' }).where('id', '=', id).execute();
    const res = await toggle(b.headers, id);
    expect(res.json().result).toEqual({ announce_id: id, favorite: false });
  });
});

describe('GET /api/favorite/get', () => {
  it("lists only the user's own favourites, newest first, as cards, without listings no longer published", async () => {
    const ctx2 = await createTestApp(FAST_HASH);
    try {
      const [seller, userA, userB] = [await signUp(ctx2), await signUp(ctx2), await signUp(ctx2)];
      const ids = [];
      for (let i = 0; i < 12; i++) ids.push(await insertListing(ctx2, seller.info.id));
      for (const id of ids) {
        const res = await ctx2.app.inject({ method: 'POST', url: '/api/favorite/toggle', headers: userA.headers, payload: { announce_id: id } });
        expect(res.statusCode).toBe(200);
      }
      await ctx2.app.inject({ method: 'POST', url: '/api/favorite/toggle', headers: userB.headers, payload: { announce_id: ids[0] } });
      await ctx2.database.db.updateTable('listings').set({ status: 'un-publish' }).where('id', '=', ids[11]!).execute();

      const page1 = (await ctx2.app.inject({ method: 'GET', url: '/api/favorite/get?page=1', headers: userA.headers })).json().result;
      expect(page1).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11 });
      expect(page1.data.map((card: { id: number }) => card.id)).toEqual(ids.slice(1, 11).reverse());
      expect(page1.data[0]).toMatchObject({ favorite: true, status: 'publish', rent_price: 15000, area_size: 35.5, room_code: '1B1R' });
      expect(page1.data[0].province).toMatchObject({ id: 10 });
      expect(page1.data[0].nearest_station).toMatchObject({ distance: 0.8 });
      expect(page1.data[0].cover_img).toMatch(/^\/uploads\/test\//);

      const page2 = (await ctx2.app.inject({ method: 'GET', url: '/api/favorite/get?page=2', headers: userA.headers })).json().result;
      expect(page2.data.map((card: { id: number }) => card.id)).toEqual([ids[0]]);

      const ofB = (await ctx2.app.inject({ method: 'GET', url: '/api/favorite/get', headers: userB.headers })).json().result;
      expect(ofB.data.map((card: { id: number }) => card.id)).toEqual([ids[0]]);
      expect(ofB.total).toBe(1);
    } finally {
      await ctx2.close();
    }
  });

  it('answers an empty first page to a user without favourites and 401 without a token', async () => {
    const fresh = await signUp(ctx);
    expect((await favorites(fresh.headers)).json().result).toEqual({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/favorite/get' })).statusCode).toBe(401);
  });
});
