/**
 * What a change to a listing costs the search index in memory as its changes pile up before a
 * fold (docs/decisions/086): the index read from the search benchmark's database
 * (`npm run bench:search` makes it), then `--batch` listings changed in one apply (default
 * 15,000: a million rows' base folds past 2%, about 17,000), then `--singles` more changed one
 * at a time, as the server hears them (each apply runs on the event loop: every request waits
 * for it). Prints each phase's applies: mean, p50, p99, the longest, and how many took over
 * 50 ms.
 *
 *   node --import tsx --expose-gc bench/search-index-changes.ts [--db-url postgres://...] [--batch 15000] [--singles 2000]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openPostgres } from '../apps/api/src/db/database.js';
import { createListingSearchQueries } from '../apps/api/src/modules/search/listing-search.queries.js';
import { SearchIndex } from '../apps/api/src/modules/search/search-index.js';
import { readIndexColumns } from '../apps/api/src/modules/search/search-index.plugin.js';
import { percentile } from './lib.js';
import { PG_DATABASE } from './search-data.js';

const { values } = parseArgs({ options: { 'db-url': { type: 'string' }, batch: { type: 'string', default: '15000' }, singles: { type: 'string', default: '2000' } } });
const url = values['db-url'] ?? `postgres://postgres@127.0.0.1:5432/${PG_DATABASE}`;
const batch = Number(values.batch);
const singles = Number(values.singles);

const database = await openPostgres(url);
const queries = createListingSearchQueries(database.db);
const read = performance.now();
// built at once: no fold is built beside it in steps, so each apply's time is its own
const index = new SearchIndex(await readIndexColumns(queries, database.pool));
console.log(`  ${index.size.toLocaleString('en')} rows read and built in ${((performance.now() - read) / 1000).toFixed(1)} s`);

// the listings changed: each written again as it is (the row's cost is the same as any change's)
const { rows } = await sql<{ id: number }>`select listing_id as id from listing_search order by random() limit ${batch + singles}`.execute(database.db);
const ids = rows.map((row) => row.id);
const fresh = await queries.indexRowsOf(ids);
const byId = new Map(fresh.map((row) => [row.listing_id, row]));
await database.close();

const figures = (label: string, times: number[]) => {
  const sum = times.reduce((total, t) => total + t, 0);
  const slow = times.filter((t) => t > 50).length;
  console.log(
    `  ${label}: ${times.length.toLocaleString('en')} applies in ${(sum / 1000).toFixed(1)} s; mean ${(sum / times.length).toFixed(2)} ms, ` +
      `p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, longest ${Math.max(...times).toFixed(1)} ms; ${slow} over 50 ms`,
  );
};

const started = performance.now();
index.apply(ids.slice(0, batch), ids.slice(0, batch).map((id) => byId.get(id)!));
figures(`${batch.toLocaleString('en')} changes in one apply`, [performance.now() - started]);

const times: number[] = [];
for (const id of ids.slice(batch)) {
  const at = performance.now();
  index.apply([id], [byId.get(id)!]);
  times.push(performance.now() - at);
}
figures(`then ${singles.toLocaleString('en')} changes one at a time`, times);
