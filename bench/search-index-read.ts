/**
 * The search index's read, in this process and without a server around it: each phase
 * timed (waiting for the database's rows, copying them into columns, building the
 * segments) and the memory after it, on the search benchmark's
 * database (`npm run bench:search` makes it).
 *
 *   node --import tsx --expose-gc bench/search-index-read.ts [--db-url postgres://...] [--pglite DIR]
 *
 * `--pglite` reads a PGlite data folder instead (the benchmark's own: its temp folder's `pglite`).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../apps/api/src/db/database.js';
import { createListingSearchQueries } from '../apps/api/src/modules/search/listing-search.queries.js';
import { SearchIndex } from '../apps/api/src/modules/search/search-index.js';
import { readIndexColumns } from '../apps/api/src/modules/search/search-index.plugin.js';
import { PG_DATABASE } from './search-data.js';

const { values } = parseArgs({ options: { 'db-url': { type: 'string' }, pglite: { type: 'string' } } });
const url = values['db-url'] ?? `postgres://postgres@127.0.0.1:5432/${PG_DATABASE}`;
const mb = (bytes: number) => `${Math.round(bytes / 1048576).toLocaleString('en')} MB`;

async function memory(label: string): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    // twice, a second apart: array buffers are freed after the collection that finds them
    gc();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    gc();
  }
  const m = process.memoryUsage();
  console.log(`  ${label.padEnd(34)} rss ${mb(m.rss)}, heap ${mb(m.heapUsed)}, array buffers ${mb(m.arrayBuffers)}`);
}

const database = values.pglite ? await openPglite({ dataDir: values.pglite }) : await openPostgres(url);
const queries = createListingSearchQueries(database.db);
await memory('before');

const started = performance.now();
let waiting = 0;
let copying = 0;
let read = 0;

/** The server's load (search-index.plugin.ts), the wait for rows and their copy timed. */
async function load(): Promise<SearchIndex> {
  const columns = await readIndexColumns(queries, database.pool, {
    timed: (waited, copied) => {
      waiting += waited;
      copying += copied;
    },
  });
  read = performance.now();
  await memory('rows read into columns');
  return new SearchIndex(columns);
}

const index = await load();
const built = performance.now();
await memory('index built, the read let go');

console.log(`  ${index.size.toLocaleString('en')} rows in ${((built - started) / 1000).toFixed(1)} s: waiting for rows ${(waiting / 1000).toFixed(1)} s, copying ${(copying / 1000).toFixed(1)} s, building ${((built - read) / 1000).toFixed(1)} s`);
await database.close();
// where the memory is
const seen = new Set<ArrayBuffer>();
const sizes = new Map<string, number>();
function walk(value: unknown, path: string, depth: number): void {
  if (value === null || typeof value !== 'object' || depth > 8) return;
  if (ArrayBuffer.isView(value)) {
    if (seen.has(value.buffer as ArrayBuffer)) return;
    seen.add(value.buffer as ArrayBuffer);
    const key = path.split('.').slice(0, 4).join('.');
    sizes.set(key, (sizes.get(key) ?? 0) + value.buffer.byteLength);
    return;
  }
  if (value instanceof Map) {
    for (const v of value.values()) walk(v, `${path}.map`, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`, depth + 1);
}
walk(index, 'index', 0);
for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${mb(v).padStart(8)} ${k}`);
