import { sql, type Kysely } from 'kysely';

/**
 * The search index's read (docs/decisions/072). Each `listing_search` row keeps its eleven id
 * lists a second time, packed, as the search index reads them: `packed_id_lists`, made by the
 * database from the lists (so every write keeps it in step), each list as its length and then
 * its ids, 32-bit big-endian, in this order (search-index-columns.ts `ID_LISTS`). The index's
 * copy sends that one `bytea` as it is stored, where sending eleven `integer[]` passed every id
 * through its type's send function: more than half of the database's work in a load.
 * The `integer[]` columns stay: the database's own search reads them through their indexes.
 */
const PACKED = [
  'train_type_ids',
  'line_ids',
  'station_ids',
  'furniture_ids',
  'facility_ids',
  'word_ids',
  'stations_500m',
  'stations_1000m',
  'stations_2000m',
  'title_word_ids',
  'station_word_ids',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function search_packed_ids(ids integer[]) returns bytea language sql immutable parallel safe as $$
    select int4send(coalesce(cardinality(ids), 0))
      || coalesce((select string_agg(int4send(id), ''::bytea order by at) from unnest(ids) with ordinality as u(id, at)), ''::bytea)
  $$`.execute(db);
  // one statement: the table is rewritten once, its values kept in the row (compressed at most)
  await sql`alter table listing_search
    add column packed_id_lists bytea not null generated always as (${sql.join(
      PACKED.map((column) => sql`search_packed_ids(${sql.ref(column)})`),
      sql` || `,
    )}) stored,
    alter column packed_id_lists set storage main`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_search drop column packed_id_lists`.execute(db);
  await sql`drop function search_packed_ids(integer[])`.execute(db);
}
