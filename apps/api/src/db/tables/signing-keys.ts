import type { CreatedAt } from './core.js';

/** A secret the server signs links with, per purpose (migration 0035). */
export interface SigningKeysTable {
  purpose: string;
  secret: string;
  created_at: CreatedAt;
}

export interface SigningKeyTables {
  signing_keys: SigningKeysTable;
}
