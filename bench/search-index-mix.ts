/**
 * The computed search without a server around it: the search index read from the search
 * benchmark's database, then every query of the benchmark's mix (bench/search-mix.ts) asked
 * of it in a loop, in the mix's proportions, for a few seconds; prints searches per second
 * and each shape's mean time. What a server adds (parsing, cards, the answer's bytes) is
 * bench/search.ts's; this is the index's own part, and `--cpu-prof` of this process
 * profiles it alone.
 *
 *   node --import tsx --expose-gc bench/search-index-mix.ts [--db-url postgres://...] [--seconds 10]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { searchQuery } from '@baandee/contracts';
import { SEARCH_TOTAL_CAP } from '@baandee/domain';
import { openPostgres } from '../apps/api/src/db/database.js';
import { createListingSearchQueries } from '../apps/api/src/modules/search/listing-search.queries.js';
import { SearchIndex, type IndexPlan } from '../apps/api/src/modules/search/search-index.js';
import { indexPlan, readIndexColumns } from '../apps/api/src/modules/search/search-index.plugin.js';
import { searchPlan } from '../apps/api/src/modules/search/search-plan.js';
import { createSearchRepositoryQueries } from '../apps/api/src/modules/search/search.repository.js';
import { railGraphFor } from '../apps/api/src/modules/search/search.service.js';
import { searchVocabulary } from '../apps/api/src/modules/search/search-vocabulary.js';
import type { SearchWindow } from '../apps/api/src/modules/search/search-window.js';
import { PG_DATABASE } from './search-data.js';
import { buildMix, weightedEntries } from './search-mix.js';

const { values } = parseArgs({ options: { 'db-url': { type: 'string' }, seconds: { type: 'string' } } });
const url = values['db-url'] ?? `postgres://postgres@127.0.0.1:5432/${PG_DATABASE}`;
const seconds = Number(values.seconds ?? 10);

const database = await openPostgres(url);
const queries = createListingSearchQueries(database.db);
const readStarted = performance.now();
const index = new SearchIndex(await readIndexColumns(queries, database.pool));
console.log(`  index of ${index.size.toLocaleString('en')} rows read in ${((performance.now() - readStarted) / 1000).toFixed(1)} s`);

// each query of the mix as the route plans it (search.service.ts `searchAnswer`)
const repository = createSearchRepositoryQueries(database.db);
const vocabulary = await searchVocabulary(database.db, () => repository.vocabularyNames());
const shapes = await buildMix(database.db);
const planned = new Map<string, { plan: IndexPlan; window: SearchWindow } | null>();
for (const entry of weightedEntries(shapes)) {
  if (planned.has(entry.path)) continue;
  const query = searchQuery.parse(Object.fromEntries(new URLSearchParams(entry.path.split('?')[1])));
  const plan = indexPlan(searchPlan(query, vocabulary, undefined, await railGraphFor(database.db, repository, query)));
  planned.set(entry.path, plan && { plan, window: { page: query.page, perPage: query.per_page, cap: SEARCH_TOTAL_CAP } });
}
await database.close();
const entries = weightedEntries(shapes).flatMap((entry) => {
  const found = planned.get(entry.path);
  return found ? [{ shape: entry.shape, ...found }] : [];
});
console.log(`  ${entries.length} searches in the mix's proportions (${planned.size} queries, ${[...planned.values()].filter((p) => p === null).length} left to the database)`);

// once through for the kept bit sets and the JIT, then timed
for (const { plan, window } of entries) index.search(plan, window);
const byShape = new Map<string, { n: number; ms: number }>();
const started = performance.now();
let searches = 0;
while (performance.now() - started < seconds * 1000) {
  for (const { shape, plan, window } of entries) {
    const t = performance.now();
    index.search(plan, window);
    const spent = byShape.get(shape) ?? { n: 0, ms: 0 };
    spent.n++;
    spent.ms += performance.now() - t;
    byShape.set(shape, spent);
    searches++;
  }
}
const elapsed = (performance.now() - started) / 1000;
console.log(`  ${searches.toLocaleString('en')} searches in ${elapsed.toFixed(1)} s: ${Math.round(searches / elapsed).toLocaleString('en')} searches/s on one core`);
for (const [shape, { n, ms }] of [...byShape].sort((a, b) => b[1].ms / b[1].n - a[1].ms / a[1].n)) {
  console.log(`    ${shape.padEnd(40)} ${((1000 * ms) / n).toFixed(0).padStart(7)} µs mean  (${((100 * ms) / (elapsed * 1000)).toFixed(1)}% of the time)`);
}
