import { sql, type Kysely } from 'kysely';

/**
 * The running boosts a search ranks first (docs/decisions/015) are read on every search:
 * about 2% of a million listings in the search benchmark, 17,000 rows. Through the plain
 * index on `boosted_until` each was a random read of a wide row of `listing_search` (a
 * Bitmap Heap Scan of 12,000-16,000 pages: 20-140 ms a search at a million listings, the
 * largest part of most searches without a keyword). The index now carries every column a
 * filter or an order reads, as the date order's index does, so without a keyword the
 * boosted matches are an index-only scan of this small index (4 MB at a million listings;
 * 4-8 ms). A keyword still reads the boosted rows' text.
 */
const FILTER_COLUMNS = sql.raw(`published_at, listing_id, sell_type, estate_type_id, province_id, district_id,
  total_bedroom, total_restroom, car_park_size, has_living, has_dining, has_kitchen,
  is_pet_allow, is_cooking_allow, is_smoking_allow, rent_price, sell_price, sort_price,
  furniture_ids, facility_ids, station_ids, line_ids, train_type_ids`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index listing_search_boosted_idx`.execute(db);
  await sql`create index listing_search_boosted_idx on listing_search (boosted_until) include (${FILTER_COLUMNS})
    where boosted_until is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index listing_search_boosted_idx`.execute(db);
  await sql`create index listing_search_boosted_idx on listing_search (boosted_until) where boosted_until is not null`.execute(db);
}
