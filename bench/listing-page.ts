/**
 * Listing API under load: the listing page (GET /api/estate/view/:id of demo listings),
 * the recommended list and agent profiles with their listings, each for ~10 s over 8
 * connections with autocannon, on a fresh in-memory PGlite seeded with the demo data
 * (as `npm start` seeds it) and an ephemeral port. Requests rotate over 50 listings and
 * their owners, from a browser user agent, so views are counted as for real visitors.
 */
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite } from '../apps/api/src/db/database.js';
import { migrateToLatest } from '../apps/api/src/db/migrate.js';
import { seedFromConfig } from '../apps/api/src/db/seed/index.js';
import { percentile } from './lib.js';

const DURATION_S = 10;
const CONNECTIONS = 8;
const SAMPLE = 50;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-bench-listing-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'true' });
const database = await openPglite();
await migrateToLatest(database.db);
const seedStarted = performance.now();
await seedFromConfig(database.db, config);
const seedMs = performance.now() - seedStarted;
const app = await buildApp({ config, database, mailer: { send: async () => undefined } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function load(label: string, paths: string[]): Promise<void> {
  const times: number[] = [];
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: paths.map((p) => ({ method: 'GET', path: p, headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip' } })),
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
  console.log(
    `  ${label.padEnd(42)} p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}; ` +
      `${(result['2xx'] / result.duration).toFixed(0)} req/s (${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
}

try {
  const listings = await database.db
    .selectFrom('listings')
    .select(['id', 'user_id'])
    .where('status', '=', 'publish')
    .orderBy('id')
    .limit(SAMPLE)
    .execute();
  const owners = [...new Set(listings.map((l) => l.user_id))];
  console.log(`listing bench: ${listings.length} demo listings of ${owners.length} owners, ${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} CPUs (demo seed took ${Math.round(seedMs)} ms)`);
  if (app.registeredRoutes.some((r) => r.url === '/api/estate/view/:announce_id')) {
    await load('GET /api/estate/view/:id', listings.map((l) => `/api/estate/view/${l.id}`));
  } else {
    console.log('  GET /api/estate/view/:id                   not in this build (the listing page route is not registered)');
  }
  await load('GET /api/recommended-estate?limit=12', ['/api/recommended-estate?limit=12']);
  await load('GET /api/user/show-agent-profile/:id', owners.flatMap((id) => [`/api/user/show-agent-profile/${id}`, `/api/user/show-agent-profile/${id}?order_by=price-asc`]));
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
