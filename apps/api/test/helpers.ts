import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openPostgres, type Database } from '../src/db/database.js';
import { openReusablePglite } from './support/pglite-reuse.js';
import type { Mailer, OutgoingMail } from '../src/plugins/mail.plugin.js';

export const DB_KIND = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh copy of the migrated, seeded template database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  if (DB_KIND === 'pglite') return openReusablePglite(() => new Blob([readFileSync(inject('pgliteTemplate'))]));
  const template = inject('postgresTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!template || !adminUrl) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
  const name = `${template.replace('_tpl_', '_t_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/** Keeps every mail a test app sends, so tests can read links out of them. */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
  last(to?: string): OutgoingMail | undefined {
    return [...this.sent].reverse().find((m) => !to || m.to === to);
  }
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  mailer: MemoryMailer;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database; `env` overrides configuration per file. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    realMailer?: boolean;
    logStream?: { write(line: string): void };
    beforeReady?: (app: App) => void;
    /** Opens the app's database instead of a fresh in-memory copy of the template (it may read the config). */
    openDatabase?: (config: Config) => Promise<Database>;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'baandee-data-'));
  // no polling job workers and no background photo hashing: a test runs queued jobs when it
  // wants with app.jobs.drain(), and hashes old photos with hashOldPhotos()
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', JOBS_POLL_INTERVAL_SECONDS: '0', PHOTO_HASH_INTERVAL_MINUTES: '0', ...env });
  const database = options.openDatabase ? await options.openDatabase(config) : await openTestDatabase();
  const mailer = new MemoryMailer();
  const app = await buildApp({ config, database, mailer: options.realMailer ? undefined : mailer, logStream: options.logStream });
  options.beforeReady?.(app);
  await app.ready();
  // tests search what they just wrote: the index in memory is read before they start
  await app.searchIndex.loaded();
  return {
    app,
    database,
    config,
    mailer,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
