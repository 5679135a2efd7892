import { sql, type Kysely } from 'kysely';
import { createListingSearchQueries } from '../../modules/search/listing-search.queries.js';
import type { DB } from '../schema.js';

/**
 * The search's table (docs/decisions/015) holds one row per published listing; every change
 * of a listing keeps it so. Listings written another way (a bulk load, a database from
 * before the search) leave it out of step: then each start rebuilds it. Rows' word ids
 * are filled again when the code's indexed spellings differ from the table's `search_words`.
 * When both are in step this is one query of two counts and one read of the words.
 */
export async function seedListingSearch(db: Kysely<DB>): Promise<void> {
  const inStep = await createListingSearchQueries(db).inStep();
  const changed = await db.transaction().execute(async (trx) => {
    const queries = createListingSearchQueries(trx);
    if (inStep) return queries.refreshWords();
    await queries.refreshAll();
    return true;
  });
  if (!changed) return;
  // statistics for the planner, and the visibility map the index-only counts need (PGlite has no autovacuum)
  await sql`vacuum analyze listing_search`.execute(db);
}
