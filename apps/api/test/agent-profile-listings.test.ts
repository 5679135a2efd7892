import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertListing } from './support/listings.js';

let ctx: TestContext;
let agent: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  [agent, other] = [await signUp(ctx), await signUp(ctx)];
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  ids.rentCheap = await insertListing(ctx, agent.info.id, { rent_price: 9000, sell_price: null, published_at: day(3) });
  ids.sellDear = await insertListing(ctx, agent.info.id, { sell_type: 'ขาย', rent_price: null, sell_price: 4_500_000, published_at: day(1) });
  ids.rentDear = await insertListing(ctx, agent.info.id, { rent_price: 45000, published_at: day(5) });
  ids.unpriced = await insertListing(ctx, agent.info.id, { rent_price: null, sell_price: null, published_at: day(4) });
  ids.draft = await insertListing(ctx, agent.info.id, { status: 'draft' });
  ids.closed = await insertListing(ctx, agent.info.id, { status: 'closed' });
  ids.others = await insertListing(ctx, other.info.id);
  for (let i = 0; i < 8; i++) await insertListing(ctx, agent.info.id, { rent_price: 20000 + i, published_at: day(10 + i) });
});
afterAll(() => ctx.close());

const profile = async (query: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/user/show-agent-profile/${agent.info.id}${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: number; email?: string; announces: { data: { id: number; favorite: boolean }[]; total: number; last_page: number; current_page: number } };
};
const firstPageIds = async (order: string) => (await profile(`?order_by=${order}`)).announces.data.map((card) => card.id);

describe('GET /api/user/show-agent-profile/:id with listings', () => {
  it('adds a page of the published listings of this user only, date-desc by default', async () => {
    const result = await profile('');
    expect(result.id).toBe(agent.info.id);
    expect(result).not.toHaveProperty('email');
    expect(result.announces).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    const seen = [...result.announces.data, ...(await profile('?page=2')).announces.data].map((card) => card.id);
    expect(seen).toHaveLength(12);
    expect(seen).not.toContain(ids.draft);
    expect(seen).not.toContain(ids.closed);
    expect(seen).not.toContain(ids.others);
    expect(seen.slice(-4)).toEqual([ids.rentDear, ids.unpriced, ids.rentCheap, ids.sellDear]);
  });

  it('sorts by date ascending', async () => {
    expect((await firstPageIds('date-asc')).slice(0, 4)).toEqual([ids.sellDear, ids.rentCheap, ids.unpriced, ids.rentDear]);
  });

  it('sorts by price (rent, else sale) with unpriced listings last both ways', async () => {
    const desc = [...(await firstPageIds('price-desc')), ...(await profile('?order_by=price-desc&page=2')).announces.data.map((c) => c.id)];
    expect(desc[0]).toBe(ids.sellDear);
    expect(desc[1]).toBe(ids.rentDear);
    expect(desc.at(-2)).toBe(ids.rentCheap);
    expect(desc.at(-1)).toBe(ids.unpriced);
    const asc = [...(await firstPageIds('price-asc')), ...(await profile('?order_by=price-asc&page=2')).announces.data.map((c) => c.id)];
    expect(asc[0]).toBe(ids.rentCheap);
    expect(asc.at(-2)).toBe(ids.sellDear);
    expect(asc.at(-1)).toBe(ids.unpriced);
  });

  it("marks the signed-in viewer's favourites", async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/favorite/toggle', headers: other.headers, payload: { announce_id: ids.rentDear } });
    const cards = (await profile('?order_by=price-desc', other.headers)).announces.data;
    expect(cards.find((card) => card.id === ids.rentDear)?.favorite).toBe(true);
    expect(cards.filter((card) => card.favorite)).toHaveLength(1);
  });

  it('refuses an unknown order and answers an empty page past the last', async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: `/api/user/show-agent-profile/${agent.info.id}?order_by=cheapest` });
    expect(bad.statusCode).toBe(422);
    expect((await profile('?page=9')).announces).toMatchObject({ data: [], current_page: 9, total: 12 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/show-agent-profile/999999' })).statusCode).toBe(404);
  });
});
