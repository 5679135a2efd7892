/**
 * The embedded database killed mid-write: the real bundled server (apps/api/dist/server.mjs,
 * `npm run build` first) on a PGlite data folder takes contact-owner messages from several
 * writers at once (each a transaction: the lead, a contact event and its notification job)
 * and is killed with SIGKILL at a random moment, --kills times. After each kill the folder is
 * opened again (the same code the server opens it with: the lock a dead process left is
 * taken over) and every message the server acknowledged with 200 must be there; then the
 * server starts again on it. Prints each round and the totals; exits non-zero when an
 * acknowledged write is missing or a restart fails.
 *
 *   npx node --import tsx bench/faults.ts [--kills 20] [--writers 8] [--max-ms 2000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { seed } from '../apps/api/src/db/seed/index.js';
import { percentile, startServer } from './lib.js';

const { values: args } = parseArgs({
  options: {
    kills: { type: 'string', default: '20' },
    writers: { type: 'string', default: '8' },
    'max-ms': { type: 'string', default: '2000' },
  },
});
const KILLS = Number(args.kills);
const WRITERS = Number(args.writers);
const MAX_MS = Number(args['max-ms']);
/** A kill comes at least this long after the writes start, so every round has some acknowledged. */
const MIN_MS = 100;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-faults-'));
const pgliteDir = path.join(dataDir, 'pglite');
console.log(`faults bench: PGlite killed with SIGKILL during writes, ${KILLS} times, ${WRITERS} writers, kill ${MIN_MS}-${MAX_MS} ms into the writes; ${os.cpus().length} CPUs`);

// the database, an owner and a published listing to write to
const setup = await openPglite({ dataDir: pgliteDir });
await migrateToLatest(setup.db);
await seed(setup.db, { demo: false });
const owner = await setup.db.insertInto('users').values({ email: 'faults.owner@example.com', account_type: 1, email_verified_at: new Date(), firstname: 'เจ้าของ' }).returning('id').executeTakeFirstOrThrow();
const listing = await setup.db
  .insertInto('listings')
  // what a contact message needs of a listing: published, with an owner and a title
  .values({ user_id: owner.id, status: 'publish', sell_type: 'เช่า', announce_title: 'คอนโดให้เช่า ใกล้ BTS', published_at: new Date() })
  .returning('id')
  .executeTakeFirstOrThrow();
await setup.close();

interface Round {
  round: number;
  killAtMs: number;
  acknowledged: number;
  present: number;
  missing: number;
  /** Written and committed, but the answer never reached the writer (in flight at the kill). */
  unacknowledged: number;
  openMs: number;
  readyMs: number;
}
const rounds: Round[] = [];
const allAcknowledged = new Set<string>();
let sent = 0;

/** Sends messages until `stop` says so; answers the markers the server acknowledged. */
async function writer(base: string, round: number, stop: () => boolean): Promise<string[]> {
  const acknowledged: string[] = [];
  while (!stop()) {
    const n = ++sent;
    const marker = `fault-${round}-${n}`;
    try {
      const res = await fetch(`${base}/api/contact-announce-owner`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${n % 250}.${Math.floor(n / 250) % 250}.1` },
        body: JSON.stringify({ announce_id: listing.id, name: 'ผู้สนใจ', email: `faults${n}@example.com`, phone: '0891234567', message: `${marker} สนใจค่ะ` }),
      });
      await res.arrayBuffer();
      if (res.status === 200) acknowledged.push(marker);
      else if (!stop()) throw new Error(`the server answered ${res.status}`);
    } catch (error) {
      if (!stop()) throw error;
    }
  }
  return acknowledged;
}

let failed = false;
for (let round = 1; round <= KILLS; round++) {
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', TRUST_PROXY: 'loopback', LISTING_EXPIRY_INTERVAL_MINUTES: '0', LOG_LEVEL: 'error' });
  let killed = false;
  const writes = Array.from({ length: WRITERS }, () => writer(server.url, round, () => killed));
  const killAtMs = MIN_MS + Math.random() * (MAX_MS - MIN_MS);
  await new Promise((resolve) => setTimeout(resolve, killAtMs));
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGKILL');
  killed = true;
  await exited;
  const acknowledged = (await Promise.all(writes)).flat();
  for (const marker of acknowledged) allAcknowledged.add(marker);

  // open the folder the dead process left, as the next start does, and read every message
  const opening = performance.now();
  const reopened = await openPglite({ dataDir: pgliteDir });
  const openMs = performance.now() - opening;
  const rows = await reopened.db.selectFrom('listing_leads').select('message').execute();
  await reopened.close();
  const stored = new Set(rows.map((row) => row.message.split(' ')[0]!));
  const missing = [...allAcknowledged].filter((marker) => !stored.has(marker));
  const thisRound = [...stored].filter((marker) => marker.startsWith(`fault-${round}-`));
  rounds.push({
    round,
    killAtMs,
    acknowledged: acknowledged.length,
    present: allAcknowledged.size - missing.length,
    missing: missing.length,
    unacknowledged: thisRound.length - acknowledged.length,
    openMs,
    readyMs: server.readyMs,
  });
  if (missing.length > 0) {
    failed = true;
    console.log(`  round ${round}: MISSING ${missing.length} acknowledged messages, e.g. ${missing.slice(0, 5).join(', ')}`);
  }
}

console.log('  round  kill at   acked  acked so far, present  missing  committed unacked  reopen   server ready');
for (const r of rounds) {
  console.log(
    `  ${String(r.round).padStart(5)} ${`${r.killAtMs.toFixed(0)} ms`.padStart(8)} ${String(r.acknowledged).padStart(7)} ${String(r.present).padStart(21)} ${String(r.missing).padStart(8)} ${String(r.unacknowledged).padStart(18)} ${`${r.openMs.toFixed(0)} ms`.padStart(8)} ${`${(r.readyMs / 1000).toFixed(1)} s`.padStart(9)}`,
  );
}
const opens = rounds.map((r) => r.openMs);
const readies = rounds.map((r) => r.readyMs);
const missingTotal = rounds.at(-1)?.missing ?? 0;
console.log(
  `  ${rounds.length} kills, ${allAcknowledged.size} acknowledged messages, ${missingTotal} missing; every reopen succeeded ` +
    `(median ${percentile(opens, 50).toFixed(0)} ms, max ${Math.max(...opens).toFixed(0)} ms); server ready after a kill median ${(percentile(readies, 50) / 1000).toFixed(1)} s, max ${(Math.max(...readies) / 1000).toFixed(1)} s`,
);
console.log(`  result: ${failed ? 'FAILED: acknowledged writes lost' : 'every acknowledged write survived every kill'}`);
rmSync(dataDir, { recursive: true, force: true });
if (failed) process.exitCode = 1;
