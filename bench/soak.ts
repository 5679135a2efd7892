/**
 * Soak: the real bundled server (apps/api/dist/server.mjs, `npm run build` first) on
 * PostgreSQL with N generated listings (bench/search-data.ts, in a database of its own,
 * `baandee_bench_soak`, reused while the data is the same), driven at a fixed arrival
 * rate (open loop: a slow answer does not slow the arrivals) for --minutes with a
 * realistic mix of what visitors and owners do:
 *
 *   search (the search benchmark's mix: Thai and English keywords, filters)   60%
 *   listing page (GET api/estate/view/:id of a random published listing)      25%
 *   my listings 3%, favourites 3%, favourite toggled 2% (signed-in owners)     8%
 *   login (e-mail and password, argon2id at the production cost)               3%
 *   contact owner (a lead, its notification mail queued)                       2%
 *   listing photo upload (a 1600x1200 phone-like JPEG, three WebP sizes)       2%
 *
 * Every 10 s it samples the server's RSS, heap and database pool (GET /metrics) and the
 * database's connections (pg_stat_activity); at the end it prints p50/p95/p99 per kind,
 * the error rate, the throughput, and how RSS and heap grew after the warm-up.
 * Visitors come from many addresses (X-Forwarded-For behind TRUST_PROXY=loopback), as
 * through a balancer, so per-address rate limits apply as they would.
 *
 *   npx node --import tsx bench/soak.ts [--minutes 10] [--rate 20] [--n 100000] [--warmup 60] [--regenerate]
 *
 * PostgreSQL: BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Targets (issue #12): 0 errors, p95 of search and listing page <= 50 ms, RSS and heap
 * growth after warm-up < 10%, connections bounded by the pool. Exits non-zero on errors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import sharp from 'sharp';
import { hashPassword, PRODUCTION_COST } from '../apps/api/src/lib/password.js';
import { expiresIn, newToken, SESSION_TTL_MS } from '../apps/api/src/lib/tokens.js';
import { seededRandom } from '../apps/api/src/db/seed/demo/random.js';
import { PALETTES, sceneSvg } from '../apps/api/src/db/seed/demo/scenes.js';
import { openPostgres } from '../apps/api/src/db/database.js';
import { percentile, startServer } from './lib.js';
import { prepareDatabase } from './search-data.js';
import { buildMix, weightedEntries } from './search-mix.js';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '20' },
    n: { type: 'string', default: '100000' },
    warmup: { type: 'string' },
    regenerate: { type: 'boolean', default: false },
  },
});
const MINUTES = Number(args.minutes);
const RATE = Number(args.rate);
const N = Number(args.n.replaceAll('_', ''));
// the first minute (a fifth of a short run) fills caches, pools and the JIT: growth is measured after it
const WARMUP_S = args.warmup === undefined ? Math.min(60, (MINUTES * 60) / 5) : Number(args.warmup);
const SAMPLE_MS = 10_000;
const REQUEST_TIMEOUT_MS = 10_000;
const PASSWORD = 'soak-benchmark-password';
const SIGNED_IN = 40; // owners with a session the load uses
const LOGGING_IN = 40; // other owners who sign in (a new session each time)
const TARGETS = { p95Ms: 50, growth: 0.1 };
if (!(MINUTES > 0 && RATE > 0 && N > 0)) throw new Error('--minutes, --rate and --n must be positive numbers');

const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pct = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}%`;

// ---- the database and the accounts the load uses ---------------------------------------------
log(`soak on PostgreSQL, ${N.toLocaleString('en-US')} listings, ${RATE} req/s for ${MINUTES} min (warm-up ${WARMUP_S} s), ${os.cpus().length} CPUs`);
const prepared = await prepareDatabase('postgres', N, { regenerate: args.regenerate, log, pgDatabase: 'baandee_bench_soak' });
const db = prepared.database.db;
const searches = weightedEntries(await buildMix(db)).map((entry) => entry.path);
const published = (await sql<{ id: number }>`select id from listings where status = 'publish' order by random() limit 5000`.execute(db)).rows.map((r) => r.id);
const owners = (await sql<{ id: number; email: string }>`select id, email from users where email like 'bench.owner%' order by id limit ${SIGNED_IN + LOGGING_IN}`.execute(db)).rows;
const hash = await hashPassword(PASSWORD, PRODUCTION_COST);
await db.updateTable('users').set({ password_hash: hash }).where('id', 'in', owners.map((o) => o.id)).execute();
// sessions left by an earlier run are ended, so none is pushed out by the per-user cap mid-run
await db.deleteFrom('user_sessions').where('user_id', 'in', owners.map((o) => o.id)).execute();
const tokens: string[] = [];
for (const owner of owners.slice(0, SIGNED_IN)) {
  const { token, hash: tokenHash } = newToken();
  await db.insertInto('user_sessions').values({ user_id: owner.id, token_hash: tokenHash, expires_at: expiresIn(SESSION_TTL_MS) }).execute();
  tokens.push(token);
}
const loginEmails = owners.slice(SIGNED_IN).map((o) => o.email);
await prepared.database.close();

/** A phone photo as a listing gets it: a drawn room, sensor-like grain, 1600x1200 JPEG. */
async function listingPhoto(): Promise<Buffer> {
  const scene = await sharp(Buffer.from(sceneSvg('living', PALETTES[1]!, seededRandom(12)))).resize(1600, 1200, { fit: 'fill' }).png().toBuffer();
  const grain = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } } }).png().toBuffer();
  return sharp(scene).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 82 }).toBuffer();
}
const photo = await listingPhoto();
const boundary = '----baandeesoak';
const uploadBody = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="room.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
  photo,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

