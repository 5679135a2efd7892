import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBot } from '../src/lib/bots.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertListing } from './support/listings.js';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let visitor: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, RECOMMENDED_CACHE_SECONDS: '0' });
  [owner, visitor] = [await signUp(ctx), await signUp(ctx)];
});
afterAll(() => ctx.close());

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const recommended = async (query = '', headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/recommended-estate${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data as { id: number; boosted: boolean; favorite: boolean }[];
};
/** A request as the listing page's route hands it over. */
const request = (userAgent: string | undefined, headers: Record<string, string> = {}) =>
  ({ headers: { ...(userAgent && { 'user-agent': userAgent }), ...headers }, user: null, log: ctx.app.log }) as unknown as FastifyRequest;
const viewsOf = async (id: number) => {
  await ctx.app.listingEvents.flush(); // the write happens after the call returns, in the next batch
  const row = await ctx.database.db.selectFrom('listings').select(['view_count', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const events = await ctx.database.db.selectFrom('listing_events').select('kind').where('listing_id', '=', id).where('kind', '=', 'view').execute();
  return { count: row.view_count, events: events.length, updatedAt: row.updated_at };
};

describe('GET /api/recommended-estate', () => {
  it('puts running boosts first, then fresh and popular listings; only published ones', async () => {
    const old = await insertListing(ctx, owner.info.id, { published_at: daysAgo(40) });
    const popularOld = await insertListing(ctx, owner.info.id, { published_at: daysAgo(20) });
    const fresh = await insertListing(ctx, owner.info.id, { published_at: daysAgo(0.1) });
    const boosted = await insertListing(ctx, owner.info.id, { published_at: daysAgo(45), boosted_until: daysAgo(-3) });
    const boostOver = await insertListing(ctx, owner.info.id, { published_at: daysAgo(46), boosted_until: daysAgo(1) });
    const draft = await insertListing(ctx, owner.info.id, { status: 'draft', published_at: daysAgo(0) });
    const events = Array.from({ length: 60 }, () => ({ listing_id: popularOld, owner_id: owner.info.id, kind: 'view' as const }));
    await ctx.database.db.insertInto('listing_events').values(events).execute();

    const data = await recommended();
    const ids = data.map((card) => card.id);
    expect(ids[0]).toBe(boosted);
    expect(data[0]?.boosted).toBe(true);
    expect(ids).not.toContain(draft);
    expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(old));
    expect(ids.indexOf(popularOld)).toBeLessThan(ids.indexOf(old));
    expect(data.find((card) => card.id === boostOver)?.boosted).toBe(false);
    expect(ids.indexOf(old)).toBeLessThan(ids.indexOf(boostOver)); // an ended boost counts for nothing, age does
  });

  it('answers at most `limit` cards, marks the viewer favourites and refuses a bad limit', async () => {
    const id = await insertListing(ctx, owner.info.id, { published_at: daysAgo(0) });
    await ctx.app.inject({ method: 'POST', url: '/api/favorite/toggle', headers: visitor.headers, payload: { announce_id: id } });
    expect(await recommended('?limit=2')).toHaveLength(2);
    const mine = await recommended('', visitor.headers);
    expect(mine.find((card) => card.id === id)?.favorite).toBe(true);
    expect((await recommended()).find((card) => card.id === id)?.favorite).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recommended-estate?limit=0' })).statusCode).toBe(422);
  });
});

describe('the recommended ranking reused for RECOMMENDED_CACHE_SECONDS', () => {
  it('keeps the order for a while but never shows a listing that has left the site', async () => {
    const cached = await createTestApp({ ...FAST_HASH, RECOMMENDED_CACHE_SECONDS: '60' });
    try {
      const seller = await signUp(cached);
      const first = await insertListing(cached, seller.info.id);
      const second = await insertListing(cached, seller.info.id);
      const ids = async () => {
        const res = await cached.app.inject({ method: 'GET', url: '/api/recommended-estate' });
        return (res.json().result.data as { id: number }[]).map((card) => card.id);
      };
      expect((await ids()).sort()).toEqual([first, second].sort());
      const later = await insertListing(cached, seller.info.id, { boosted_until: daysAgo(-2) });
      await cached.database.db.updateTable('listings').set({ status: 'closed' }).where('id', '=', first).execute();
      expect(await ids()).toEqual([second]);
      expect(await ids()).not.toContain(later);
    } finally {
      await cached.close();
    }
  });
});

describe('app.listingEvents.recordView', () => {
  it('counts a visitor view off the request path without touching updated_at', async () => {
    const id = await insertListing(ctx, owner.info.id);
    const before = await viewsOf(id);
    ctx.app.listingEvents.recordView(id, owner.info.id, request(BROWSER));
    ctx.app.listingEvents.recordView(id, owner.info.id, request(BROWSER, visitor.headers));
    const after = await viewsOf(id);
    expect(after).toMatchObject({ count: 2, events: 2 });
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('does not count robots, link previews or clients without a user agent', async () => {
    const id = await insertListing(ctx, owner.info.id);
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'facebookexternalhit/1.1;line-poker/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'curl/8.5.0',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
      undefined,
    ]) {
      ctx.app.listingEvents.recordView(id, owner.info.id, request(agent));
    }
    expect(await viewsOf(id)).toMatchObject({ count: 0, events: 0 });
    expect(isBot('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Line/13.20.1')).toBe(false);
  });

  it("does not count the owner's or an admin's own views", async () => {
    const id = await insertListing(ctx, owner.info.id);
    const admin = await signUp(ctx);
    await ctx.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.info.id).execute();
    ctx.app.listingEvents.recordView(id, owner.info.id, request(BROWSER, owner.headers));
    ctx.app.listingEvents.recordView(id, owner.info.id, request(BROWSER, admin.headers));
    expect(await viewsOf(id)).toMatchObject({ count: 0, events: 0 });
  });

  it('logs a failed write and never throws', async () => {
    expect(() => ctx.app.listingEvents.recordView(2_000_000_000, owner.info.id, request(BROWSER))).not.toThrow();
    await ctx.app.listingEvents.flush();
  });
});
