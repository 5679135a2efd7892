import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { createTestApp, type TestContext } from './helpers.js';

/**
 * Two API processes on one database: each caches master-data answers in memory, and an
 * admin's change made through one must reach visitors of the other (new ETag, new body).
 */
let ctx: TestContext;
let other: App;
beforeAll(async () => {
  ctx = await createTestApp();
  other = await buildApp({ config: ctx.config, database: ctx.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const get = (app: App, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/estate-master', headers });

describe('master-data caching across API processes', () => {
  it('answers a change made through one process with a new ETag and body on the other', async () => {
    const before = await get(other);
    const etag = before.headers.etag as string;
    expect((await get(other, { 'if-none-match': etag })).statusCode).toBe(304);

    await ctx.app.db
      .insertInto('hot_searches')
      .values({ search_key: 'bang-krachao', search_name_th: 'บางกระเจ้า', search_name_en: 'Bang Krachao', category: 'area', sort_order: 99 })
      .execute();

    // each process trusts the version it read for at most a second
    await expect
      .poll(async () => (await get(other, { 'if-none-match': etag })).statusCode, { timeout: 5_000, interval: 200 })
      .toBe(200);
    const after = await get(other);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().result.hot_search).toContainEqual({ search_key: 'bang-krachao', search_name_th: 'บางกระเจ้า', search_name_en: 'Bang Krachao', category: 'area' });
    // and the process the change went through agrees
    expect((await get(ctx.app)).headers.etag).toBe(after.headers.etag);
  });

  it('keeps the ETag while nothing changes', async () => {
    const first = await get(ctx.app);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await get(ctx.app);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
  });
});