// ---- the server -------------------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-soak-'));
const server = await startServer(
  { ...prepared.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LISTING_EXPIRY_INTERVAL_MINUTES: '0', TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' },
  600_000,
);
log(`  server ready in ${(server.readyMs / 1000).toFixed(1)} s; upload photo ${(photo.length / 1024).toFixed(0)} KB`);
const stats = await openPostgres(prepared.env.DATABASE_URL!);

// ---- the mix ----------------------------------------------------------------------------------
let counter = 0;
const random = seededRandom(20_261_127);
const pick = <T>(items: readonly T[]): T => random.pick(items);
/** A visitor's address, as the balancer names it; a new one for most requests. */
const visitor = () => `10.${1 + (counter % 200)}.${Math.floor(counter / 200) % 250}.${random.int(1, 250)}`;
const bearer = () => ({ authorization: `Bearer ${pick(tokens)}` });
const json = { 'content-type': 'application/json' };

interface Kind {
  name: string;
  weight: number;
  request: () => { path: string; init?: RequestInit };
}
const kinds: Kind[] = [
  { name: 'search', weight: 60, request: () => ({ path: pick(searches) }) },
  { name: 'listing page', weight: 25, request: () => ({ path: `/api/estate/view/${pick(published)}` }) },
  { name: 'my listings', weight: 3, request: () => ({ path: '/api/estate/my-estate?page=1', init: { headers: bearer() } }) },
  { name: 'favourites', weight: 3, request: () => ({ path: '/api/favorite/get?page=1', init: { headers: bearer() } }) },
  {
    name: 'favourite toggle',
    weight: 2,
    request: () => ({ path: '/api/favorite/toggle', init: { method: 'POST', headers: { ...bearer(), ...json }, body: JSON.stringify({ announce_id: pick(published) }) } }),
  },
  {
    name: 'login',
    weight: 3,
    request: () => ({ path: '/api/user/login', init: { method: 'POST', headers: json, body: JSON.stringify({ email: pick(loginEmails), password: PASSWORD }) } }),
  },
  {
    name: 'contact owner',
    weight: 2,
    request: () => ({
      path: '/api/contact-announce-owner',
      init: {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ announce_id: pick(published), name: 'สมหญิง ทดสอบ', email: `soak${counter}@example.com`, phone: '0891234567', message: 'สนใจห้องนี้ค่ะ ขอนัดดูห้องวันเสาร์ได้ไหมคะ' }),
      },
    }),
  },
  {
    name: 'upload',
    weight: 2,
    request: () => ({ path: '/api/estate/upload-image', init: { method: 'POST', headers: { ...bearer(), 'content-type': `multipart/form-data; boundary=${boundary}` }, body: uploadBody } }),
  },
];
const weighted = kinds.map((kind) => [kind, kind.weight] as const);
const pickKind = (): Kind => random.weighted(weighted);

