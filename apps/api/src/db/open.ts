import { mkdirSync } from 'node:fs';
import type { Config } from '../config.js';
import { openPglite, openPostgres, type Database } from './database.js';

/**
 * PGlite in DATA_DIR by default; a real PostgreSQL server when DATABASE_URL is set, with
 * its read replica when DATABASE_READ_URL is.
 */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    return openPostgres(config.DATABASE_URL, {
      replicaUrl: config.DATABASE_READ_URL,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      workMem: config.DATABASE_WORK_MEM || null,
    });
  }
  mkdirSync(config.pgliteDir, { recursive: true });
  return openPglite({ dataDir: config.pgliteDir });
}
