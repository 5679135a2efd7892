/**
 * `node --import tsx bench/search-suggest.ts`: the search box's suggestions under load
 * (GET /api/search/suggest, docs/decisions/051). Starts the real bundled server
 * (apps/api/dist/server.mjs, `npm run build` first) on a fresh PGlite data folder and a free
 * port, checks every query of the mix once (each must answer 200 with a suggestion), then
 * drives it with autocannon over --connections connections for --duration seconds with a
 * mix of what people type (Thai and English prefixes, Thai without tone marks,
 * romanisation variants, English typos, both languages), then the same load on
 * GET /api/health (the no-op reference of the same run), and prints p50/p95/p99 and
 * throughput of both with their ratio. Autocannon sends no If-None-Match, so every
 * suggestion is computed (a browser's repeat would be a 304).
 *
 * Suggestions read only the master data's index in memory, never the listings: their cost
 * does not grow with the number of listings, so the run needs none.
 *
 *   node --import tsx bench/search-suggest.ts -- --duration 10 --connections 16
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { buildSuggestionIndex, suggest, type SuggestionKind, type SuggestionSource } from '@baandee/domain';
import { percentile, ROOT, startServer } from './lib.js';

const TARGET_P95_MS = 30;
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
  },
});
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const CONNECTIONS = Number(args.connections);

if (!existsSync(path.join(ROOT, 'apps/api/dist/server.mjs'))) {
  console.error('bench/search-suggest.ts runs the bundled server: run `npm run build` first.');
  process.exit(1);
}

/** What people type, partly: prefixes as the box sends them while typing, by kind. */
const MIX: [kind: string, q: string, lang: 'th' | 'en'][] = [
  ['thai prefix', 'ทอ', 'th'],
  ['thai prefix', 'ทองหล', 'th'],
  ['thai prefix', 'อโศ', 'th'],
  ['thai prefix', 'บางนา', 'th'],
  ['thai prefix', 'คอนโ', 'th'],
  ['thai prefix', 'สุขุมวิท', 'th'],
  ['thai prefix', 'ลาดพร้าว', 'th'],
  ['thai prefix', 'เซ้ง', 'th'],
  ['toneless', 'ลาดพราว', 'th'],
  ['toneless', 'ทองหลอ', 'th'],
  ['toneless', 'พรอมพง', 'th'],
  ['english prefix', 'as', 'en'],
  ['english prefix', 'thong', 'en'],
  ['english prefix', 'bang', 'en'],
  ['english prefix', 'watth', 'en'],
  ['english prefix', 'ideo', 'en'],
  ['english prefix', 'condo', 'en'],
  ['romanised', 'thonglor', 'en'],
  ['romanised', 'ekamai', 'en'],
  ['romanised', 'prom phong', 'en'],
  ['romanised', 'ladprao', 'en'],
  ['typo', 'sukhimvit', 'en'],
  ['typo', 'wattahna', 'en'],
  ['typo', 'ekkamia', 'en'],
  ['typo', 'ratchadapisake', 'en'],
];
const pathOf = ([, q, lang]: (typeof MIX)[number]) => `/api/search/suggest?q=${encodeURIComponent(q)}&lang=${lang}`;

interface LoadResult {
  label: string;
  times: number[];
  rps: number;
  failed: number;
}

