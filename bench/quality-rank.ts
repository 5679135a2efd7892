/**
 * What keeping the quality score in the search's order costs (docs/decisions/065), on the
 * search benchmark's generated listings (bench/search-data.ts, made or reused):
 *
 * 1. a refresh of one listing (the write inside a publication's transaction), timed whole
 *    and, on the same listings, its scoring alone (the same-run reference: what the refresh
 *    cost before is the difference);
 * 2. the sweep's work: every row scored again, 1,000 a statement (QUALITY_RESCORE_CHUNK);
 * 3. the job's work for the largest price group.
 *
 *   node --import tsx bench/quality-rank.ts [--db pglite|postgres] [--n 20000] [--samples 100]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { QUALITY_RESCORE_CHUNK } from '../apps/api/src/modules/quality/quality-rank.js';
import { createListingSearchQueries } from '../apps/api/src/modules/search/listing-search.queries.js';
import { percentile } from './lib.js';
import { prepareDatabase, type DbKind } from './search-data.js';

const { values } = parseArgs({ options: { db: { type: 'string', default: 'pglite' }, n: { type: 'string', default: '20000' }, samples: { type: 'string', default: '100' } } });
const kind = values.db as DbKind;
const n = Number(values.n);
const samples = Number(values.samples);
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(`quality rank: ${kind}, ${n.toLocaleString('en-US')} listings`);
const prepared = await prepareDatabase(kind, n, { regenerate: false, log: (line) => console.log(line) });
const db = prepared.database.db;
const queries = createListingSearchQueries(db);
const ids = (await db.selectFrom('listing_search').select('listing_id').orderBy(sql`random()`).limit(samples).execute()).map((row) => row.listing_id);

// 1. one listing's refresh, in a transaction as a publication makes it, and its scoring alone
const refreshMs: number[] = [];
const scoringMs: number[] = [];
for (const id of ids) {
  let started = performance.now();
  await db.transaction().execute((trx) => createListingSearchQueries(trx).refresh([id]));
  refreshMs.push(performance.now() - started);
  started = performance.now();
  await db.transaction().execute((trx) => createListingSearchQueries(trx).rescore([id]));
  scoringMs.push(performance.now() - started);
}
const summary = (values: number[]) => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;
console.log(`  refresh of one listing (write + score)      ${summary(refreshMs)}`);
console.log(`  of which scoring (same listings, same run)  ${summary(scoringMs)}`);

// 2. the sweep: every row scored again
const all = (await db.selectFrom('listing_search').select('listing_id').orderBy('listing_id').execute()).map((row) => row.listing_id);
let started = performance.now();
let moved = 0;
for (let start = 0; start < all.length; start += QUALITY_RESCORE_CHUNK) moved += (await queries.rescore(all.slice(start, start + QUALITY_RESCORE_CHUNK))).length;
const sweepMs = performance.now() - started;
console.log(`  every row scored again (${all.length.toLocaleString('en-US')} rows)      ${(sweepMs / 1000).toFixed(1)} s, ${ms((sweepMs / all.length) * 1000)} per 1,000; ${moved} moved`);

// 3. the job for the largest group
const largest = await db
  .selectFrom('listing_search')
  .select(['district_id', 'estate_type_id', sql<number>`least(total_bedroom, 4)`.as('total_bedroom'), sql<number>`count(*)::int`.as('n')])
  .where('district_id', 'is not', null)
  .where('estate_type_id', 'is not', null)
  .groupBy(['district_id', 'estate_type_id', sql`least(total_bedroom, 4)`])
  .orderBy('n', 'desc')
  .executeTakeFirstOrThrow();
started = performance.now();
const members = await queries.inPriceGroups([{ district_id: largest.district_id!, estate_type_id: largest.estate_type_id!, total_bedroom: largest.total_bedroom }]);
for (let start = 0; start < members.length; start += QUALITY_RESCORE_CHUNK) await queries.rescore(members.slice(start, start + QUALITY_RESCORE_CHUNK));
console.log(`  the job for the largest group (${members.length} rows)        ${ms(performance.now() - started)}`);
await prepared.database.close();
