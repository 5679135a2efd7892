import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import type { DB } from './schema.js';

const PGLITE_EXTENSIONS = { citext, pg_trgm, cube, earthdistance };

/** The database handle and how to close it; the same Kysely code runs on both drivers. */
export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The driver's pool under `db`, for libraries that speak plain `pg` (the job queue). */
  pool: pg.Pool;
  close(): Promise<void>;
}

// No global type parsers: int8 and numeric arrive as strings, so a money amount is never
// rounded through a JS number (docs/decisions/007). A count is cast to int in its query.

/** The embedded database, with the PGlite instance itself (its data folder's dump for backups and test templates). */
export interface PgliteDatabase extends Database {
  kind: 'pglite';
  pglite: PGlite;
}

/**
 * PGlite in `dataDir` (locked against a second process: data-dir-lock.ts), or in memory
 * without one; `loadDataDir` fills a new database from a dump (a test template, a backup).
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pool,
    pglite,
    async close() {
      try {
        await db.destroy();
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the
  // process; the pool replaces it on the next query.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  try {
    await assertUtf8Ctype(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, kind: 'postgres', pool, close: () => db.destroy() };
}

export class DatabaseLocaleError extends Error {}

/** pg_trgm drops Thai letters on a `C` ctype, so Thai search would silently find nothing. */
async function assertUtf8Ctype(db: Kysely<DB>): Promise<void> {
  const { rows } = await sql<{ datname: string; datctype: string }>`
    select datname, datctype from pg_database where datname = current_database()`.execute(db);
  const row = rows[0];
  if (row && (row.datctype === 'C' || row.datctype === 'POSIX')) {
    throw new DatabaseLocaleError(
      `Database "${row.datname}" has ctype "${row.datctype}", which drops Thai letters from search.\n` +
        `Create it with a UTF-8 locale, e.g.:\n` +
        `  createdb --template=template0 --locale=C.UTF-8 --encoding=UTF8 ${row.datname}`,
    );
  }
}
