import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { backup, BackupError, restore } from '../src/db/backup.js';
import { openPglite, openPostgres, type Database } from '../src/db/database.js';
import type { DB } from '../src/db/schema.js';
import { createTestApp, DB_KIND, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { grantCredits } from './support/credits.js';
import { insertListing } from './support/listings.js';

/**
 * `npm run db:backup` and `npm run db:restore` (src/db/backup.ts, which the CLI calls) on
 * this run's kind of database: a backup of a site with accounts, listings and ledger
 * entries, restored into a fresh database, holds the same rows, and the ledger's rules.
 */

const scratch = mkdtempSync(path.join(os.tmpdir(), 'baandee-backup-'));
const scratchConfig = (name: string, env: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(scratch, name), ...env });

let ctx: TestContext;
/** The PostgreSQL database the app runs on (a copy of the template), by URL. */
let sourceUrl = '';
const made: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH, {
    // PGlite: a data folder on disk, as a server has it (the tests' usual copy lives in memory)
    openDatabase:
      DB_KIND === 'pglite'
        ? (config) => openPglite({ dataDir: config.pgliteDir, loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) })
        : undefined,
  });
  if (DB_KIND === 'postgres') {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.app.db);
    sourceUrl = databaseUrl(rows[0]!.name);
  }
});

afterAll(async () => {
  if (DB_KIND === 'pglite') rmSync(ctx.config.dataDir, { recursive: true, force: true });
  else await ctx.close();
  rmSync(scratch, { recursive: true, force: true });
  if (made.length > 0) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, empty UTF-8 database, as the README says to create one for a restore. */
async function emptyPostgresDatabase(): Promise<string> {
  const name = `baandee_t_${process.pid}_restore_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name} template template0 encoding 'UTF8' locale 'C.UTF-8'`);
  await admin.end();
  made.push(name);
  return databaseUrl(name);
}

async function snapshot(db: Kysely<DB>) {
  return {
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    listings: await db.selectFrom('listings').selectAll().orderBy('id').execute(),
    ledger: await db.selectFrom('credit_transactions').selectAll().orderBy('id').execute(),
    balances: await db.selectFrom('credit_balances').selectAll().orderBy('user_id').execute(),
  };
}

describe(`backup and restore (${DB_KIND})`, () => {
  it('restores a backup into a fresh database with the same users, listings and ledger', async () => {
    for (const label of ['สมชาย', 'Alice']) {
      const { info } = await signUp(ctx);
      await insertListing(ctx, info.id, { announce_title: `${label}: คอนโดให้เช่าใกล้ BTS อโศก` });
      await grantCredits(ctx, info.id, 3);
    }
    const before = await snapshot(ctx.app.db);
    expect(before.users.length).toBeGreaterThanOrEqual(2);
    expect(before.listings.length).toBeGreaterThanOrEqual(2);
    expect(before.ledger.length).toBeGreaterThanOrEqual(4); // a welcome grant and a gift each

    let file: string;
    let target: Config;
    if (DB_KIND === 'pglite') {
      // the embedded database belongs to one process: the server stops before its backup
      await ctx.app.close();
      await ctx.database.close();
      file = await backup(ctx.config);
      expect(path.dirname(file)).toBe(path.join(ctx.config.dataDir, 'backups'));
      target = scratchConfig('restored');
    } else {
      // pg_dump takes a consistent snapshot of a running site
      file = await backup(scratchConfig('source', { DATABASE_URL: sourceUrl }), path.join(scratch, 'site.pgdump'));
      target = scratchConfig('restored', { DATABASE_URL: await emptyPostgresDatabase() });
    }
    await restore(target, file);

    const restored: Database = DB_KIND === 'pglite' ? await openPglite({ dataDir: target.pgliteDir }) : await openPostgres(target.DATABASE_URL!);
    try {
      expect(await snapshot(restored.db)).toEqual(before);
      // the ledger is still append-only, and the next account gets a new id
      const entry = before.ledger[0]!;
      await expect(restored.db.updateTable('credit_transactions').set({ amount: 99 }).where('id', '=', entry.id).execute()).rejects.toThrow();
      const { id } = await restored.db.insertInto('users').values({ email: 'after-restore@example.com', account_type: 1 }).returning('id').executeTakeFirstOrThrow();
      expect(id).toBeGreaterThan(Math.max(...before.users.map((user) => user.id)));
    } finally {
      await restored.close();
    }

    // a second restore never overwrites the database now there
    await expect(restore(target, file)).rejects.toThrow(BackupError);
    await expect(restore(target, file)).rejects.toThrow(DB_KIND === 'pglite' ? /holds a database already: move it aside/ : /holds tables already: restore into a new, empty one/);
  }, 120_000); // a dump, a fresh database and a restore: minutes on two cores shared with the browser suite

  it.runIf(DB_KIND === 'pglite')('refuses to back up a data folder another process has open', async () => {
    const lock = `${ctx.config.pgliteDir}.lock`;
    // the test runner's main process stands in for a running server
    writeFileSync(lock, `${process.ppid}\n`);
    try {
      await expect(backup(ctx.config, path.join(scratch, 'locked.tar.gz'))).rejects.toThrow(`is open in process ${process.ppid} (a running server?)`);
    } finally {
      rmSync(lock, { force: true });
    }
  });

  it('refuses a backup of the other kind of database', async () => {
    const other = path.join(scratch, 'other-kind');
    writeFileSync(other, DB_KIND === 'pglite' ? 'PGDMP...' : Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]));
    const config = DB_KIND === 'pglite' ? scratchConfig('other') : scratchConfig('other', { DATABASE_URL: sourceUrl });
    await expect(restore(config, other)).rejects.toThrow(DB_KIND === 'pglite' ? /is a PostgreSQL backup, but DATABASE_URL is not set/ : /is a PGlite backup, but DATABASE_URL is set/);
  });
});
