import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, defaultAdminWarning, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { DatabaseLocaleError } from './db/database.js';
import { migrateToLatest, withStartupLock } from './db/migrate.js';
import { openDatabase } from './db/open.js';
import { seedFromConfig } from './db/seed/index.js';

// a full collection once the heap has doubled since the last, not at V8's own ~1.6x: with a
// young generation of 64 MB that left a few MB of promotions between full collections, and a
// computed search's load paid a concurrent marking of the whole heap twice a second (decision 080)
const HEAP_GROWING_PERCENT = 100;
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

const started = performance.now();
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // several processes may start at once on one PostgreSQL database: they take turns here
  await withStartupLock(database, async () => {
    await migrateToLatest(database.db);
    await seedFromConfig(database.db, config);
  });
  // In `npm run dev` Vite serves the web app; `npm start` always builds it first.
  const webBuilt = existsSync(path.join(webDist, 'index.html'));
  const app = await buildApp({ config, database, webDist: webBuilt ? webDist : undefined });
  if (!webBuilt) app.log.warn('web app not built: serving the API only (run npm run build)');
  const adminWarning = defaultAdminWarning(config);
  if (adminWarning) app.log.warn(adminWarning);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let running ones finish, then close the database cleanly
    // so the PGlite folder is never left half-written.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const readyMs = Math.round(performance.now() - started);
  // PORT=0 takes any free port: the address printed is the one really listened on
  const { port } = app.server.address() as AddressInfo;
  const url = config.PUBLIC_URL ? config.publicUrl : `http://localhost:${port}`;
  app.log.info({ readyMs, database: database.kind, port }, 'ready');
  console.log(`\n  BaanDee is running at ${url}  (ready in ${readyMs} ms, database: ${database.kind})\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLocaleError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
