import { sql, type Kysely } from 'kysely';
import { createListingSearchQueries } from '../../modules/search/listing-search.queries.js';
import type { DB } from '../schema.js';

/**
 * The search's table (docs/decisions/015) holds one row per published listing; every change
 * of a listing keeps it so. Listings written another way (a bulk load, a database from
 * before the search) leave it out of step: then each start rebuilds it. When it is in step
 * this is one query of two counts.
 */
export async function seedListingSearch(db: Kysely<DB>): Promise<void> {
  const queries = createListingSearchQueries(db);
  if (await queries.inStep()) return;
  await db.transaction().execute((trx) => createListingSearchQueries(trx).refreshAll());
  // statistics for the planner, and the visibility map the index-only counts need (PGlite has no autovacuum)
  await sql`vacuum analyze listing_search`.execute(db);
}
