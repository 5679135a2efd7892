/**
 * The listing page's price insight (issue #35, docs/decisions/058) at scale: N generated
 * listings on PostgreSQL (bench/search-data.ts, the search benchmark's generator, in a
 * database of its own), then
 *
 * 1. the median query alone (`decideRepository.groupMedian`) for the groups of 300
 *    random published listings, one at a time: p50 / p95 / max, the group sizes, and the
 *    plan of the largest group's query (it should walk only its partial index);
 * 2. `GET /api/estate/view/:id` over those listings with autocannon (8 connections, 6 s,
 *    the anonymous page's reuse off: SEARCH_CACHE_SECONDS=0, so every request builds the
 *    page), with the insight and without it (its query answered "no group" in memory:
 *    the same process, data and warm caches), in three turns each.
 *
 * Usage: node --import tsx bench/price-insight.ts [--n 100000] [--regenerate]
 */
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import { PRICE_INSIGHT_MIN_SAMPLE, ROOM_COUNT_CAP } from '@baandee/domain';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { percentile } from './lib.js';
import { prepareDatabase } from './search-data.js';

const args = process.argv.slice(2);
const N = Number(args[args.indexOf('--n') + 1] || 0) || 100_000;
const SAMPLE = 300;
const DURATION_S = 6;
const ROUNDS = 3;
const CONNECTIONS = 8;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ms = (value: number) => `${value.toFixed(2)} ms`;
const log = (line: string) => console.log(line);

const prepared = await prepareDatabase('postgres', N, { regenerate: args.includes('--regenerate'), log, pgDatabase: 'baandee_bench_decide' });
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-insight-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', SEARCH_CACHE_SECONDS: '0', ...prepared.env });
const app = await buildApp({ config, database: prepared.database, mailer: { send: async () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const db = prepared.database.db;

async function load(label: string, paths: string[]): Promise<void> {
  const times: number[] = [];
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections: CONNECTIONS, duration: DURATION_S, requests: paths.map((p) => ({ method: 'GET', path: p, headers: { 'user-agent': BROWSER } })) },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
  log(
    `  ${label.padEnd(34)} p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}; ` +
      `${(result['2xx'] / result.duration).toFixed(0)} req/s (${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
}

try {
  const listings = await db
    .selectFrom('listing_search as s')
    .innerJoin('listings as l', 'l.id', 's.listing_id')
    .select(['l.id', 'l.sell_type', 'l.district_id', 'l.estate_type_id', 'l.total_bedroom'])
    .where('l.area_size', '>', '0')
    .orderBy(sql`md5(l.id::text)`)
    .limit(SAMPLE)
    .execute();
  const groups = await sql<{ sizes: number[] }>`
    select array_agg(n order by n) as sizes from (
      select count(*)::int as n from listing_search where sell_per_sqm is not null
      group by district_id, estate_type_id, least(total_bedroom, ${sql.lit(ROOM_COUNT_CAP)})) g`.execute(db);
  const sizes = groups.rows[0]!.sizes;
  log(
    `price insight bench: ${prepared.counts.published.toLocaleString('en-US')} published of ${N.toLocaleString('en-US')} listings, ${os.cpus().length} CPUs, load ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}; ` +
      `${sizes.length} sale groups, sizes p50 ${percentile(sizes, 50)}, p95 ${percentile(sizes, 95)}, max ${sizes.at(-1)}; ${sizes.filter((n) => n < PRICE_INSIGHT_MIN_SAMPLE).length} under the minimum sample`,
  );

  // 1. the median query alone
  const times: number[] = [];
  for (const listing of listings) {
    for (const kind of ['sell', 'rent'] as const) {
      const started = performance.now();
      await app.decideRepository.groupMedian(kind, { district_id: listing.district_id!, estate_type_id: listing.estate_type_id!, total_bedroom: listing.total_bedroom });
      times.push(performance.now() - started);
    }
  }
  log(`  median query (${times.length}, one at a time)  p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`);
  const largest = await sql<{ district_id: number; estate_type_id: number; rooms: number }>`
    select district_id, estate_type_id, least(total_bedroom, ${sql.lit(ROOM_COUNT_CAP)}) as rooms from listing_search where sell_per_sqm is not null
    group by 1, 2, 3 order by count(*) desc limit 1`.execute(db);
  const top = largest.rows[0]!;
  const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers)
    select count(*), percentile_cont(0.5) within group (order by sell_per_sqm) from listing_search
    where district_id = ${top.district_id} and estate_type_id = ${top.estate_type_id} and least(total_bedroom, ${sql.lit(ROOM_COUNT_CAP)}) = ${top.rooms} and sell_per_sqm is not null`.execute(db);
  log(`  the largest group's plan:\n${plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);

  // 2. the listing page with and without the insight, in turns (other work on the machine moves both alike)
  const paths = listings.map((listing) => `/api/estate/view/${listing.id}`);
  await load('warm-up', paths);
  const repositories = [app.decideRepository, app.decideRepository.replica];
  const real = repositories.map((repo) => repo.groupMedian);
  for (let round = 1; round <= ROUNDS; round++) {
    repositories.forEach((repo, i) => (repo.groupMedian = real[i]!));
    await load(`GET /api/estate/view with (${round})`, paths);
    for (const repo of repositories) repo.groupMedian = async () => ({ sample_size: 0, median: null });
    await load(`GET /api/estate/view without (${round})`, paths);
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
