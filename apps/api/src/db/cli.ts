import { loadConfig } from '../config.js';
import { migrateToLatest } from './migrate.js';
import { openDatabase } from './open.js';
import { seed } from './seed/index.js';

/** `npm run db:migrate` and `npm run db:seed` against the configured database. */
const command = process.argv[2];
const config = loadConfig();
const database = await openDatabase(config);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'migrations: up to date');
  if (command === 'seed') {
    await seed(database.db, { demo: config.SEED_DEMO });
    console.log('seed: done');
  }
} finally {
  await database.close();
}