interface Outcome {
  kind: string;
  at: number;
  ms: number;
  ok: boolean;
  detail: string;
}
const outcomes: Outcome[] = [];
let inFlight = 0;

async function fire(kind: Kind): Promise<void> {
  counter++;
  const { path: target, init = {} } = kind.request();
  const started = performance.now();
  inFlight++;
  let detail = '';
  let ok = false;
  try {
    const res = await fetch(server.url + target, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': visitor() },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    ok = res.status === 200;
    detail = String(res.status);
  } catch (error) {
    detail = error instanceof Error ? error.name : String(error);
  } finally {
    inFlight--;
  }
  outcomes.push({ kind: kind.name, at: started, ms: performance.now() - started, ok, detail });
}

// ---- samples ----------------------------------------------------------------------------------
interface Sample {
  t: number;
  rss: number;
  heap: number;
  poolInUse: number;
  poolIdle: number;
  poolWaiting: number;
  dbConnections: number;
  poolMax: number;
  done: number;
  errors: number;
  inFlight: number;
}
const samples: Sample[] = [];
/** A sample's value from the Prometheus text: the first line of the metric whose labels include `label`. */
function metric(text: string, name: string, label = ''): number {
  const line = text.split('\n').find((each) => (each.startsWith(`${name} `) || each.startsWith(`${name}{`)) && each.includes(label));
  return Number(line?.split(' ').at(-1) ?? NaN);
}

async function sample(t: number): Promise<Sample> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(stats.db);
  return {
    t,
    rss: metric(text, 'process_resident_memory_bytes'),
    heap: metric(text, 'nodejs_heap_size_used_bytes'),
    poolInUse: metric(text, 'db_pool_connections', 'state="in_use"'),
    poolIdle: metric(text, 'db_pool_connections', 'state="idle"'),
    poolWaiting: metric(text, 'db_pool_connections', 'state="waiting"'),
    dbConnections: rows[0]?.n ?? NaN,
    poolMax: metric(text, 'db_pool_max_connections'),
    done: outcomes.length,
    errors: outcomes.filter((o) => !o.ok).length,
    inFlight,
  };
}

// ---- the run ----------------------------------------------------------------------------------
const total = Math.round(MINUTES * 60 * RATE);
const intervalMs = 1000 / RATE;
log(`  ${total.toLocaleString('en-US')} requests at ${RATE}/s; samples every ${SAMPLE_MS / 1000} s:`);
log('    time   done/s  errors   in flight   RSS      heap    pool in use/idle/waiting   db connections');
const started = performance.now();
let sent = 0;
const pending: Promise<void>[] = [];
let lastDone = 0;
let sampling: Promise<void> = Promise.resolve();
const sampleTimer = setInterval(() => {
  sampling = sampling.then(async () => {
    const s = await sample((performance.now() - started) / 1000);
    samples.push(s);
    const rate = (s.done - lastDone) / (SAMPLE_MS / 1000);
    lastDone = s.done;
    log(
      `    ${s.t.toFixed(0).padStart(4)} s ${rate.toFixed(1).padStart(7)} ${String(s.errors).padStart(7)} ${String(s.inFlight).padStart(10)}   ${mb(s.rss).padStart(7)} ${mb(s.heap).padStart(7)}   ` +
        `${s.poolInUse}/${s.poolIdle}/${s.poolWaiting}`.padEnd(27) +
        String(s.dbConnections),
    );
  });
}, SAMPLE_MS);
await new Promise<void>((resolve) => {
  const tick = setInterval(() => {
    const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
    for (; sent < due; sent++) pending.push(fire(pickKind()));
    if (sent >= total) {
      clearInterval(tick);
      resolve();
    }
  }, 2);
});
await Promise.all(pending);
const elapsedS = (performance.now() - started) / 1000;
clearInterval(sampleTimer);
await sampling;
samples.push(await sample(elapsedS));
await server.stop();
await stats.close();
rmSync(dataDir, { recursive: true, force: true });

