import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readSync, closeSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { openPglite } from './database.js';

/**
 * `npm run db:backup` and `npm run db:restore` (README, Backups). The database only:
 * uploaded files live in DATA_DIR/uploads or the S3 bucket and are copied on their own.
 * - PGlite: the data folder's own dump (`dumpDataDir`, a gzipped tar), taken with the
 *   folder locked, so never while a server has it open; restored with `loadDataDir` into
 *   a folder that holds no database yet.
 * - PostgreSQL: `pg_dump --format=custom` (a consistent snapshot, safe while the site
 *   runs), restored with `pg_restore` in one transaction into an empty database. Both
 *   tools are taken from PATH; the password goes through PGPASSWORD, never the command line.
 */

export class BackupError extends Error {}

export type BackupKind = 'pglite' | 'postgres';

/** The kind of a backup file from its first bytes: a gzip stream (PGlite) or pg_dump's custom format. */
export function backupKindOf(file: string): BackupKind | null {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

const kindOf = (config: Config): BackupKind => (config.DATABASE_URL ? 'postgres' : 'pglite');

/** Where a backup goes when no file is named: DATA_DIR/backups/baandee-<kind>-<UTC time>.<ext>. */
export function defaultBackupFile(config: Config, now = new Date()): string {
  const kind = kindOf(config);
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
  return path.join(config.dataDir, 'backups', `baandee-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'pgdump'}`);
}

/** Writes the configured database's backup to `file` (made complete under a temporary name first); answers the file. */
export async function backup(config: Config, file = defaultBackupFile(config)): Promise<string> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupError(`${target} exists already: name a new file`);
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  try {
    if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, partial);
    else await backupPglite(config.pgliteDir, partial);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return target;
}

/** Restores `file` into the configured database, which must hold no database yet. */
export async function restore(config: Config, file: string): Promise<void> {
  const source = path.resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) throw new BackupError(`no backup file at ${source}`);
  const kind = backupKindOf(source);
  const expected = kindOf(config);
  if (kind === null) throw new BackupError(`${source} is not a backup of npm run db:backup (neither a PGlite dump nor a pg_dump archive)`);
  if (kind !== expected) {
    throw new BackupError(
      kind === 'postgres'
        ? `${source} is a PostgreSQL backup, but DATABASE_URL is not set: set it to the (empty) database to restore into`
        : `${source} is a PGlite backup, but DATABASE_URL is set: unset it to restore into the embedded database in DATA_DIR`,
    );
  }
  if (config.DATABASE_URL) await restorePostgres(source, config.DATABASE_URL);
  else await restorePglite(source, config.pgliteDir);
}

async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`no database in ${dataDir} to back up`);
  const database = await openPglite({ dataDir });
  try {
    const dump = await database.pglite.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`${dataDir} holds a database already: move it aside (or set DATA_DIR to a new folder) and restore again`);
  }
  mkdirSync(dataDir, { recursive: true });
  const database = await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await database.close();
}

/** The connection string without its password, and the password for PGPASSWORD. */
function splitPassword(url: string): { url: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/** Runs a PostgreSQL client tool from PATH; rejects with its own error output. */
function runTool(tool: string, args: string[], password: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(password !== undefined && { PGPASSWORD: password }) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} is not on PATH: install the PostgreSQL client tools of the server's version (Debian: apt-get install postgresql-client)`)
          : error,
      );
    });
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

async function backupPostgres(connectionString: string, file: string): Promise<void> {
  const { url, password } = splitPassword(connectionString);
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${url}`], password);
}

/** Tables outside PostgreSQL's own schemas: a database to restore into has none. */
async function userTables(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

async function restorePostgres(file: string, connectionString: string): Promise<void> {
  if ((await userTables(connectionString)) > 0) {
    throw new BackupError(
      'the database DATABASE_URL names holds tables already: restore into a new, empty one ' +
        '(createdb --template=template0 --locale=C.UTF-8 --encoding=UTF8 <name>), then point DATABASE_URL at it',
    );
  }
  const { url, password } = splitPassword(connectionString);
  // owners and grants of the source server's roles are left out: the restoring role owns everything
  await runTool('pg_restore', ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${url}`, file], password);
}
