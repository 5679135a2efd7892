/**
 * The job queue: what a send costs the request that makes it (outside and inside a
 * transaction), and how long a job waits from send to handled with the server's polling
 * worker, on PGlite and, when BENCH_DATABASE_URL names a server (any database there; a
 * scratch one is made and dropped), on PostgreSQL.
 *
 *   node --import tsx bench/jobs.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/jobs.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { percentile } from './lib.js';

declare module '../apps/api/src/plugins/jobs.plugin.js' {
  interface JobTypes {
    'bench-echo': { sentAt: number };
  }
}

const SENDS = 200;
const LATENCY_JOBS = 50;
const POLL_SECONDS = '0.5';

const ms = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;

async function measure(database: Database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-jobs-'));
  await migrateToLatest(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', JOBS_POLL_INTERVAL_SECONDS: POLL_SECONDS, LISTING_EXPIRY_INTERVAL_MINUTES: '0' });
  const app = await buildApp({ config, database });
  const waits: number[] = [];
  let handled = 0;
  app.jobs.work('bench-echo', async ({ sentAt }) => {
    waits.push(performance.now() - sentAt);
    handled++;
  }, { retryLimit: 0, retryDelay: 0, retryBackoff: false });
  const readyStarted = performance.now();
  await app.ready();
  const readyMs = performance.now() - readyStarted;
  try {
    // what a request pays: sends back to back, the worker not yet busy with them
    const plain: number[] = [];
    const inTransaction: number[] = [];
    for (let i = 0; i < SENDS; i++) {
      let started = performance.now();
      await app.jobs.send('bench-echo', { sentAt: Number.POSITIVE_INFINITY });
      plain.push(performance.now() - started);
      started = performance.now();
      await app.db.transaction().execute((trx) => app.jobs.send('bench-echo', { sentAt: Number.POSITIVE_INFINITY }, { trx }));
      inTransaction.push(performance.now() - started);
    }
    await until(() => handled >= 2 * SENDS, 120_000);

    // send -> handled, one job at a time, as a notification after a request
    waits.length = 0;
    handled = 0;
    const inTxWaits: number[] = [];
    for (let i = 0; i < LATENCY_JOBS; i++) {
      await app.jobs.send('bench-echo', { sentAt: performance.now() });
      await until(() => handled === i + 1, 10_000);
    }
    const outside = [...waits];
    waits.length = 0;
    handled = 0;
    for (let i = 0; i < LATENCY_JOBS / 5; i++) {
      await app.db.transaction().execute((trx) => app.jobs.send('bench-echo', { sentAt: performance.now() }, { trx }));
      await until(() => handled === i + 1, 10_000);
    }
    inTxWaits.push(...waits);
    console.log(`\n${database.kind}: start of the queue (app.ready) ${readyMs.toFixed(0)} ms`);
    console.log(`  enqueue, ${SENDS} sends: outside a transaction ${ms(plain)}; in its own transaction ${ms(inTransaction)}`);
    console.log(`  send -> handled (${POLL_SECONDS} s poll): outside a transaction (wakes the worker) ${ms(outside)}, n=${outside.length}; inside one (next poll) ${ms(inTxWaits)}, n=${inTxWaits.length}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function until(check: () => boolean, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

const pglite = await openPglite();
try {
  await measure(pglite);
} finally {
  await pglite.close();
}

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const name = `baandee_bench_jobs_${process.pid}`;
  const admin = await openPostgres(adminUrl);
  await admin.pool.query(`create database ${name} template template0 encoding 'UTF8' locale 'C.UTF-8'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = await openPostgres(url.toString());
  try {
    await measure(postgres);
  } finally {
    await postgres.close();
    await admin.pool.query(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}
