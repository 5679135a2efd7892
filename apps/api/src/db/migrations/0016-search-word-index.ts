import { sql, type Kysely } from 'kysely';

/**
 * The search's word index (docs/decisions/015, revision "a word index"): `search_words`
 * holds the dictionary's spellings with their ids (the start-up keeps it equal to the
 * code's dictionary), and each `listing_search` row the ids of those its search text
 * contains, in a GIN index. A keyword's indexed words are then found exactly, where the
 * trigram index (short Thai words share their trigrams with many others) found a
 * district's name in 140,000 rows to recheck for 4,400 matches at a million listings.
 * Rows are filled by the next refresh; the start-up fills every row when the table's
 * words differ from the code's.
 *
 * The running boosts' index (migration 0015) carries the word ids too: a keyword's boosted
 * matches are then tested in that index alone, where each of the ~17,000 boosted rows was
 * read from the table at a million listings to test its text (130-190 ms).
 */
const FILTER_COLUMNS = sql.raw(`sell_type, estate_type_id, province_id, total_bedroom, total_restroom, car_park_size,
  has_living, has_dining, has_kitchen, is_pet_allow, is_cooking_allow, is_smoking_allow,
  rent_price, sell_price, sort_price, furniture_ids, facility_ids, station_ids, line_ids, train_type_ids`);

const boostedIndex = (db: Kysely<unknown>, extra: ReturnType<typeof sql.raw>) =>
  sql`create index listing_search_boosted_idx on listing_search (boosted_until)
    include (published_at, listing_id, district_id, ${FILTER_COLUMNS}${extra}) where boosted_until is not null`.execute(db);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_words (id integer primary key, word text not null unique)`.execute(db);
  await sql`alter table listing_search add column word_ids integer[] not null default '{}'`.execute(db);
  await sql`create index listing_search_words_idx on listing_search using gin (word_ids)`.execute(db);
  await sql`drop index listing_search_boosted_idx`.execute(db);
  await boostedIndex(db, sql.raw(', word_ids'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index listing_search_boosted_idx`.execute(db);
  await boostedIndex(db, sql.raw(''));
  await sql`drop index listing_search_words_idx`.execute(db);
  await sql`alter table listing_search drop column word_ids`.execute(db);
  await sql`drop table search_words`.execute(db);
}
