/**
 * `npm run bench:search`: search at scale. Generates N realistic listings (bench/search-data.ts)
 * into a database of their own (PostgreSQL: a dedicated database; PGlite: a data folder in
 * the temp directory), reused by later runs while the data and schema are the same, then:
 *
 * 1. prints the plan (EXPLAIN ANALYZE, BUFFERS) of every statement of every query of the
 *    mix and of the card query, and checks that none scans listing_search or listings
 *    sequentially;
 * 2. starts the real bundled server (apps/api/dist/server.mjs, `npm run build` first) on
 *    that database and a free port, sends every query of the mix once (all must answer
 *    200), warms up, then drives it with autocannon for --duration seconds over
 *    --connections connections with the mix (Thai and English keywords, unspaced Thai,
 *    filters, room codes, the four orders, deep pages), then the same load on
 *    GET /api/health (the cheapest route: it reads nothing since the liveness/readiness
 *    split; figures before it took one `select 1`), and prints p50/p95/p99, requests per
 *    second, errors and the ratios: each server's search throughput as a share of the
 *    health figure of the same server, and the search index's read time and the
 *    process's resident memory once it is read (at readiness, once the read's buffers are freed,
 *    and at its peak; docs/decisions/052), and the
 *    CPU time of the server and of PostgreSQL's processes during each load (docs/decisions/080).
 *
 *   npm run bench:search                                   PostgreSQL at 1M, then PGlite at 100k
 *   npm run bench:search -- --db postgres --n 1000000
 *   npm run bench:search -- --db pglite --n 100000 --regenerate
 *   options: --duration 20 --warmup 5 --connections 16 --plans full|summary|none --database-run yes|no
 *            --migrate (reuse listings generated under older migrations: the new ones run on them)
 *            --keep-search-table (reuse the filled search table though the search code changed: for a
 *            change of how the index reads the table, not of what is written into it)
 *            --pg-database NAME (PostgreSQL: another database than baandee_bench_search, e.g. a smaller
 *            size kept beside the million) --cpu-prof DIR (each server writes a CPU profile there as it stops)
 *
 * The load runs three servers on the same data: every search computed from the search index
 * in memory (SEARCH_CACHE_SECONDS=0, docs/decisions/032), every search computed by the
 * database (SEARCH_MEMORY_INDEX=false too; skipped with --database-run no), and the server as
 * it ships (a repeated search's answer reused, docs/decisions/028).
 *
 * PostgreSQL: BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) is
 * where the benchmark's database `baandee_bench_search` is created. The process exits
 * non-zero when a request fails or a plan scans a listings table sequentially.
 */
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { CompiledQuery, sql, type Kysely, type KyselyPlugin } from 'kysely';
import type { DB } from '../apps/api/src/db/schema.js';
import { createListingCardsRepository } from '../apps/api/src/modules/listing-cards/listing-cards.repository.js';
import { percentile, ROOT, startServer } from './lib.js';
import { settledMemory, withCpu, type CpuUse, type SettledMemory } from './process-use.js';
import { prepareDatabase, type DbKind, type PreparedDatabase } from './search-data.js';
import { buildMix, weightedEntries, type Entry, type Shape } from './search-mix.js';
import { searchStatements } from './search-module.js';

