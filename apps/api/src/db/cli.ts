import { ConfigError, loadConfig, type Config } from '../config.js';
import { promoteToAdmin } from './admin.js';
import { backup, BackupError, restore } from './backup.js';
import { DataDirLockedError } from './data-dir-lock.js';
import type { Database } from './database.js';
import { migrateToLatest, withStartupLock } from './migrate.js';
import { openDatabase } from './open.js';
import { seedFromConfig } from './seed/index.js';

/**
 * `npm run db:migrate`, `npm run db:seed` and `npm run admin:create -- <email>` against
 * the configured database (each migrates first); `npm run db:backup -- [file]` and
 * `npm run db:restore -- <file>` (backup.ts), which change nothing else.
 */
const [command, argument] = process.argv.slice(2);

async function run(config: Config, database: Database): Promise<number> {
  // the same lock as a starting server's: a rollout's `db:migrate` and a process starting take turns
  await withStartupLock(database, async () => {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'migrations: up to date');
    if (command === 'seed') {
      await seedFromConfig(database.db, config);
      console.log('seed: done');
    }
  });
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

async function backupOrRestore(config: Config): Promise<number> {
  if (command === 'backup') {
    const file = await backup(config, argument);
    console.log(`backup written: ${file}`);
    return 0;
  }
  if (!argument) {
    console.error('usage: npm run db:restore -- <backup file>');
    return 2;
  }
  await restore(config, argument);
  console.log(`restored ${argument} into ${config.DATABASE_URL ? 'the database DATABASE_URL names' : config.pgliteDir}`);
  return 0;
}

try {
  const config = loadConfig();
  if (command === 'backup' || command === 'restore') {
    process.exitCode = await backupOrRestore(config);
  } else {
    const database = await openDatabase(config);
    try {
      process.exitCode = await run(config, database);
    } finally {
      await database.close();
    }
  }
} catch (error) {
  // the mistakes an operator can fix get their message alone; anything else its stack
  if (error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
}
