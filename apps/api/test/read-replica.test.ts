import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, withStartupLock } from '../src/db/migrate.js';
import { openDatabase } from '../src/db/open.js';
import { seed } from '../src/db/seed/index.js';
import { createTestApp, DB_KIND, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { waitUntil } from './support/http-client.js';
import { insertListing, signUpAdmin } from './support/listings.js';
import { canRunClusters, query, startPrimaryAndReplica } from './support/pg-cluster.js';

/** A word no seeded text has, so a keyword search finds exactly this test's listings. */
const word = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/**
 * DATABASE_READ_URL against a real streaming replica (initdb + pg_basebackup -R, on ports
 * of their own). The observable: replay on the replica is paused, so a row written since
 * exists on the primary only; a read that finds it came from the primary, one that does
 * not came from the replica. Writes meanwhile succeed, which a replica would refuse.
 */
describe.runIf(DB_KIND === 'postgres' && canRunClusters)('DATABASE_READ_URL: public reads from a streaming replica', () => {
  let cluster: Awaited<ReturnType<typeof startPrimaryAndReplica>>;
  let ctx: TestContext;
  const logs: string[] = [];
  const keyword = word();

  beforeAll(async () => {
    cluster = await startPrimaryAndReplica();
    await query(cluster.primary.url(), `create database baandee template template0 encoding 'UTF8' locale 'C.UTF-8'`);
    ctx = await createTestApp(
      {
        ...FAST_HASH,
        DATABASE_URL: cluster.primary.url('baandee'),
        DATABASE_READ_URL: cluster.replica.url('baandee'),
        // which database answers is the question here: no search answer is reused
        SEARCH_CACHE_SECONDS: '0',
      },
      {
        logStream: { write: (line) => void logs.push(line) },
        // as the server starts: migrations and seeds on the primary, which the replica then replays
        openDatabase: async (config) => {
          const database = await openDatabase(config);
          await withStartupLock(database, async () => {
            await migrateToLatest(database.db);
            await seed(database.db, { demo: false });
          });
          return database;
        },
      },
    );
    await cluster.caughtUp();
  }, 120_000);

  afterAll(async () => {
    await ctx?.close();
    await cluster?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const searchTotal = async (headers: Record<string, string> = {}) => {
    const res = await get(`/api/estate?keyword=${keyword}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.total as number;
  };
  const hotKeys = async () =>
    ((await get('/api/get-hot-trend')).json().result.groups as { items: { search_key: string }[] }[]).flatMap((group) => group.items.map((item) => item.search_key));
  const replayPaused = async (paused: boolean) => {
    await query(cluster.replica.url(), paused ? 'select pg_wal_replay_pause()' : 'select pg_wal_replay_resume()');
    await waitUntil(`replay ${paused ? 'paused' : 'running'}`, async () => {
      const [row] = await query<{ state: string }>(cluster.replica.url(), 'select pg_get_wal_replay_pause_state() as state');
      return paused ? row?.state === 'paused' : row?.state === 'not paused';
    });
  };

  it("answers visitors' searches, listing pages, trends and quick menu from the replica; signed-in reads and every write from the primary", async () => {
    const owner = await signUp(ctx);
    const first = await insertListing(ctx, owner.info.id, { announce_title: `Replica ${keyword} one` });
    await ctx.app.searchRepository.refresh([first]);
    await cluster.caughtUp();
    expect(await searchTotal()).toBe(1);

    await replayPaused(true);
    // written on the primary while the replica stands still
    const second = await insertListing(ctx, owner.info.id, { announce_title: `Replica ${keyword} two` });
    await ctx.app.searchRepository.refresh([second]);

    // writes through the API go to the primary: each would fail on the read-only replica
    const visitor = await signUp(ctx);
    const favourite = await ctx.app.inject({ method: 'POST', url: '/api/favorite/toggle', headers: visitor.headers, payload: { announce_id: first } });
    expect(favourite.statusCode, favourite.body).toBe(200);
    const admin = await signUpAdmin(ctx);
    const trend = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/trend/store',
      headers: admin.headers,
      payload: { slug: `replica-${keyword}`, trend_name_th: 'เทรนด์ทดสอบ', trend_name_en: 'Replica trend', filter: { keyword }, sort_order: 0 },
    });
    expect(trend.statusCode, trend.body).toBe(200);
    const trendId = trend.json().result.trend_id as number;
    const chip = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/hot-search/store',
      headers: admin.headers,
      payload: { search_key: `replica-${keyword}`, search_name_th: 'ทดสอบ', search_name_en: 'Replica', category: 'area', trend_id: trendId, sort_order: 0 },
    });
    expect(chip.statusCode, chip.body).toBe(200);

    // a visitor reads the replica: none of it yet
    expect(await searchTotal()).toBe(1);
    expect((await get(`/api/estate/view/${second}`)).statusCode).toBe(404);
    expect((await get(`/api/trend/${trendId}`)).statusCode).toBe(404);
    expect(await hotKeys()).not.toContain(`replica-${keyword}`);
    // a signed-in user reads the primary: all of it, with their own favourite
    expect(await searchTotal(visitor.headers)).toBe(2);
    expect((await get(`/api/estate/view/${second}`, visitor.headers)).statusCode).toBe(200);
    const theirTrend = await get(`/api/trend/${trendId}`, visitor.headers);
    expect(theirTrend.statusCode).toBe(200);
    expect((theirTrend.json().result.announces.data as { id: number; favorite: boolean }[]).find((card) => card.id === first)?.favorite).toBe(true);

    // the replica's sessions name themselves; none of the reads fell back to the primary
    const [onReplica] = await query<{ n: number }>(cluster.replica.url(), `select count(*)::int as n from pg_stat_activity where application_name = 'baandee-read'`);
    expect(onReplica!.n).toBeGreaterThan(0);
    const [onPrimary] = await query<{ n: number }>(cluster.primary.url(), `select count(*)::int as n from pg_stat_activity where application_name = 'baandee-read'`);
    expect(onPrimary!.n).toBe(0);

    // once replayed, visitors see it all
    await replayPaused(false);
    await waitUntil('the second listing in a visitor search', async () => (await searchTotal()) === 2);
    expect((await get(`/api/estate/view/${second}`)).statusCode).toBe(200);
    const theTrend = await get(`/api/trend/${trendId}`);
    expect(theTrend.statusCode).toBe(200);
    expect(theTrend.json().result.announces.total).toBe(2);
    // the quick menu's version is read again at most once a second
    await waitUntil('the new chip in the quick menu', async () => (await hotKeys()).includes(`replica-${keyword}`));
  });

  it('reads from the primary while the replica is down, and says so in the log', async () => {
    await cluster.replica.stop('fast');
    // the pool has let go of the connections the shutdown ended
    await waitUntil('the replica pool emptied', async () => ctx.database.replica!.pool.totalCount === 0);
    expect(await searchTotal()).toBe(2);
    expect((await get('/api/estate-master')).statusCode).toBe(200);
    expect((await get('/api/ready')).statusCode).toBe(200);
    expect(logs.some((line) => line.includes('read replica unreachable'))).toBe(true);
  });
});
