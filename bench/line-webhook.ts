/**
 * The LINE webhook under a burst: 500 signed deliveries (one event each, as LINE sends
 * them: follows and slip images from linked users, 1 in 10 a redelivery) fired 50 at a
 * time at the real server, in-process on a fresh PGlite with LINE set up against the
 * local stand-in. Prints the acknowledgement latency (what LINE waits for: signature,
 * the event stored once, the answer) and how long the work after the answers took to
 * drain. `--db postgres` with DATABASE_URL runs it on that PostgreSQL database instead.
 */
import os from 'node:os';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite, openPostgres } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { seed } from '../apps/api/src/db/seed/index.js';
import { newLineUserId, startLineServer } from '../apps/api/test/support/line-server.js';
import { percentile } from './lib.js';

const DELIVERIES = 500;
const CONCURRENCY = 50;
const LINKED_USERS = 50;

const onPostgres = process.argv.includes('--db') && process.argv[process.argv.indexOf('--db') + 1] === 'postgres';
if (onPostgres && !process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL (a database this run may fill)');

const line = await startLineServer();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-line-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...line.env() });
const database = onPostgres ? await openPostgres(process.env.DATABASE_URL!) : await openPglite();
await migrateToLatest(database.db);
await seed(database.db, { demo: false });
const app = await buildApp({ config, database, mailer: { send: async () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const webhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/line/webhook`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  // linked users, written directly: the burst is about the webhook, not about connecting
  const lineUsers: string[] = [];
  for (let i = 0; i < LINKED_USERS; i++) {
    const user = await database.db
      .insertInto('users')
      .values({ email: `line.bench.${Date.now()}.${i}@example.com`, account_type: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lineUserId = newLineUserId();
    await app.lineRepository.link({ userId: user.id, lineUserId, displayName: `Bench ${i}`, pictureUrl: null });
    line.addUser({ userId: lineUserId, displayName: `Bench ${i}` });
    lineUsers.push(lineUserId);
  }

  const deliveries: { body: string; headers: Record<string, string> }[] = [];
  const sentEvents: Record<string, unknown>[] = [];
  for (let i = 0; i < DELIVERIES; i++) {
    const who = lineUsers[i % LINKED_USERS]!;
    let event: Record<string, unknown>;
    if (i % 10 === 9 && sentEvents.length > 0) {
      event = { ...sentEvents[i - 1]!, deliveryContext: { isRedelivery: true } };
    } else if (i % 2 === 0) {
      event = line.events.follow(who);
    } else {
      line.storeContent(`bench-${i}`, Buffer.alloc(40_000, i));
      event = line.events.image(who, `bench-${i}`);
    }
    sentEvents.push(event);
    deliveries.push(line.webhook([event]));
  }

  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < deliveries.length) {
        const delivery = deliveries[next++]!;
        const sent = performance.now();
        const res = await fetch(webhookUrl, { method: 'POST', body: delivery.body, headers: delivery.headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - sent);
        if (res.status !== 200) failures++;
      }
    }),
  );
  const acknowledged = performance.now() - started;
  await app.lineEvents.idle();
  const drained = performance.now() - started;
  const stored = await database.db.selectFrom('line_webhook_events').select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const pending = await database.db.selectFrom('line_webhook_events').select(({ fn }) => fn.countAll<string>().as('n')).where('processed_at', 'is', null).executeTakeFirstOrThrow();

  console.log(`LINE webhook burst on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${DELIVERIES} deliveries, ${CONCURRENCY} at a time`);
  console.log(`  acknowledgement: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}; non-200: ${failures}`);
  console.log(`  all answered after ${ms(acknowledged)} (${((DELIVERIES / acknowledged) * 1000).toFixed(0)} deliveries/s)`);
  console.log(`  work drained after ${ms(drained)}: ${stored.n} events stored (redeliveries not again), ${pending.n} unprocessed, ${line.contentRequests.length} images downloaded, ${line.sent.length} answers sent`);
} finally {
  await app.close();
  await database.close();
  await line.close();
}
