import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { DatabaseLocaleError, openPostgres } from '../src/db/database.js';
import { DB_KIND } from './helpers.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real server process (`npm start` without the web build) on the PGlite folder. */
async function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = (signal: NodeJS.Signals) =>
    new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  return { url, stop, output: () => output };
}

const message = { name: 'ทดสอบ', email: 'restart@example.com', phone: '0899999999', subject: 'restart', message: 'ยังอยู่ไหม' };

describe.runIf(DB_KIND === 'pglite')('the server on a PGlite data folder', () => {
  it('keeps data across SIGTERM and SIGINT restarts and exits cleanly', async () => {
    const first = await startServer(3311);
    const posted = await fetch(`${first.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(posted.status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('is running at');

    const second = await startServer(3311);
    expect(await second.stop('SIGINT')).toBe(0);

    const third = await startServer(3311);
    const health = await fetch(`${third.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await third.stop('SIGTERM')).toBe(0);

    // read the folder directly: the message written before the first stop is there once
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const rows = await db.query<{ n: number }>(`select count(*)::int as n from contact_messages where email = $1`, [message.email]);
    await db.close();
    expect(rows.rows[0]?.n).toBe(1);
  }, 120_000);
});

describe('configuration', () => {
  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a URL starting with postgres:/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  it('defaults to port 3000 and a .data folder', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.outboxDir).toBe(path.join(path.resolve('.data'), 'outbox'));
  });
});

describe.runIf(DB_KIND === 'postgres')('a PostgreSQL database with a C ctype', () => {
  it('is refused with a message that says how to create a UTF-8 one', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `baandee_c_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name} template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C'`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await expect(openPostgres(url.toString())).rejects.toThrow(DatabaseLocaleError);
      await expect(openPostgres(url.toString())).rejects.toThrow(/createdb --template=template0 --locale=C.UTF-8/);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