async function load(base: string, label: string, paths: string[], durationS: number): Promise<LoadResult> {
  const times: number[] = [];
  const results = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, connection) => {
      const offset = Math.floor((connection * paths.length) / CONNECTIONS);
      const rotated = [...paths.slice(offset), ...paths.slice(0, offset)];
      return new Promise<Result>((resolve, reject) => {
        const instance = autocannon(
          { url: base, connections: 1, duration: durationS, requests: rotated.map((p) => ({ method: 'GET', path: p })) },
          (error, res) => (error ? reject(error) : resolve(res)),
        );
        instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
      });
    }),
  );
  const sum = (pick: (r: Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  const duration = Math.max(...results.map((r) => r.duration));
  return { label, times, rps: sum((r) => r['2xx']) / duration, failed: sum((r) => r.non2xx + r.errors) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const print = (r: LoadResult) =>
  console.log(
    `  ${r.label.padEnd(34)} p50 ${ms(percentile(r.times, 50)).padStart(8)}  p95 ${ms(percentile(r.times, 95)).padStart(8)}  p99 ${ms(percentile(r.times, 99)).padStart(8)}  ${r.rps.toFixed(0).padStart(6)} req/s  ${r.failed} failed`,
  );

/**
 * The matching alone, in this process, on an index of the seed's master data (the server's
 * sources, without estate types): what a suggestion costs the server's CPU, apart from
 * HTTP and from what else the machine runs.
 */
function matchingAlone(): void {
  const seed = (file: string) => JSON.parse(readFileSync(path.join(ROOT, 'apps/api/src/db/seed/data', file), 'utf8')) as SuggestionSource[];
  const rail = seed('rail/rail-stations.json') as unknown as { lines: SuggestionSource[]; stations: SuggestionSource[] };
  let id = 0;
  const as = (kind: SuggestionKind, items: readonly SuggestionSource[], ownIds = true) => items.map((item) => ({ ...item, kind, id: ownIds ? item.id : ++id }));
  const started = performance.now();
  const index = buildSuggestionIndex([
    ...as('province', seed('thai-admin/provinces.json')),
    ...as('district', seed('thai-admin/districts.json')),
    ...as('sub_district', seed('thai-admin/sub_districts.json')),
    ...as('line', rail.lines, false),
    ...as('station', rail.stations, false),
    ...as('project', seed('projects/projects.json'), false),
  ]);
  console.log(`\n  matching alone (in this process): index of ${index.sources.length} things, ${index.exact.length} name entries, built in ${(performance.now() - started).toFixed(0)} ms`);
  const samples = new Map<string, number[]>();
  for (let round = 0; round < 100; round++) {
    for (const [kind, q] of MIX) {
      const at = performance.now();
      suggest(index, q);
      if (round > 0) (samples.get(kind) ?? samples.set(kind, []).get(kind)!).push((performance.now() - at) * 1000);
    }
  }
  for (const [kind, times] of samples) console.log(`  ${kind.padEnd(16)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} µs  p95 ${percentile(times, 95).toFixed(0).padStart(5)} µs`);
}
matchingAlone();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-suggest-'));
// a first start seeds the master data; on a busy machine that takes minutes
const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'error' }, 600_000);
let failed = false;
try {
  console.log(`server ready in ${(server.readyMs / 1000).toFixed(1)} s at ${server.url}; ${os.cpus().length} CPUs shared with autocannon`);
  // every query answers, with the kinds it should
  console.log('\n  query (lang)            first suggestion (kind, match), time of a single request');
  for (const entry of MIX) {
    const started = performance.now();
    const res = await fetch(`${server.url}${pathOf(entry)}`);
    const elapsed = performance.now() - started;
    const body = (await res.json()) as { result?: { suggestions: { kind: string; name: string; match: string }[] } };
    const first = body.result?.suggestions[0];
    if (res.status !== 200 || !first) {
      failed = true;
      console.log(`  FAIL ${entry[1]} (${entry[2]}): ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      continue;
    }
    console.log(`  ${`${entry[1]} (${entry[2]})`.padEnd(24)} ${first.name} (${first.kind}, ${first.match}), ${ms(elapsed)}`);
  }
  const paths = MIX.map(pathOf);
  console.log(`\n  load: ${CONNECTIONS} connections, ${paths.length} queries cycled, ${WARMUP_S} s warm-up then ${DURATION_S} s each`);
  if (WARMUP_S > 0) await load(server.url, 'warm-up', paths, WARMUP_S);
  const suggest = await load(server.url, 'GET /api/search/suggest (mix)', paths, DURATION_S);
  const health = await load(server.url, 'GET /api/health (no-op)', ['/api/health'], DURATION_S);
  print(suggest);
  print(health);
  const p95 = percentile(suggest.times, 95);
  console.log(
    `  ratio suggest / health: p50 ${(percentile(suggest.times, 50) / percentile(health.times, 50)).toFixed(1)}x, p95 ${(p95 / percentile(health.times, 95)).toFixed(1)}x; ` +
      `throughput ${((100 * suggest.rps) / health.rps).toFixed(0)}% of health's`,
  );
  const met = p95 <= TARGET_P95_MS && suggest.failed === 0;
  console.log(`  target p95 <= ${TARGET_P95_MS} ms: ${met ? 'met' : 'NOT met'}`);
  if (!met || suggest.failed > 0) failed = true;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
