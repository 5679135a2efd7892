import { sql, type Kysely } from 'kysely';

/**
 * Two more of the search's indexes carry every column a filter or an order reads, as the
 * date order's index does (docs/decisions/015), so what they find is checked in the index
 * instead of in wide rows of `listing_search` read at random (measured at a million
 * listings, the search benchmark's data):
 *
 * - The running boosts a search ranks first are read on every search: about 2% of the
 *   listings, 17,000 rows. Through the plain index on `boosted_until` each was a random
 *   row read (a Bitmap Heap Scan of 12,000-16,000 pages: 20-140 ms, the largest part of
 *   most searches without a keyword); now an index-only scan of 4 MB, 4-8 ms. A keyword
 *   still reads the boosted rows' text.
 * - A district with other filters (type, offer) was counted through a bitmap of the
 *   district's and the type's indexes and a recheck of every row: 14-131 ms. The district's
 *   index now walks in date order with every filter column, so the capped count is an
 *   index-only walk: 0.3-1.8 ms (210 MB at a million listings).
 */
const FILTER_COLUMNS = sql.raw(`sell_type, estate_type_id, province_id, total_bedroom, total_restroom, car_park_size,
  has_living, has_dining, has_kitchen, is_pet_allow, is_cooking_allow, is_smoking_allow,
  rent_price, sell_price, sort_price, furniture_ids, facility_ids, station_ids, line_ids, train_type_ids`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index listing_search_boosted_idx`.execute(db);
  await sql`create index listing_search_boosted_idx on listing_search (boosted_until)
    include (published_at, listing_id, district_id, ${FILTER_COLUMNS}) where boosted_until is not null`.execute(db);
  await sql`drop index listing_search_district_idx`.execute(db);
  await sql`create index listing_search_district_idx on listing_search (district_id, published_at desc, listing_id desc)
    include (boosted_until, ${FILTER_COLUMNS})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index listing_search_district_idx`.execute(db);
  await sql`create index listing_search_district_idx on listing_search (district_id, published_at desc)`.execute(db);
  await sql`drop index listing_search_boosted_idx`.execute(db);
  await sql`create index listing_search_boosted_idx on listing_search (boosted_until) where boosted_until is not null`.execute(db);
}
