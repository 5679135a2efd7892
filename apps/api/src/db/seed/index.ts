import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { createStorage, type Storage } from '../../plugins/storage.plugin.js';
import { passwordCost } from '../../lib/password.js';
import { ensureAdmin, type AdminAccount } from '../admin.js';
import type { DB } from '../schema.js';
import { seedDemoAds } from './demo-ads.js';
import { seedDemoListings } from './demo-listings.js';
import { seedMasterData } from './master-data.js';
import { seedListingSearch } from './listing-search.js';
import { seedPackages } from './packages.js';
import { seedTrends } from './trends.js';
import { seedArticleCategories } from './article-categories.js';
import { seedDemoArticles } from './demo-articles.js';

export interface SeedOptions {
  /** Demo data (listings and articles as those features arrive); master data is always seeded. */
  demo: boolean;
  /** The admin account to make sure of (config.admin: with SEED_DEMO or ADMIN_EMAIL). */
  admin?: AdminAccount | null;
  /** A model endpoint writes listing texts (LLM_API_URL): the package's details say so. */
  listingTextByModel?: boolean;
  /** Where the demo listings' pictures go; needed when `demo` is set. */
  storage?: Storage;
}

type Seeder = (db: Kysely<DB>, options: SeedOptions) => Promise<void>;

async function seedAdmin(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  if (options.admin) await ensureAdmin(db, options.admin);
}

/**
 * Seeders run in order and are idempotent: each inserts what is missing and leaves
 * existing rows alone, so `npm start` can run them on every start cheaply.
 */
const seeders: Seeder[] = [seedMasterData, seedTrends, seedPackages, seedArticleCategories, seedAdmin, seedDemoListings, seedListingSearch, seedDemoAds, seedDemoArticles];

export async function seed(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  for (const run of seeders) await run(db, options);
}

/** What the configuration asks the seed for (SEED_DEMO, ADMIN_EMAIL, ADMIN_PASSWORD). */
export function seedOptions(config: Config): SeedOptions {
  return {
    demo: config.SEED_DEMO,
    listingTextByModel: config.llm !== null,
    admin: config.admin && { email: config.admin.email, password: config.admin.password, hashCost: passwordCost(config) },
  };
}

/** Seeds what the configuration asks for, with the configured storage for the demo pictures. */
export async function seedFromConfig(db: Kysely<DB>, config: Config): Promise<void> {
  const storage = config.SEED_DEMO ? await createStorage(config) : undefined;
  try {
    await seed(db, { ...seedOptions(config), storage });
  } finally {
    storage?.close();
  }
}
