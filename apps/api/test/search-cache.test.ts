import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { createSearchCache } from '../src/modules/search/search-cache.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { lifecycle, masterRefs, moderate, signUpAdmin, store, storeComplete, type MasterRefs } from './support/listings.js';

/**
 * A search asked again reuses its answer for SEARCH_CACHE_SECONDS (docs/decisions/028), per
 * process: a listing change in that process shows at once, another process's within the
 * time. An anonymous visitor's answer is reused whole; a signed-in user's page of ids is
 * reused with its cards (prices, titles, favourites) read fresh on every call.
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
async function search(app: App, headers?: Record<string, string>): Promise<{ id: number; announce_title: string; rent_price: number | null }[]> {
  const res = await app.inject({ method: 'GET', url: `/api/estate?keyword=${encodeURIComponent(KEYWORD)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}
const ids = (cards: { id: number }[]) => cards.map((card) => card.id).sort((a, b) => a - b);

describe('search answers reused per process', () => {
  it('shows its own process’s changes at once, another’s not until the reuse time is over, and a signed-in user’s cards fresh', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const publish = async (title: string) => {
      const { id } = await storeComplete(ctx, owner.headers, refs, { announce_title: `${KEYWORD} ${title}`, rent_price: 15000 });
      const published = await lifecycle(ctx, owner.headers, 'publish', id);
      if (published.json().result.status === 'pending') expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
      return id;
    };
    const visitor = await signUp(ctx, undefined, { verify: true });
    const first = await publish('ห้องแรก');
    expect(ids(await search(ctx.app))).toEqual([first]);
    expect(ids(await search(ctx.app, visitor.headers))).toEqual([first]);

    // published through this process: the next search finds it
    const second = await publish('ห้องที่สอง');
    expect(ids(await search(ctx.app))).toEqual([first, second]);
    expect(ids(await search(ctx.app, visitor.headers))).toEqual([first, second]);

    // un-published through the other process: this one still answers what it kept...
    const otherCtx = { ...ctx, app: other };
    expect((await lifecycle(otherCtx, owner.headers, 'un-publish', second)).statusCode).toBe(200);
    expect(ids(await search(other))).toEqual([first]);
    expect(ids(await search(ctx.app))).toEqual([first, second]);
    expect(ids(await search(ctx.app, visitor.headers))).toEqual([first, second]);

    // ...a signed-in user's cards are read now: a price changed elsewhere shows in the
    // reused page; an anonymous visitor's whole answer is reused, old price included
    const repriced = await store(otherCtx, owner.headers, { id: first, rent_price: 17500 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect((await search(ctx.app, visitor.headers)).find((card) => card.id === first)?.rent_price).toBe(17500);
    expect((await search(ctx.app)).find((card) => card.id === first)?.rent_price).toBe(15000);

    // any change of a listing in this process drops what it kept, for everyone
    expect((await lifecycle(ctx, owner.headers, 'close', first)).statusCode).toBe(200);
    expect(ids(await search(ctx.app))).toEqual([]);
    expect(ids(await search(ctx.app, visitor.headers))).toEqual([]);
  });
});

describe('a listing page reused for anonymous visitors', () => {
  it('is kept whole for them, refused at once once not published, fresh for a signed-in user, and counts every visit', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const { id } = await storeComplete(ctx, owner.headers, refs, { announce_title: `${KEYWORD} หน้าประกาศ`, rent_price: 15000 });
    const published = await lifecycle(ctx, owner.headers, 'publish', id);
    if (published.json().result.status === 'pending') expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
    const visitor = await signUp(ctx, undefined, { verify: true });
    const view = async (app: App, headers?: Record<string, string>) => app.inject({ method: 'GET', url: `/api/estate/view/${id}`, headers });
    const rent = async (app: App, headers?: Record<string, string>) => {
      const res = await view(app, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.rent_price as number;
    };
    const first = await view(ctx.app);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().result).toMatchObject({ id, rent_price: 15000, favorite: false, is_owner: false });

    // repriced through the other process: the kept page until the reuse time is over; a signed-in user reads it now
    const otherCtx = { ...ctx, app: other };
    expect((await store(otherCtx, owner.headers, { id, rent_price: 17500 })).statusCode).toBe(200);
    expect(await rent(ctx.app)).toBe(15000);
    expect(await rent(ctx.app, visitor.headers)).toBe(17500);
    expect(await rent(other)).toBe(17500);

    // repriced through this process: shown at once
    expect((await store(ctx, owner.headers, { id, rent_price: 16000 })).statusCode).toBe(200);
    expect(await rent(ctx.app)).toBe(16000);

    // each visit is a view for the owner's dashboard, kept page or not
    const counted = async () =>
      Number((await ctx.database.db.selectFrom('listing_events').select((eb) => eb.fn.countAll().as('n')).where('listing_id', '=', id).where('kind', '=', 'view').executeTakeFirstOrThrow()).n);
    // both processes write their batched views first: the other one's visit above is no part of these two
    await Promise.all([ctx.app.listingEvents.flush(), other.listingEvents.flush()]);
    const before = await counted();
    await rent(ctx.app);
    await rent(ctx.app);
    await ctx.app.listingEvents.flush();
    expect(await counted()).toBe(before + 2);

    // un-published here: refused at once, and every time after
    expect((await lifecycle(ctx, owner.headers, 'un-publish', id)).statusCode).toBe(200);
    expect((await view(ctx.app)).statusCode).toBe(403);
    expect((await view(ctx.app)).statusCode).toBe(403);
    expect((await view(ctx.app, owner.headers)).statusCode).toBe(200);
  });
});

describe('the reuse time', () => {
  const waitForRefresh = () => new Promise((resolve) => setImmediate(resolve));

  it('gives the kept answer once more while the search runs again after the time, and waits when it is long past', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = createSearchCache(30_000, { graceMs: 10_000 });
      let runs = 0;
      const search = async () => ({ ids: [++runs], total: 1, capped: false });
      expect((await cache.reuse('q', search)).ids).toEqual([1]);
      vi.advanceTimersByTime(29_000);
      expect((await cache.reuse('q', search)).ids).toEqual([1]);
      expect(runs).toBe(1);

      // past the time: the kept answer, one search in the background however often it is asked
      vi.advanceTimersByTime(1_000);
      const asked = await Promise.all([cache.reuse('q', search), cache.reuse('q', search)]);
      expect(asked.map((answer) => answer.ids)).toEqual([[1], [1]]);
      await waitForRefresh();
      expect(runs).toBe(2);
      expect((await cache.reuse('q', search)).ids).toEqual([2]);

      // long past (time and grace): the visitor waits for a new search
      vi.advanceTimersByTime(40_000);
      expect((await cache.reuse('q', search)).ids).toEqual([3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a failed search, and keeps the old answer when its background run fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = createSearchCache(30_000, { graceMs: 10_000 });
      await expect(cache.reuse('broken', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
      expect(await cache.reuse('broken', async () => 'found')).toBe('found');

      vi.advanceTimersByTime(31_000);
      expect(await cache.reuse('broken', () => Promise.reject(new Error('database gone')))).toBe('found');
      await waitForRefresh();
      expect(await cache.reuse('broken', async () => 'again')).toBe('found');
      await waitForRefresh();
      expect(await cache.reuse('broken', async () => 'later')).toBe('again');
    } finally {
      vi.useRealTimers();
    }
  });

  it('never gives an answer from before a change, even one that was being asked again', async () => {
    const cache = createSearchCache(30_000, { graceMs: 10_000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await cache.reuse('q', async () => 'before')).toBe('before');
      vi.advanceTimersByTime(31_000);
      let release!: (value: string) => void;
      expect(await cache.reuse('q', () => new Promise<string>((resolve) => (release = resolve)))).toBe('before');
      cache.invalidate();
      release('read before the change');
      await waitForRefresh();
      expect(await cache.reuse('q', async () => 'after')).toBe('after');
    } finally {
      vi.useRealTimers();
    }
  });
});
