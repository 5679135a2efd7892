import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seed } from '../src/db/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/** One prepared template per kind of database, and how many projects still use it. */
interface Template {
  ready: Promise<{ dumpFile: string; postgresTemplate: string | null }>;
  dir: string;
  users: number;
}

/**
 * The templates of this run, shared by the projects of one kind (the API suite and its
 * isolated files): vitest runs each project's global setup in the same process, one after
 * the other, so the second finds the first's template instead of migrating and seeding again.
 */
const templates: Map<string, Template> = ((globalThis as { baandeeTestTemplates?: Map<string, Template> }).baandeeTestTemplates ??= new Map());

function startTemplate(kind: string): Template {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'baandee-test-'));
  const template = { ready: prepare(kind, dir), dir, users: 0 };
  templates.set(kind, template);
  return template;
}

/**
 * Migrates and seeds one database per test run; each test file then starts from a copy
 * of it (a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE ... TEMPLATE`), which is
 * far cheaper than migrating per file.
 */
export default async function setup(project: TestProject) {
  // each API project prepares only its own kind of database
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  const template = templates.get(kind) ?? startTemplate(kind);
  template.users++;
  const { dumpFile, postgresTemplate } = await template.ready;
  project.provide('pgliteTemplate', dumpFile);
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    if (--template.users > 0) return;
    templates.delete(kind);
    rmSync(template.dir, { recursive: true, force: true });
    if (postgresTemplate) await dropRunDatabases();
  };
}

async function prepare(kind: string, dir: string): Promise<{ dumpFile: string; postgresTemplate: string | null }> {
  let dumpFile = '';
  if (kind === 'pglite') {
    const template = await openPglite();
    await migrateToLatest(template.db);
    await seed(template.db, { demo: false });
    const pglite = (template as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite;
    const dump = await pglite.dumpDataDir('none');
    dumpFile = path.join(dir, 'template.tar');
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    await template.close();
  }

  let postgresTemplate: string | null = null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl && kind === 'postgres') {
    // one template per run, named after the run's process (the teardown drops them all)
    postgresTemplate = `baandee_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${postgresTemplate}`);
    await admin.query(`create database ${postgresTemplate} template template0 encoding 'UTF8' locale 'C.UTF-8'`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    const db = await openPostgres(url.toString());
    await migrateToLatest(db.db);
    await seed(db.db, { demo: false });
    await db.close();
  }
  return { dumpFile, postgresTemplate };
}

/** Drops the template and every per-file database this run made. */
async function dropRunDatabases(): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`baandee_t%_${process.pid}%`]);
  for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
  await admin.end();
}
