/**
 * The search index's read, in this process and without a server around it: each phase
 * timed (waiting for the database's rows, copying them into columns, building the
 * segments, and the build's longest step), the memory after it, then a fold of `--fold`
 * changed rows (default 18,000: past the 2% of a million that starts one) built in steps as
 * the server does (decision 083), its steps and the longest; on the search benchmark's
 * database (`npm run bench:search` makes it).
 *
 *   node --import tsx --expose-gc bench/search-index-read.ts [--db-url postgres://...] [--pglite DIR] [--fold N]
 *
 * `--pglite` reads a PGlite data folder instead (the benchmark's own: its temp folder's `pglite`).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openPglite, openPostgres } from '../apps/api/src/db/database.js';
import { createListingSearchQueries } from '../apps/api/src/modules/search/listing-search.queries.js';
import { SearchIndex } from '../apps/api/src/modules/search/search-index.js';
import { readIndexColumns } from '../apps/api/src/modules/search/search-index.plugin.js';
import { PG_DATABASE } from './search-data.js';

const { values } = parseArgs({ options: { 'db-url': { type: 'string' }, pglite: { type: 'string' }, fold: { type: 'string', default: '18000' } } });
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

/** The server's pause between the index's steps, timing each step (from the end of the last pause). */
const steps = { count: 0, longest: 0, last: 0 };
const pause = () => {
  steps.longest = Math.max(steps.longest, performance.now() - steps.last);
  steps.count++;
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      steps.last = performance.now();
      resolve();
    }, 1),
  );
};
const stepsSoFar = () => {
  const { count, longest } = steps;
  Object.assign(steps, { count: 0, longest: 0, last: performance.now() });
  return `${count} steps, the longest ${Math.round(longest)} ms`;
};

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
  steps.last = performance.now();
  return SearchIndex.built(columns, { pause });
}

const index = await load();
const built = performance.now();
const buildSteps = stepsSoFar();
await memory('index built, the read let go');

console.log(`  ${index.size.toLocaleString('en')} rows in ${((built - started) / 1000).toFixed(1)} s: waiting for rows ${(waiting / 1000).toFixed(1)} s, copying ${(copying / 1000).toFixed(1)} s, building ${((built - read) / 1000).toFixed(1)} s (${buildSteps})`);

const changed = Number(values.fold);
if (changed > 0) {
  // rows read again, each a change of its listing: the fold of them is built beside the index in use
  const { rows } = await sql<{ id: number }>`select listing_id as id from listing_search order by random() limit ${changed}`.execute(database.db);
  const ids = rows.map((row) => row.id);
  const fresh = await queries.indexRowsOf(ids);
  const applied = performance.now();
  // the fold's first step runs within the apply
  steps.last = applied;
  index.apply(ids, fresh);
  const applyMs = performance.now() - applied;
  await index.folded();
  console.log(`  a fold of ${ids.length.toLocaleString('en')} changed rows: the apply ${Math.round(applyMs)} ms, then ${((performance.now() - applied) / 1000).toFixed(1)} s in ${stepsSoFar()}`);
}
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
