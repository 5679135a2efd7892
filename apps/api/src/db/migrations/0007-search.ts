import { sql, type Kysely } from 'kysely';
import { LISTING_SELL_TYPES, SEARCH_SOURCES } from '@baandee/domain';
import { attachSetUpdatedAt, replaceCheck } from '../migration-helpers.js';

/**
 * Search (spec sections 2, 3, 7; DESIGN 4.11).
 *
 * `listing_search` holds one narrow row per published listing: every column a filter or
 * an order reads, the ids of its furniture, facilities, nearby stations and their lines
 * as arrays, and its text in one normalised, lower-cased string (title, project, address,
 * area, station and type names in Thai and English) behind a trigram index, so a search
 * never touches the wide listings table or joins to filter. The listings module keeps it
 * in step inside the same transaction as every change of a listing; a row exists exactly
 * while the listing is published.
 *
 * `trends` are admin-curated names with a saved search filter; hot searches (the quick
 * menu) open one. `search_logs` records each search for the dashboard, written in batches
 * off the request's path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const price = 'numeric(14, 2)';
  await db.schema
    .createTable('listing_search')
    .addColumn('listing_id', 'integer', (c) => c.primaryKey().references('listings.id').onDelete('cascade'))
    .addColumn('sell_type', 'text')
    .addColumn('estate_type_id', 'integer')
    .addColumn('province_id', 'integer')
    .addColumn('district_id', 'integer')
    .addColumn('sub_district_id', 'integer')
    .addColumn('total_bedroom', 'smallint', (c) => c.notNull())
    .addColumn('total_restroom', 'smallint', (c) => c.notNull())
    .addColumn('car_park_size', 'smallint', (c) => c.notNull())
    .addColumn('has_living', 'boolean', (c) => c.notNull())
    .addColumn('has_dining', 'boolean', (c) => c.notNull())
    .addColumn('has_kitchen', 'boolean', (c) => c.notNull())
    .addColumn('is_pet_allow', 'boolean', (c) => c.notNull())
    .addColumn('is_cooking_allow', 'boolean', (c) => c.notNull())
    .addColumn('is_smoking_allow', 'boolean', (c) => c.notNull())
    .addColumn('rent_price', price)
    .addColumn('sell_price', price)
    // the rent, else the sale price: what "by price" orders when no sell type is chosen
    .addColumn('sort_price', price, (c) => c.notNull())
    .addColumn('furniture_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('facility_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('station_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('line_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('train_type_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('location_lat', 'double precision')
    .addColumn('location_lng', 'double precision')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('boosted_until', 'timestamptz')
    .addColumn('title_text', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  await replaceCheck(db, 'listing_search', 'sell_type', LISTING_SELL_TYPES);
  // Each order an index can walk, so a page stops after its rows (MACHINE-NOTES: search at 1M).
  // The date order's index carries every filter column, so a page and the capped count of a
  // search without a keyword are index-only walks of this narrow index, never of the table.
  await sql`create index listing_search_published_idx on listing_search (published_at desc, listing_id desc)
    include (sell_type, estate_type_id, province_id, district_id, total_bedroom, total_restroom, car_park_size,
      has_living, has_dining, has_kitchen, is_pet_allow, is_cooking_allow, is_smoking_allow,
      rent_price, sell_price, sort_price, boosted_until, furniture_ids, facility_ids, line_ids, train_type_ids)`.execute(db);
  // A search is one short query among many at once: a parallel plan only adds start-up and
  // merge work (a capped count took 3x longer with two workers on a two-core machine).
  await sql`alter table listing_search set (parallel_workers = 0)`.execute(db);
  await sql`create index listing_search_rent_price_idx on listing_search (rent_price, listing_id) where rent_price is not null`.execute(db);
  await sql`create index listing_search_sell_price_idx on listing_search (sell_price, listing_id) where sell_price is not null`.execute(db);
  await sql`create index listing_search_sort_price_idx on listing_search (sort_price, listing_id)`.execute(db);
  await sql`create index listing_search_district_idx on listing_search (district_id, published_at desc)`.execute(db);
  await sql`create index listing_search_province_idx on listing_search (province_id, published_at desc)`.execute(db);
  await sql`create index listing_search_type_idx on listing_search (estate_type_id, published_at desc)`.execute(db);
  await sql`create index listing_search_boosted_idx on listing_search (boosted_until) where boosted_until is not null`.execute(db);
  await sql`create index listing_search_text_trgm_idx on listing_search using gin (search_text gin_trgm_ops)`.execute(db);
  for (const column of ['station_ids', 'line_ids', 'furniture_ids', 'facility_ids']) {
    await sql`create index ${sql.id(`listing_search_${column}_idx`)} on listing_search using gin (${sql.id(column)})`.execute(db);
  }

  await db.schema
    .createTable('trends')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name_th', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('filter', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await attachSetUpdatedAt(db, 'trends');
  // the quick menu (get-hot-trend) names each chip's trend: a trend's change is a master-data change
  await sql`create trigger trends_bump_master_data_version
    after insert or update or delete or truncate on trends
    for each statement execute function bump_master_data_version()`.execute(db);
  await db.schema
    .alterTable('hot_searches')
    .addColumn('trend_id', 'integer', (c) => c.references('trends.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('search_logs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('analytics_id', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('trend_id', 'integer', (c) => c.references('trends.id').onDelete('set null'))
    .addColumn('keyword', 'text')
    .addColumn('sell_type', 'text')
    .addColumn('estate_type_id', 'integer')
    .addColumn('province_id', 'integer')
    .addColumn('district_id', 'integer')
    .addColumn('min_price', price)
    .addColumn('max_price', price)
    .addColumn('filter', 'jsonb', (c) => c.notNull())
    .addColumn('result_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await replaceCheck(db, 'search_logs', 'source', SEARCH_SOURCES);
  await sql`create index search_logs_created_idx on search_logs (created_at)`.execute(db);
  await sql`create index search_logs_district_idx on search_logs (district_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_logs').execute();
  await db.schema.alterTable('hot_searches').dropColumn('trend_id').execute();
  await db.schema.dropTable('trends').execute();
  await db.schema.dropTable('listing_search').execute();
}
