import { sql, type Kysely } from 'kysely';

/**
 * A keyword matches a listing's own words and its stations within walking distance only
 * (issue #27, STATION_WALKING_DISTANCE_KM): "คอนโด สุขุมวิท" found condos in Rangsit whose
 * "nearby" station of the Sukhumvit Line was 8.5 km away. The search text now ends with the
 * near stations after the listing's own words; `own_length` says how many characters are its
 * own, and `station_word_ids` which indexed spellings it holds only through those stations,
 * so a keyword the listing's own words hold ranks above one only its stations hold. The
 * running boosts' index carries those ids too, so a keyword of indexed words is still
 * matched and ranked in that index alone (migration 0017).
 *
 * Every stored row's text changes: the rows are removed here, and the next start finds the
 * table out of step with the published listings and rebuilds it with the code's texts
 * (seed/listing-search.ts, as for a database from before the search).
 */
const FILTER_COLUMNS = sql.raw(`sell_type, estate_type_id, province_id, total_bedroom, total_restroom, car_park_size,
  has_living, has_dining, has_kitchen, is_pet_allow, is_cooking_allow, is_smoking_allow,
  rent_price, sell_price, sort_price, furniture_ids, facility_ids, station_ids, line_ids, train_type_ids`);

const boostedIndex = (db: Kysely<unknown>, extra: ReturnType<typeof sql.raw>) =>
  sql`create index listing_search_boosted_idx on listing_search (boosted_until)
    include (published_at, listing_id, district_id, ${FILTER_COLUMNS}, word_ids, title_text${extra}) where boosted_until is not null`.execute(db);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from listing_search`.execute(db);
  await sql`alter table listing_search add column own_length integer not null default 0`.execute(db);
  await sql`alter table listing_search add column station_word_ids integer[] not null default '{}'`.execute(db);
  await sql`drop index listing_search_boosted_idx`.execute(db);
  await boostedIndex(db, sql.raw(', station_word_ids'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from listing_search`.execute(db);
  await sql`drop index listing_search_boosted_idx`.execute(db);
  await boostedIndex(db, sql.raw(''));
  await sql`alter table listing_search drop column station_word_ids`.execute(db);
  await sql`alter table listing_search drop column own_length`.execute(db);
}
