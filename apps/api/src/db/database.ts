import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { EventEmitter } from 'node:events';
import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import pg from 'pg';
import { DEFAULT_WORK_MEM } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';
import type { DB } from './schema.js';

const PGLITE_EXTENSIONS = { citext, pg_trgm, cube, earthdistance };

/** The database handle and how to close it; the same Kysely code runs on both drivers. */
export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The driver's pool under `db`, for libraries that speak plain `pg` (the job queue). */
  pool: pg.Pool;
  /** The read replica (DATABASE_READ_URL) public reads may use; absent: they use `db`. */
  replica?: Replica;
  close(): Promise<void>;
}

/**
 * A streaming replica of the primary, for reads that may lag it (docs/decisions/025). Its
 * sessions are read-only, so a write sent there by mistake fails instead of being lost
 * (a replica refuses it anyway). When no connection to it can be made, its handle hands
 * out the primary's connections for REPLICA_RETRY_MS and then tries again: `events` says
 * `down` (with the error) and `up` once it answers.
 */
export interface Replica {
  db: Kysely<DB>;
  pool: pg.Pool;
  events: EventEmitter<{ down: [error: unknown]; up: [] }>;
}

/** How long reads stay on the primary after the replica failed to connect. */
export const REPLICA_RETRY_MS = 5_000;
/** A replica that takes longer than this to give a connection counts as down for the moment. */
const REPLICA_CONNECT_TIMEOUT_MS = 3_000;

// No global type parsers: int8 and numeric arrive as strings, so a money amount is never
// rounded through a JS number (docs/decisions/007). A count is cast to int in its query.

/** The embedded database, with the PGlite instance itself (its data folder's dump for backups and test templates). */
export interface PgliteDatabase extends Database {
  kind: 'pglite';
  pglite: PGlite;
}

/** A pool and a Kysely handle on an open PGlite instance (its node-postgres adapter). */
export function pgliteKysely(pglite: PGlite): { pool: pg.Pool; db: Kysely<DB> } {
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  return { pool, db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }) };
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
  const { pool, db } = pgliteKysely(pglite);
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

/** How long a query waits for a connection (a free one of the pool, or a new one) unless told. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/**
 * A connection the server drops (restart, failover) must not crash the process: an idle
 * one is the pool's 'error' event, one handed out emits 'error' on its client, which
 * without a listener would be an uncaught exception. The query it was running fails on
 * its own, and the pool discards the dead connection on release.
 */
function survivingDroppedConnections(pool: pg.Pool): pg.Pool {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * A PostgreSQL server; with `replicaUrl`, also a handle on its read replica. Sessions name
 * themselves in pg_stat_activity: `baandee` on the primary, `baandee-read` on the replica
 * (an `application_name` in the URL wins). `connectTimeoutMs` bounds the wait for a
 * connection, so a request during an outage fails (503, plugins/error-handler.plugin.ts) instead
 * of hanging.
 */
export async function openPostgres(
  connectionString: string,
  options: { replicaUrl?: string; connectTimeoutMs?: number; /** null: the database's own */ workMem?: string | null } = {},
): Promise<Database> {
  const workMem = options.workMem === undefined ? DEFAULT_WORK_MEM : options.workMem;
  // JIT compiles a plan the planner thinks expensive (a keyword's bitmap at a million
  // listings) in longer than most searches run (decision 045): short statements gain nothing
  const settings = ['-c jit=off', ...(workMem ? [`-c work_mem=${workMem}`] : [])];
  const pool = survivingDroppedConnections(
    new pg.Pool({
      connectionString,
      max: 10,
      application_name: 'baandee',
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      options: settings.join(' '),
    }),
  );
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  try {
    await assertUtf8Ctype(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const replica = options.replicaUrl ? openReplica(options.replicaUrl, pool, settings) : undefined;
  return {
    db,
    kind: 'postgres',
    pool,
    replica,
    async close() {
      await replica?.db.destroy();
      await db.destroy();
    },
  };
}

function openReplica(connectionString: string, primary: pg.Pool, settings: string[]): Replica {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    application_name: 'baandee-read',
    // a write sent here fails at once, also when the URL names the primary itself
    options: ['-c default_transaction_read_only=on', ...settings].join(' '),
    connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
  });
  survivingDroppedConnections(pool);
  const events = new EventEmitter<{ down: [error: unknown]; up: [] }>();
  let downUntil = 0;
  const reads: PostgresPool = {
    async connect() {
      if (Date.now() < downUntil) return primary.connect();
      try {
        const client = await pool.connect();
        if (downUntil !== 0) {
          downUntil = 0;
          events.emit('up');
        }
        return client;
      } catch (error) {
        const wasUp = downUntil === 0;
        downUntil = Date.now() + REPLICA_RETRY_MS;
        if (wasUp) events.emit('down', error);
        return primary.connect();
      }
    },
    end: () => pool.end(),
    options: pool.options,
  };
  return { db: new Kysely<DB>({ dialect: new PostgresDialect({ pool: reads }) }), pool, events };
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
