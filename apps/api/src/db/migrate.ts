import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

/**
 * Applies the pending migrations. Kysely's migrator holds an advisory lock of its own while
 * it runs, so two processes migrating one database apply each migration once.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The advisory lock key of the start-up work (any 64-bit number no other code uses). */
const STARTUP_LOCK_KEY = 7_318_041_223_502_211n;

/**
 * Runs `work` (migrating and seeding) while this session holds a PostgreSQL advisory lock,
 * so API processes and `npm run db:migrate` / `db:seed` starting at once on one database
 * take turns: the seeders check what exists and insert the rest, and two of them at once
 * could both insert (a unique index then stops one process's start). The lock is held on
 * a connection of its own and ends with it, also if the process dies. PGlite needs none:
 * its data folder opens in one process only (data-dir-lock.ts).
 */
export async function withStartupLock<T>(database: Pick<Database, 'db' | 'kind'>, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  return database.db.connection().execute(async (session) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(session);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(session);
    }
  });
}
