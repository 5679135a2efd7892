import { loadConfig, type Config } from '../config.js';
import { promoteToAdmin } from './admin.js';
import type { Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { openDatabase } from './open.js';
import { seedFromConfig } from './seed/index.js';

/**
 * `npm run db:migrate`, `npm run db:seed` and `npm run admin:create -- <email>` against
 * the configured database. Each migrates first.
 */
const [command, argument] = process.argv.slice(2);

async function run(config: Config, database: Database): Promise<number> {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'migrations: up to date');
  if (command === 'seed') {
    await seedFromConfig(database.db, config);
    console.log('seed: done');
  }
  if (command === 'admin:create') {
    if (!argument) {
      console.error('usage: npm run admin:create -- <email of an existing account>');
      return 2;
    }
    const outcome = await promoteToAdmin(database.db, argument);
    if (outcome === 'no such user') {
      console.error(`no account with the e-mail ${argument}: register it first, then run this again`);
      return 1;
    }
    console.log(outcome === 'promoted' ? `${argument} is now an admin` : `${argument} is already an admin`);
  }
  return 0;
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  process.exitCode = await run(config, database);
} finally {
  await database.close();
}