const DEFAULT_N: Record<DbKind, number> = { postgres: 1_000_000, pglite: 100_000 };
const TARGETS: Record<DbKind, { p50?: number; p95: number }> = { postgres: { p50: 10, p95: 30 }, pglite: { p95: 60 } };
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const SERVER = path.join(ROOT, 'apps/api/dist/server.mjs');

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    n: { type: 'string' },
    regenerate: { type: 'boolean', default: false },
    'keep-search-table': { type: 'boolean', default: false },
    migrate: { type: 'boolean', default: false },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    plans: { type: 'string', default: 'full' },
    'database-run': { type: 'string', default: 'yes' },
    'pg-database': { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const kinds: DbKind[] = args.db === 'both' ? ['postgres', 'pglite'] : args.db === 'postgres' || args.db === 'pglite' ? [args.db] : [];
if (kinds.length === 0) throw new Error(`--db must be postgres, pglite or both, not ${args.db}`);
if (!['full', 'summary', 'none'].includes(args.plans)) throw new Error(`--plans must be full, summary or none, not ${args.plans}`);
const DURATION_S = Number(args.duration);
const WARMUP_S = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const nOf = (kind: DbKind) => (args.n === undefined ? DEFAULT_N[kind] : Number(args.n.replaceAll('_', '')));

if (!existsSync(SERVER)) {
  console.error('bench:search runs the bundled server: run `npm run build` first (apps/api/dist/server.mjs is missing).');
  process.exit(1);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const int = (value: number) => Math.round(value).toLocaleString('en-US');
let failed = false;
const fail = (line: string) => {
  failed = true;
  console.log(`  FAIL ${line}`);
};

// ---------------------------------------------------------------------------------------
// Query plans

interface PlanSummary {
  shape: string;
  path: string;
  statement: string;
  ms: number;
  /** Time spent compiling the plan with JIT (PostgreSQL's jit on, plans estimated expensive). */
  jitMs: number;
  seqScans: string[];
  seqDetail: string;
  top: string;
  text: string;
}

const SEQ_SCAN = /Seq Scan on (\w+)/g;
const WATCHED = new Set(['listing_search', 'listings']);

async function explain(db: Kysely<DB>, sqlText: string, parameters: readonly unknown[]): Promise<Omit<PlanSummary, 'shape' | 'path' | 'statement'>> {
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers) ${sqlText}`, [...parameters]));
  const lines = result.rows.map((row) => row['QUERY PLAN']);
  const text = lines.join('\n');
  const execution = /Execution Time: ([\d.]+) ms/.exec(text);
  const seqScans = [...text.matchAll(SEQ_SCAN)].map((match) => match[1]!);
  // how much of a watched table a sequential scan read before its LIMIT (if any) stopped it
  const seqDetail = lines
    .map((line, i) => {
      const scan = /Seq Scan on (\w+).*actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(line);
      if (!scan || !WATCHED.has(scan[1]!)) return null;
      const removed = /Rows Removed by Filter: (\d+)/.exec(lines.slice(i + 1, i + 4).join('\n'));
      return `${scan[1]}: ${int(Number(scan[2]) * Number(scan[3]) + Number(removed?.[1] ?? 0))} rows read`;
    })
    .filter(Boolean)
    .join(', ');
  const top = lines
    .filter((line) => /(Scan|Sort|Limit|Join|Nested Loop|Aggregate|BitmapAnd|BitmapOr)/.test(line))
    .map((line) => line.replace(/^\s*->\s*/, '').replace(/\s*\(cost=.*$/, '').trim())
    .filter((line) => /Scan/.test(line))
    .slice(0, 3)
    .join(' | ');
  const jit = /JIT:[\s\S]*?Total ([\d.]+) ms/.exec(text);
  return { text, ms: execution ? Number(execution[1]) : NaN, jitMs: jit ? Number(jit[1]) : 0, seqScans, seqDetail, top };
}

/** A plugin that keeps the SQL of each query the database handle runs (to explain the card query as the server runs it). */
function capture(db: Kysely<DB>): { db: Kysely<DB>; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      queries.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), queries };
}

async function explainMix(prepared: PreparedDatabase, shapes: Shape[]): Promise<PlanSummary[]> {
  const { db } = prepared.database;
  const summaries: PlanSummary[] = [];
  for (const shape of shapes) {
    for (const params of shape.queries) {
      const statements = await searchStatements(db, params);
      for (const statement of statements) {
        const plan = await explain(db, statement.sql, statement.parameters);
        summaries.push({ shape: shape.name, path: `/api/estate?${params}`, statement: statement.name, ...plan });
      }
    }
  }
  // the cards of a page: the same query for every search, by listing id
  const { rows } = await sql<{ listing_id: number }>`select listing_id from listing_search order by published_at desc limit 10`.execute(db);
  const captured = capture(db);
  await createListingCardsRepository(captured.db).byIds(rows.map((row) => row.listing_id), null);
  for (const query of captured.queries) {
    const plan = await explain(db, query.sql, query.parameters);
    summaries.push({ shape: 'cards of a page (every search)', path: '(10 ids)', statement: 'cards', ...plan });
  }
  return summaries;
}

function printPlans(summaries: PlanSummary[]): void {
  const shown = new Set<string>();
  if (args.plans === 'full') {
    console.log('\n  Query plans, EXPLAIN (ANALYZE, BUFFERS), the first query of each shape:');
    for (const s of summaries) {
      const key = `${s.shape}`;
      const first = summaries.find((other) => other.shape === s.shape)!;
      if (first.path !== s.path) continue;
      if (!shown.has(key)) console.log(`\n  --- ${s.shape}: GET ${decodeURIComponent(s.path)}`);
      shown.add(key);
      console.log(`  [${s.statement}]`);
      console.log(s.text.replace(/^/gm, '    '));
    }
  }
  if (args.plans !== 'none') {
    console.log('\n  Every statement of every query of the mix (database time of one run, EXPLAIN ANALYZE):');
    for (const s of summaries) {
      const seq = (s.seqScans.length ? `  SEQ SCAN: ${s.seqScans.join(', ')}` : '') + (s.jitMs ? `  JIT ${ms(s.jitMs)}` : '');
      console.log(`    ${ms(s.ms).padStart(10)}  ${s.statement.padEnd(7)} ${decodeURIComponent(s.path).slice(0, 90).padEnd(90)} ${s.top.slice(0, 110)}${seq}`);
    }
  }
  const bad = summaries.filter((s) => s.seqScans.some((table) => WATCHED.has(table)));
  const other = summaries.filter((s) => s.seqScans.length > 0 && !s.seqScans.some((table) => WATCHED.has(table)));
  const slow = [...summaries].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`\n  plans: ${summaries.length} statements; sequential scans of listing_search or listings: ${bad.length}` +
    (other.length ? `; of other tables: ${[...new Set(other.flatMap((s) => s.seqScans))].join(', ')} (small master tables)` : ''));
  for (const s of bad) fail(`sequential scan (${s.seqDetail}, ${ms(s.ms)}) in [${s.statement}] of ${decodeURIComponent(s.path)}`);
  const jitted = summaries.filter((s) => s.jitMs > 0);
  if (jitted.length) console.log(`  JIT compiled ${jitted.length} statements, ${ms(jitted.reduce((sum, s) => sum + s.jitMs, 0) / jitted.length)} each on average (part of their time above)`);
  console.log(`  slowest statements (one run): ${slow.map((s) => `${ms(s.ms)} [${s.statement}] ${decodeURIComponent(s.path)}`).join('; ')}`);
}

// ---------------------------------------------------------------------------------------
// Load

interface LoadResult {
  label: string;
  times: number[];
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationS: number;
  byEntry: Map<number, number[]>;
  statusByEntry: Map<number, number[]>;
}

/**
 * `--connections` connections for `durationS` seconds. Each connection is its own autocannon
 * instance walking the list from its own starting point, so the connections do not send the
 * same query at the same moment (one instance starts every connection at the first entry).
 */
async function load(base: string, label: string, entries: Entry[], durationS: number): Promise<LoadResult> {
  const times: number[] = [];
  const byEntry = new Map<number, number[]>();
  const statusByEntry = new Map<number, number[]>();
  const results = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, connection) => {
      const offset = Math.floor((connection * entries.length) / CONNECTIONS);
      const rotated = [...entries.slice(offset), ...entries.slice(0, offset)];
      let answered = 0;
      return new Promise<Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: base,
            connections: 1,
            duration: durationS,
            requests: rotated.map((entry) => ({ method: 'GET', path: entry.path, headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip' } })),
          },
          (error, res) => (error ? reject(error) : resolve(res)),
        );
        // the connection walks its list in order: its n-th answer is to rotated[n % length]
        instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
          times.push(responseTime);
          const index = (offset + answered++) % entries.length;
          (byEntry.get(index) ?? byEntry.set(index, []).get(index)!).push(responseTime);
          if (status < 200 || status >= 300) (statusByEntry.get(index) ?? statusByEntry.set(index, []).get(index)!).push(status);
        });
      });
    }),
  );
  const sum = (pick: (r: Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    label,
    times,
    ok: sum((r) => r['2xx']),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    durationS: Math.max(...results.map((r) => r.duration)),
    byEntry,
    statusByEntry,
  };
}

const rps = (r: LoadResult) => r.ok / r.durationS;

function printLoad(r: LoadResult): void {
  console.log(
    `  ${r.label.padEnd(40)} p50 ${ms(percentile(r.times, 50))}, p95 ${ms(percentile(r.times, 95))}, p99 ${ms(percentile(r.times, 99))}, max ${ms(r.times.reduce((a, b) => Math.max(a, b), 0))}; ` +
      `${rps(r).toFixed(0)} req/s (${int(r.ok)} ok, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts)`,
  );
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) fail(`${r.label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
}

function printByShape(r: LoadResult, entries: Entry[]): void {
  const shapes = new Map<string, number[]>();
  const paths = new Map<string, number[]>();
  for (const [index, times] of r.byEntry) {
    const entry = entries[index]!;
    shapes.set(entry.shape, [...(shapes.get(entry.shape) ?? []), ...times]);
    paths.set(entry.path, [...(paths.get(entry.path) ?? []), ...times]);
  }
  console.log('\n  latency under the mixed load, by shape:');
  for (const [shape, times] of [...shapes].sort((a, b) => percentile(b[1], 95) - percentile(a[1], 95))) {
    console.log(`    ${shape.padEnd(36)} n=${String(times.length).padStart(5)}  p50 ${ms(percentile(times, 50)).padStart(9)}  p95 ${ms(percentile(times, 95)).padStart(9)}  p99 ${ms(percentile(times, 99)).padStart(9)}`);
  }
  console.log('  slowest queries under load (p95):');
  for (const [p, times] of [...paths].sort((a, b) => percentile(b[1], 95) - percentile(a[1], 95)).slice(0, 8)) {
    console.log(`    p50 ${ms(percentile(times, 50)).padStart(9)}  p95 ${ms(percentile(times, 95)).padStart(9)}  n=${String(times.length).padStart(4)}  ${decodeURIComponent(p)}`);
  }
  for (const [index, statuses] of r.statusByEntry) console.log(`    non-2xx ${[...new Set(statuses)].join(', ')} x${statuses.length}: ${decodeURIComponent(entries[index]!.path)}`);
}

/**
 * Waits until the server has finished what an overloaded run left behind (requests the
 * load generator gave up on still run), so the health run measures an idle server.
 */
async function drain(base: string): Promise<void> {
  const started = performance.now();
  let quick = 0;
  while (quick < 5 && performance.now() - started < 120_000) {
    const t = performance.now();
    await fetch(`${base}/api/health`).then((res) => res.arrayBuffer());
    quick = performance.now() - t < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const waited = performance.now() - started;
  if (waited > 2_000) console.log(`  (waited ${(waited / 1000).toFixed(1)} s for the server to finish the requests the search run gave up on)`);
}

/** Every query once: it must answer 200 with a page; prints what each shape matches. */
async function checkMix(base: string, shapes: Shape[]): Promise<void> {
  console.log('\n  every query once (200 expected; matches as the API counts them, 1000+ = capped):');
  for (const shape of shapes) {
    const totals: string[] = [];
    for (const params of shape.queries) {
      const res = await fetch(`${base}/api/estate?${params}`, { headers: { 'user-agent': BROWSER } });
      if (res.status === 404 && (await res.text()).includes('Route')) throw new Error('GET /api/estate is not in this build: run `npm run build` again');
      if (res.status !== 200) {
        fail(`${res.status} for /api/estate?${decodeURIComponent(String(params))}: ${(await res.text()).slice(0, 300)}`);
        continue;
      }
      const { result } = (await res.json()) as { result: { data: unknown[]; total: number; total_capped: boolean } };
      totals.push(result.total_capped ? `${result.total}+` : String(result.total));
    }
    console.log(`    ${shape.name.padEnd(36)} ${totals.join(', ')}`);
  }
}

// ---------------------------------------------------------------------------------------

/** One server's run: its searches, the no-op endpoint on the same server right after, its index's read time and memory. */
type Run = Awaited<ReturnType<typeof measure>>;

interface Figures {
  kind: DbKind;
  n: number;
  prepared: PreparedDatabase;
  /** Every search computed (SEARCH_CACHE_SECONDS=0), from the index in memory. */
  computed: Run;
  /** Every search computed by the database (SEARCH_MEMORY_INDEX=false too), unless skipped. */
  database: Run | null;
  /** The shipped server: repeated searches reuse their answers. */
  cached: Run;
  seqScans: number;
  statements: number;
}

/** The settings and sizes that explain the figures: memory for caching and sorting, JIT, table sizes. */
async function databaseFacts(db: Kysely<DB>): Promise<string> {
  const { rows } = await sql<{ version: string; shared_buffers: string; work_mem: string; jit: string; search: string; search_text: string; listings: string }>`
    select split_part(version(), ' ', 2) as version, current_setting('shared_buffers') as shared_buffers,
      current_setting('work_mem') as work_mem, current_setting('jit') as jit,
      pg_size_pretty(pg_relation_size('listing_search')) as search,
      pg_size_pretty(pg_relation_size('listing_search_text_trgm_idx')) as search_text,
      pg_size_pretty(pg_relation_size('listings')) as listings`.execute(db);
  const f = rows[0]!;
  return `PostgreSQL ${f.version}: shared_buffers ${f.shared_buffers}, work_mem ${f.work_mem}, jit ${f.jit}; listing_search ${f.search} (+ ${f.search_text} trigram index), listings ${f.listings}`;
}

async function benchOne(kind: DbKind): Promise<Figures> {
  const n = nOf(kind);
  console.log(`\n== search on ${kind}, ${int(n)} listings`);
  const prepared = await prepareDatabase(kind, n, {
    regenerate: args.regenerate,
    keepSearchTable: args['keep-search-table'],
    migrate: args.migrate,
    pgDatabase: args['pg-database'],
    log: (line) => console.log(line),
  });
  const c = prepared.counts;
  console.log(
    `  data: ${int(c.listings)} listings, ${int(c.published)} published (${int(c.searchRows)} search rows, ${int(c.boosted)} boosted), ` +
      `${int(c.stations)} station links, ${int(c.furniture)} furniture, ${int(c.facilities)} facility rows`,
  );
  if (c.searchRows !== c.published) fail(`listing_search holds ${c.searchRows} rows for ${c.published} published listings`);
  console.log(`  ${await databaseFacts(prepared.database.db)}`);

  const shapes = await buildMix(prepared.database.db);
  const entries = weightedEntries(shapes);
  const summaries = args.plans === 'none' ? [] : await explainMix(prepared, shapes);
  // PGlite is one process's: the bench lets go of it before the server opens the folder
  await prepared.database.close();
  if (summaries.length) printPlans(summaries);

  const profiled: Record<string, string> = args['cpu-prof'] ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(args['cpu-prof'])}` } : {};
  const env = { ...prepared.env, SEED_DEMO: 'false', LISTING_EXPIRY_INTERVAL_MINUTES: '0', LOG_LEVEL: 'warn', ...profiled };
  // every search computed (no reuse), then the server as it ships: a search asked again within
  // SEARCH_CACHE_SECONDS reuses its page of ids (the cards are read every time). The mix repeats
  // its ~80 queries, so the second run is the figure of popular, repeated searches.
  const computed = await measure(env, { SEARCH_CACHE_SECONDS: '0' }, 'computed from the index', shapes, entries, true);
  const database = args['database-run'] === 'no' ? null : await measure(env, { SEARCH_CACHE_SECONDS: '0', SEARCH_MEMORY_INDEX: 'false' }, 'computed by the database', shapes, entries, false);
  const cached = await measure(env, {}, 'repeated (search cache)', shapes, entries, false);
  return {
    kind,
    n,
    prepared,
    computed,
    database,
    cached,
    seqScans: summaries.filter((s) => s.seqScans.some((t) => WATCHED.has(t))).length,
    statements: summaries.length,
  };
}

/** Waits until the server answers searches from its index in memory (GET /api/ready); answers how long that took. */
async function searchIndexLoaded(base: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await fetch(`${base}/api/ready`);
    const body = (await res.json()) as { result?: { search_index?: string } };
    if (body.result?.search_index === 'memory') return performance.now() - started;
    if (performance.now() - started > 600_000) throw new Error('the search index was not read within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const memoryFigure = (m: SettledMemory) => `${int(m.rssMb)} MB once the read's buffers were freed (${int(m.readinessMb)} MB at readiness, peak ${int(m.peakMb)} MB)`;

async function measure(env: Record<string, string>, extra: Record<string, string>, label: string, shapes: Shape[], entries: Entry[], first: boolean) {
  const server = await startServer({ ...env, ...extra }, 600_000);
  try {
    const indexMs = extra.SEARCH_MEMORY_INDEX === 'false' ? null : await searchIndexLoaded(server.url);
    const memory = await settledMemory(server.process.pid);
    console.log(
      `\n  ${indexMs !== null ? `the search index was read ${(indexMs / 1000).toFixed(1)} s after the server was ready; ` : 'no search index; '}` +
        `server RSS ${memory ? memoryFigure(memory) : 'unknown (no /proc)'}`,
    );
    console.log(`\n  -- ${label}: server (${path.relative(ROOT, SERVER)}, built ${statSync(SERVER).mtime.toISOString()}) ready in ${(server.readyMs / 1000).toFixed(1)} s at ${server.url}${Object.keys(extra).length ? ` with ${Object.entries(extra).map(([k, v]) => `${k}=${v}`).join(' ')}` : ''}`);
    if (first) await checkMix(server.url, shapes);
    console.log(`\n  load: ${CONNECTIONS} connections, ${entries.length} queries in ${shapes.length} shapes cycled, ${WARMUP_S} s warm-up then ${DURATION_S} s each; ${os.cpus().length} CPUs shared with the database and autocannon`);
    if (WARMUP_S > 0) await load(server.url, 'warm-up', entries, WARMUP_S);
    const pid = server.process.pid;
    const postgres = env.DATABASE_URL !== undefined;
    const [search, searchCpu] = await withCpu(pid, postgres, () => load(server.url, `GET /api/estate (mix, ${label})`, entries, DURATION_S));
    await drain(server.url);
    const [health, healthCpu] = await withCpu(pid, postgres, () => load(server.url, 'GET /api/health (no-op)', [{ shape: 'health', path: '/api/health' }], DURATION_S));
    printLoad(search);
    printLoad(health);
    console.log(
      `  ratio search / health: p50 ${(percentile(search.times, 50) / percentile(health.times, 50)).toFixed(1)}x, p95 ${(percentile(search.times, 95) / percentile(health.times, 95)).toFixed(1)}x; ` +
        `throughput ${((100 * rps(search)) / rps(health)).toFixed(0)}% of health's`,
    );
    // the server's own CPU per request swings far less with the machine's other load than throughput does
    const cpu = searchCpu && healthCpu ? { search: searchCpu, health: healthCpu } : null;
    if (cpu) console.log(`  ${cpuFigure(cpu)}`);
    printByShape(search, entries);
    return { search, health, cpu, readyMs: server.readyMs + (indexMs ?? 0), indexMs, memory };
  } finally {
    await server.stop();
  }
}

function cpuFigure(cpu: { search: CpuUse; health: CpuUse }): string {
  const each = (use: CpuUse) =>
    `${use.msPerRequest.toFixed(3)} ms a request (one core ${(100 * use.busyShare).toFixed(0)}% busy${use.databaseShare === null ? '' : `; PostgreSQL ${(100 * use.databaseShare).toFixed(0)}% of a core`})`;
  return `server CPU: search ${each(cpu.search)}, health ${each(cpu.health)}; a search costs ${(cpu.search.msPerRequest / cpu.health.msPerRequest).toFixed(1)} no-op requests`;
}

const figures: Figures[] = [];
for (const kind of kinds) figures.push(await benchOne(kind));

console.log('\n== summary');
for (const f of figures) {
  const t = TARGETS[f.kind];
  const gen = f.prepared.reused
    ? 'data reused'
    : `generated in ${(f.prepared.timings.find((x) => x.step === 'listings generated (total)')!.ms / 1000).toFixed(1)} s, ` +
      `search table and vacuum: total ${(f.prepared.timings.find((x) => x.step === 'total')!.ms / 1000).toFixed(1)} s`;
  const figure = (label: string, run: Run) => {
    const r = run.search;
    const p50 = percentile(r.times, 50);
    const p95 = percentile(r.times, 95);
    const met = (t.p50 === undefined || p50 <= t.p50) && p95 <= t.p95;
    const memory = run.memory ? `; server RSS ${memoryFigure(run.memory)}` : '';
    const index = run.indexMs !== null ? `; index read in ${(run.indexMs / 1000).toFixed(1)} s` : '';
    return (
      `${label}: p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(percentile(r.times, 99))}, ${rps(r).toFixed(0)} req/s = ${((100 * rps(r)) / rps(run.health)).toFixed(1)}% of health's ${rps(run.health).toFixed(0)} req/s on the same server, ` +
      `${r.non2xx + r.errors} failed (target ${t.p50 !== undefined ? `p50 <= ${t.p50} ms, ` : ''}p95 <= ${t.p95} ms: ${met ? 'met' : 'NOT met'})${index}${memory}` +
      (run.cpu ? `; ${cpuFigure(run.cpu)}` : '')
    );
  };
  console.log(`  ${f.kind} ${int(f.n)} (${gen}); seq scans ${f.seqScans}/${f.statements} statements; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  console.log(`    server ready in ${(f.computed.readyMs / 1000).toFixed(1)} s with the index loaded${f.database ? `, ${(f.database.readyMs / 1000).toFixed(1)} s without it` : ''}`);
  console.log(`    ${figure('every search computed (index in memory)', f.computed)}`);
  if (f.database) console.log(`    ${figure('every search computed (database)', f.database)}`);
  console.log(`    ${figure('as shipped, repeated searches (search cache)', f.cached)}`);
}
if (failed) process.exitCode = 1;
