/**
 * Login under load: POST /api/user/login with the production argon2id cost (64 MiB, 3 passes) for
 * ~10 s over 8 connections, while GET /api/health is probed. Hashing runs in libuv's
 * thread pool, so health should stay fast even while every login waits for its hash.
 * Runs in-process on a fresh in-memory PGlite and an ephemeral port; stops by itself.
 */
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { seed } from '../apps/api/src/db/seed/index.js';
import { hashPassword, passwordCost } from '../apps/api/src/lib/password.js';
import { percentile } from './lib.js';

const DURATION_S = 10;
const CONNECTIONS = 8;
const HEALTH_INTERVAL_MS = 50;
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench password 123';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-login-'));
// production defaults (cost 17) except the brakes, which would stop a load test at once
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000000', AUTH_EMAIL_RATE_LIMIT: '1000000' });
const database = await openPglite();
await migrateToLatest(database.db);
await seed(database.db, { demo: false });
const app = await buildApp({ config, database, mailer: { send: async () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function probeHealth(until: () => boolean, samples: number[]): Promise<void> {
  while (!until()) {
    const started = performance.now();
    await fetch(`${base}/api/health`).then((res) => res.arrayBuffer());
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS));
  }
}

try {
  const registered = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, phone: '0812345678', password: PASSWORD, confirmPassword: PASSWORD }),
  });
  if (!registered.ok) throw new Error(`register failed: ${await registered.text()}`);

  const hashTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await hashPassword(PASSWORD, passwordCost(config));
    hashTimes.push(performance.now() - started);
  }

  const idle: number[] = [];
  let idleCount = 0;
  await probeHealth(() => ++idleCount > 40, idle);

  const loginTimes: number[] = [];
  const underLoad: number[] = [];
  let running = true;
  const probe = probeHealth(() => !running, underLoad);
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}/api/user/login`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => loginTimes.push(responseTime));
  });
  running = false;
  await probe;

  console.log(`login bench: ${CONNECTIONS} connections for ${DURATION_S} s, argon2id m=${config.PASSWORD_HASH_MEMORY_KIB} KiB t=${config.PASSWORD_HASH_TIME_COST} p=1, ` +
    `${os.cpus().length} CPUs, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`);
  console.log(`  one argon2id hash: median ${ms(percentile(hashTimes, 50))} (of ${hashTimes.length}, idle)`);
  console.log(`  login throughput:  ${(result['2xx'] / result.duration).toFixed(1)} logins/s (${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  console.log(`  login latency:     p50 ${ms(percentile(loginTimes, 50))}, p95 ${ms(percentile(loginTimes, 95))}, p99 ${ms(percentile(loginTimes, 99))}`);
  console.log(`  GET /api/health:   idle p95 ${ms(percentile(idle, 95))}; under login load p50 ${ms(percentile(underLoad, 50))}, p95 ${ms(percentile(underLoad, 95))} (${underLoad.length} probes)`);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
