/**
 * The search index's read, in this process and without a server around it: each phase
 * timed (the statements with the rows' decoding, copying into columns, building the
 * segments) and the memory after it, on the search benchmark's
 * database (`npm run bench:search` makes it).
 *
 *   node --import tsx --expose-gc bench/search-index-read.ts [--db-url postgres://...] [--batch 20000]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openPostgres } from '../apps/api/src/db/database.js';
import { createListingSearchQueries } from '../apps/api/src/modules/search/listing-search.queries.js';
import { ColumnsBuilder } from '../apps/api/src/modules/search/search-index-columns.js';
import { SearchIndex } from '../apps/api/src/modules/search/search-index.js';
import { PG_DATABASE } from './search-data.js';

const { values } = parseArgs({ options: { 'db-url': { type: 'string' }, batch: { type: 'string' } } });
const url = values['db-url'] ?? `postgres://postgres@127.0.0.1:5432/${PG_DATABASE}`;
const batchSize = Number(values.batch ?? 20_000);
const mb = (bytes: number) => `${Math.round(bytes / 1048576).toLocaleString('en')} MB`;

function memory(label: string): void {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  console.log(`  ${label.padEnd(34)} rss ${mb(m.rss)}, heap ${mb(m.heapUsed)}, array buffers ${mb(m.arrayBuffers)}`);
}

const database = await openPostgres(url);
const queries = createListingSearchQueries(database.db);
memory('before');

const started = performance.now();
let waiting = 0;
let copying = 0;
let rows = 0;
const builder = new ColumnsBuilder(batchSize);
let next = queries.indexRows(0, batchSize);
for (;;) {
  const asked = performance.now();
  const batch = await next;
  waiting += performance.now() - asked;
  const more = batch.length === batchSize;
  if (more) next = queries.indexRows(batch[batch.length - 1]!.listing_id, batchSize);
  const copy = performance.now();
  for (const row of batch) builder.push(row);
  copying += performance.now() - copy;
  rows += batch.length;
  if (!more) break;
}
const read = performance.now();
memory('rows read into the builder');
const columns = builder.done();
const index = new SearchIndex(columns);
const built = performance.now();
memory('segment built');

console.log(`  ${rows.toLocaleString('en')} rows in ${((built - started) / 1000).toFixed(1)} s: waiting for batches ${(waiting / 1000).toFixed(1)} s, copying ${(copying / 1000).toFixed(1)} s, building ${((built - read) / 1000).toFixed(1)} s (index size ${index.size.toLocaleString('en')})`);
await database.close();
