import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { createSearchCache } from '../src/modules/search/search-cache.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { lifecycle, masterRefs, moderate, signUpAdmin, store, storeComplete, type MasterRefs } from './support/listings.js';

/**
 * A search asked again reuses its page of ids for SEARCH_CACHE_SECONDS (docs/decisions/028),
 * per process: a listing change in that process shows at once, another process's within
 * the time; the cards (prices, titles) are read fresh on every call.
 */

let ctx: TestContext;
let other: App;
let refs: MasterRefs;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, AUTH_RATE_LIMIT: '10000' });
  // a second API process on the same database, reusing nothing
  other = await buildApp({ config: { ...ctx.config, SEARCH_CACHE_SECONDS: 0 }, database: ctx.database });
  await other.ready();
  refs = await masterRefs(ctx);
  admin = await signUpAdmin(ctx);
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const KEYWORD = 'แคชทดสอบ';
async function search(app: App): Promise<{ id: number; announce_title: string; rent_price: number | null }[]> {
  const res = await app.inject({ method: 'GET', url: `/api/estate?keyword=${encodeURIComponent(KEYWORD)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}
const ids = (cards: { id: number }[]) => cards.map((card) => card.id).sort((a, b) => a - b);

describe('search answers reused per process', () => {
  it('shows its own process’s changes at once, another’s not until the reuse time is over, and always fresh cards', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const publish = async (title: string) => {
      const { id } = await storeComplete(ctx, owner.headers, refs, { announce_title: `${KEYWORD} ${title}`, rent_price: 15000 });
      const published = await lifecycle(ctx, owner.headers, 'publish', id);
      if (published.json().result.status === 'pending') expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
      return id;
    };
    const first = await publish('ห้องแรก');
    expect(ids(await search(ctx.app))).toEqual([first]);

    // published through this process: the next search finds it
    const second = await publish('ห้องที่สอง');
    expect(ids(await search(ctx.app))).toEqual([first, second]);

    // un-published through the other process: this one still answers its page of ids...
    const otherCtx = { ...ctx, app: other };
    expect((await lifecycle(otherCtx, owner.headers, 'un-publish', second)).statusCode).toBe(200);
    expect(ids(await search(other))).toEqual([first]);
    const reused = await search(ctx.app);
    expect(ids(reused)).toEqual([first, second]);

    // ...while its cards are read now: a price changed elsewhere shows in the reused page
    const repriced = await store(otherCtx, owner.headers, { id: first, rent_price: 17500 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect((await search(ctx.app)).find((card) => card.id === first)?.rent_price).toBe(17500);

    // any change of a listing in this process drops what it kept
    expect((await lifecycle(ctx, owner.headers, 'close', first)).statusCode).toBe(200);
    expect(ids(await search(ctx.app))).toEqual([]);
  });
});

describe('the reuse time', () => {
  it('runs the search again once the time is over, and after a failed search', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = createSearchCache(30_000);
      let runs = 0;
      const search = async () => ({ ids: [++runs], total: 1, capped: false });
      expect((await cache.ids('q', search)).ids).toEqual([1]);
      vi.advanceTimersByTime(29_000);
      expect((await cache.ids('q', search)).ids).toEqual([1]);
      vi.advanceTimersByTime(1_000);
      expect((await cache.ids('q', search)).ids).toEqual([2]);
      await expect(cache.ids('broken', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
      expect((await cache.ids('broken', search)).ids).toEqual([3]);
    } finally {
      vi.useRealTimers();
    }
  });
});
