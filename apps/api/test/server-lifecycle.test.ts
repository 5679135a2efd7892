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

const STARTUP_TIMEOUT_MS = 240_000; // migrating and seeding a new PGlite folder beside the browser suite (60-120 s seen; 11 s alone)

function runCli(args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/db/cli.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Runs the real server process (`npm start` without the web build) on the PGlite folder,
 * on a port the system picks (PORT=0). The URL is read from the child's own output, so the
 * test only ever talks to the server it started.
 */
async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    // the demo listings' first drawing is the demo seed's own test; the admin is seeded here
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'admin@baandee.local',
      ADMIN_PASSWORD: 'lifecycle-admin-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // a server that never got ready is stopped, so it does not hold the folder for the next test
    const timer = setTimeout(() => {
      child.removeAllListeners('exit');
      child.once('exit', () => reject(new Error(`server not ready within ${STARTUP_TIMEOUT_MS} ms: ${output}`)));
      child.kill('SIGKILL');
    }, STARTUP_TIMEOUT_MS);
    child.stdout.on('data', (d) => {
      output += d;
      const match = /is running at (http:\/\/localhost:(\d+))/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[2]}`);
      }
    });
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`server exited: ${output}`));
    });
  });
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
    const first = await startServer();
    const posted = await fetch(`${first.url}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(posted.status).toBe(200);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('is running at');

    const second = await startServer();
    const health = await fetch(`${second.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await second.stop('SIGINT')).toBe(0);

    // read the folder directly: the message written before the first stop is there once
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    const rows = await db.query<{ n: number }>(`select count(*)::int as n from contact_messages where email = $1`, [message.email]);
    await db.close();
    expect(rows.rows[0]?.n).toBe(1);
  }, 540_000);

  it('seeded the configured admin on start, and admin:create promotes only existing accounts', async () => {
    const missing = await runCli(['admin:create', 'nobody@example.com']);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('no account with the e-mail nobody@example.com: register it first');
    const seeded = await runCli(['admin:create', 'admin@baandee.local']);
    expect(seeded.output).toContain('admin@baandee.local is already an admin');
    expect(seeded.code).toBe(0);
  }, 120_000);
});

describe('configuration', () => {
  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a URL starting with postgres:/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://127.0.0.1:5433/baandee' })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/baandee', DATABASE_READ_URL: 'redis://x' })).toThrow(/DATABASE_READ_URL: must be a URL starting with postgres:/);
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/baandee', DATABASE_READ_URL: 'postgres://127.0.0.1:5433/baandee' });
    expect(config.DATABASE_READ_URL).toBe('postgres://127.0.0.1:5433/baandee');
    expect(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/baandee', DATABASE_READ_URL: '' }).DATABASE_READ_URL).toBeUndefined();
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