// ---- the report -------------------------------------------------------------------------------
const errors = outcomes.filter((o) => !o.ok);
log(`\n  ${outcomes.length.toLocaleString('en-US')} requests in ${elapsedS.toFixed(0)} s: ${(outcomes.length / elapsedS).toFixed(1)} req/s done, ${errors.length} errors (${((errors.length / outcomes.length) * 100).toFixed(2)}%)`);
log('    kind                 count   errors      p50       p95       p99');
for (const kind of kinds) {
  const mine = outcomes.filter((o) => o.kind === kind.name);
  const times = mine.map((o) => o.ms);
  const failed = mine.filter((o) => !o.ok);
  log(
    `    ${kind.name.padEnd(18)} ${String(mine.length).padStart(7)} ${String(failed.length).padStart(8)} ${ms(percentile(times, 50)).padStart(9)} ${ms(percentile(times, 95)).padStart(9)} ${ms(percentile(times, 99)).padStart(9)}` +
      (failed.length > 0 ? `   (${[...new Set(failed.map((o) => o.detail))].join(', ')})` : ''),
  );
}

const afterWarmup = samples.filter((s) => s.t >= WARMUP_S);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
if (afterWarmup.length >= 2) {
  const edge = Math.max(1, Math.min(3, Math.floor(afterWarmup.length / 3)));
  const growth = (field: 'rss' | 'heap') => {
    const first = mean(afterWarmup.slice(0, edge).map((s) => s[field]));
    const last = mean(afterWarmup.slice(-edge).map((s) => s[field]));
    return { first, last, change: (last - first) / first, peak: Math.max(...afterWarmup.map((s) => s[field])) };
  };
  const rss = growth('rss');
  const heap = growth('heap');
  log(`\n  after the warm-up (${afterWarmup.length} samples; the first ${edge} against the last ${edge}):`);
  log(`    RSS  ${mb(rss.first)} -> ${mb(rss.last)} (${pct(rss.change)}), peak ${mb(rss.peak)}`);
  log(`    heap ${mb(heap.first)} -> ${mb(heap.last)} (${pct(heap.change)}), peak ${mb(heap.peak)}`);
  log(`    target: growth < ${TARGETS.growth * 100}%: RSS ${rss.change < TARGETS.growth ? 'met' : 'NOT met'}, heap ${heap.change < TARGETS.growth ? 'met' : 'NOT met'}`);
} else {
  log(`\n  too short to measure growth after a ${WARMUP_S} s warm-up (give --minutes more, or --warmup less)`);
}
const maxConnections = Math.max(...samples.map((s) => s.dbConnections));
const maxInUse = Math.max(...samples.map((s) => s.poolInUse));
const maxWaiting = Math.max(...samples.map((s) => s.poolWaiting));
const poolMax = samples.at(-1)!.poolMax;
log(
  `  database connections: at most ${maxConnections} (the server's pool holds ${poolMax}; the job queue shares it), pool in use at most ${maxInUse}, ` +
    `waiting at most ${maxWaiting}: ${maxConnections <= poolMax ? 'bounded by the pool' : 'MORE than the pool'}`,
);
for (const name of ['search', 'listing page']) {
  const p95 = percentile(outcomes.filter((o) => o.kind === name).map((o) => o.ms), 95);
  log(`  target p95 <= ${TARGETS.p95Ms} ms for ${name}: ${ms(p95)}: ${p95 <= TARGETS.p95Ms ? 'met' : 'NOT met'}`);
}
log(`  target 0 errors: ${errors.length === 0 ? 'met' : 'NOT met'}`);
if (errors.length > 0) process.exitCode = 1;
