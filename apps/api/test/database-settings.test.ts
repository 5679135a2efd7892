import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import type { DB } from '../src/db/schema.js';
import { openDatabase } from '../src/db/open.js';
import { DB_KIND } from './helpers.js';
import { createEmptyDatabase } from './support/postgres-database.js';

/**
 * The server's PostgreSQL sessions run with DATABASE_WORK_MEM (16MB unless told: a
 * keyword's trigram bitmaps at a million listings stay exact, docs/decisions/015), on the
 * primary and on the read replica's pool; empty leaves the database's own setting. JIT is
 * off in them: its compilation took longer than the searches it was for.
 */
const workMem = async (db: Kysely<DB>) => (await sql<{ work_mem: string }>`show work_mem`.execute(db)).rows[0]!.work_mem;
const jit = async (db: Kysely<DB>) => (await sql<{ jit: string }>`show jit`.execute(db)).rows[0]!.jit;

describe.skipIf(DB_KIND !== 'postgres')('PostgreSQL sessions', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  beforeAll(async () => {
    database = await createEmptyDatabase('settings');
  });
  afterAll(async () => {
    await database?.drop();
  });

  const open = (env: Record<string, string>) => openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, ...env }));

  it('use DATABASE_WORK_MEM, 16MB unless told, and no JIT, on the primary and the replica', async () => {
    const byDefault = await open({ DATABASE_READ_URL: database.url });
    try {
      expect(await workMem(byDefault.db)).toBe('16MB');
      expect(await workMem(byDefault.replica!.db)).toBe('16MB');
      expect(await jit(byDefault.db)).toBe('off');
      expect(await jit(byDefault.replica!.db)).toBe('off');
      // the replica's sessions stay read-only beside it
      await expect(sql`create table written_on_the_replica (id int)`.execute(byDefault.replica!.db)).rejects.toThrow(/read-only/);
    } finally {
      await byDefault.close();
    }
    const told = await open({ DATABASE_WORK_MEM: '64MB' });
    try {
      expect(await workMem(told.db)).toBe('64MB');
    } finally {
      await told.close();
    }
  });

  it("leave the database's own setting when DATABASE_WORK_MEM is empty, and refuse what is not a size", async () => {
    const plain = new pg.Client({ connectionString: database.url });
    await plain.connect();
    const server = (await plain.query<{ work_mem: string }>('show work_mem')).rows[0]!.work_mem;
    await plain.end();
    const own = await open({ DATABASE_WORK_MEM: '' });
    try {
      expect(await workMem(own.db)).toBe(server);
      expect(await jit(own.db)).toBe('off');
    } finally {
      await own.close();
    }
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_WORK_MEM: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', DATABASE_WORK_MEM: '16MB; drop table users' })).toThrow(ConfigError);
  });
});
