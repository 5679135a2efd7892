import type { Migration } from 'kysely';
import * as core from './0001-core.js';

/** Ordered migrations; the key is the name recorded in the database. Append only. */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
};
