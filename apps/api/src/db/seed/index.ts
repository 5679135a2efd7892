import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';
import { seedMasterData } from './master-data.js';

export interface SeedOptions {
  /** Demo listings, articles and the admin account; master data is always seeded. */
  demo: boolean;
}

type Seeder = (db: Kysely<DB>, options: SeedOptions) => Promise<void>;

/**
 * Seeders run in order and are idempotent: each inserts what is missing and leaves
 * existing rows alone, so `npm start` can run them on every start cheaply.
 */
const seeders: Seeder[] = [seedMasterData];

export async function seed(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  for (const run of seeders) await run(db, options);
}
