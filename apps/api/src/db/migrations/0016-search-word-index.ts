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
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table search_words (id integer primary key, word text not null unique)`.execute(db);
  await sql`alter table listing_search add column word_ids integer[] not null default '{}'`.execute(db);
  await sql`create index listing_search_words_idx on listing_search using gin (word_ids)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index listing_search_words_idx`.execute(db);
  await sql`alter table listing_search drop column word_ids`.execute(db);
  await sql`drop table search_words`.execute(db);
}
