/**
 * Credits: the ledger's balance query at a million credit transactions, and purchases per
 * second through the HTTP server.
 *
 * 1. A fresh database (PGlite, or PostgreSQL with `--db postgres`: BENCH_PG_ADMIN_URL, else
 *    TEST_DATABASE_URL, else the local server; a database of its own is created and dropped) is
 *    migrated and given 1,000,000 ledger entries of 10,000 users (100 each: grants, refills
 *    and spends). The balance query the API runs (`ledgerSum`, the sum of a user's
 *    entries) is explained (it must be an Index Only Scan) and timed for 1,000 random
 *    users: p50/p95 (target p95 <= 5 ms).
 * 2. The API listens on an ephemeral port over the same database; autocannon posts
 *    `make-purchase` for 10 s over 8 connections, as 50 signed-in LINE friends in turn.
 *
 * `npx node --import tsx bench/credits.ts [--db pglite|postgres]`
 */
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { CompiledQuery, sql } from 'kysely';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { seed } from '../apps/api/src/db/seed/index.js';
import { createCreditsRepository } from '../apps/api/src/modules/credits/credits.repository.js';
import { expiresIn, newToken, SESSION_TTL_MS } from '../apps/api/src/lib/tokens.js';
import { percentile } from './lib.js';

const USERS = 10_000;
const ENTRIES_PER_USER = 100; // 1,000,000 in all
const BALANCE_SAMPLES = 1_000;
const BUYERS = 50;
const DURATION_S = 10;
const CONNECTIONS = 8;
const P95_TARGET_MS = 5;

const kind = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'pglite';
if (kind !== 'pglite' && kind !== 'postgres') throw new Error('--db pglite|postgres');
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function openDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') return { database: await openPglite(), drop: async () => undefined };
  const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `baandee_bench_credits_${process.pid}`;
  const admin = await openPostgres(adminUrl);
  await sql.raw(`create database ${name} template template0 encoding 'UTF8' locale 'C.UTF-8'`).execute(admin.db);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: await openPostgres(url.toString()),
    async drop() {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
    },
  };
}

const { database, drop } = await openDatabase();
const db = database.db;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-credits-'));
try {
  await migrateToLatest(db);
  await seed(db, { demo: false });

  // ---- 1. the ledger at a million entries --------------------------------------------
  const started = performance.now();
  await sql`insert into users (email, account_type, email_verified_at, line_friend_status)
    select 'bench.' || n || '@example.com', 1, now(), n <= ${BUYERS} from generate_series(1, ${USERS}) n`.execute(db);
  // a bulk load: the balance trigger is set aside and the balances written from the sums once
  await sql`alter table credit_transactions disable trigger credit_transactions_keep_balance`.execute(db);
  await sql`insert into credit_transactions (user_id, type, amount, subject_kind, subject_id, created_at)
    select u.id,
      case when e % 4 = 0 then 'used' when e % 4 = 1 then 'refilled' else 'got' end,
      case when e % 4 = 0 then 1 else 2 end,
      case when e = 1 then 'welcome' when e % 4 = 0 then 'event' when e % 4 = 1 then 'payment' else 'admin' end,
      case when e = 1 then null else 'bench-' || u.id || '-' || e end,
      now() - (e || ' minutes')::interval
    from users u cross join generate_series(1, ${ENTRIES_PER_USER}) e
    where u.email like 'bench.%'`.execute(db);
  await sql`insert into credit_balances (user_id, balance)
    select user_id, sum(case when type = 'used' then -amount else amount end) from credit_transactions group by user_id
    on conflict (user_id) do update set balance = excluded.balance`.execute(db);
  await sql`alter table credit_transactions enable trigger credit_transactions_keep_balance`.execute(db);
  // statistics, and the visibility map an index-only scan needs (PGlite has no autovacuum)
  await sql`vacuum analyze credit_transactions`.execute(db);
  await sql`vacuum analyze credit_balances`.execute(db);
  // the load's dirty pages written out, as a running server's checkpoints would have
  await sql`checkpoint`.execute(db);
  const { rows: counted } = await sql<{ n: string }>`select count(*) as n from credit_transactions`.execute(db);
  const loadMs = performance.now() - started;

  const { rows: userRows } = await sql<{ id: number }>`select id from users where email like 'bench.%' order by id`.execute(db);
  const userIds = userRows.map((row) => row.id);
  const pick = () => userIds[Math.floor(Math.random() * userIds.length)]!;
  const ledger = createCreditsRepository(db);

  // the query as the repository writes it, explained for one user
  const compiled = db
    .selectFrom('credit_transactions')
    .select(sql<string>`coalesce(sum(case when type = 'used' then -amount else amount end), 0)`.as('sum'))
    .where('user_id', '=', userIds[0]!)
    .compile();
  const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]));
  const planText = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  const indexOnly = /Index Only Scan using credit_transactions_user_idx/.test(planText);

  for (let i = 0; i < 50; i++) await ledger.ledgerSum(pick()); // warm the cache
  const times: number[] = [];
  for (let i = 0; i < BALANCE_SAMPLES; i++) {
    const at = performance.now();
    await ledger.ledgerSum(pick());
    times.push(performance.now() - at);
  }
  const expected = (await ledger.balance(userIds[0]!)) === (await ledger.ledgerSum(userIds[0]!));

  console.log(`credits bench on ${kind}, ${os.cpus().length} CPUs`);
  console.log(`  ledger: ${Number(counted[0]!.n).toLocaleString('en')} entries of ${USERS.toLocaleString('en')} users, loaded in ${(loadMs / 1000).toFixed(1)} s`);
  console.log(`  balance query plan (user ${userIds[0]}):\n${planText.replace(/^/gm, '    ')}`);
  console.log(`  index-only: ${indexOnly ? 'yes' : 'NO'}; balance row equals the ledger sum: ${expected ? 'yes' : 'NO'}`);
  console.log(
    `  balance query (${BALANCE_SAMPLES} random users, through Kysely): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, ` +
      `p99 ${ms(percentile(times, 99))} (target p95 <= ${P95_TARGET_MS} ms: ${percentile(times, 95) <= P95_TARGET_MS ? 'met' : 'MISSED'})`,
  );

  // ---- 2. purchases per second through the server -------------------------------------
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PAYMENT_RATE_LIMIT: '100000000', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database, mailer: { send: async () => undefined } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const tokens: string[] = [];
    for (const userId of userIds.slice(0, BUYERS)) {
      const { token, hash } = newToken();
      await app.sessionsRepository.insert({ userId, tokenHash: hash, expiresAt: expiresIn(SESSION_TTL_MS) });
      tokens.push(token);
    }
    const before = Number((await sql<{ n: string }>`select count(*) as n from payments`.execute(db)).rows[0]!.n);
    let next = 0;
    const result = await new Promise<Result>((resolve, reject) => {
      autocannon(
        {
          url: `${base}/api/make-purchase`,
          method: 'POST',
          connections: CONNECTIONS,
          duration: DURATION_S,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[next++ % tokens.length]}` },
                body: JSON.stringify({ package_code: 'OPENING99' }),
              }),
            },
          ],
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
    });
    const after = Number((await sql<{ n: string }>`select count(*) as n from payments`.execute(db)).rows[0]!.n);
    console.log(
      `  make-purchase: ${(result['2xx'] / result.duration).toFixed(1)} purchases/s over ${CONNECTIONS} connections for ${DURATION_S} s ` +
        `(${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors; ${after - before} payments written), ` +
        `latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms`,
    );
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
