import { sql, type Kysely } from 'kysely';
import {
  DIRECTIONS,
  LISTING_EVENT_KINDS,
  LISTING_IMAGE_ROLES,
  LISTING_SELL_TYPES,
  LISTING_STATUSES,
  MODERATION_ACTIONS,
  PRICE_KINDS,
} from '@baandee/domain';
import { replaceCheck } from '../migration-helpers.js';

/**
 * Listings (spec sections 3 and 4) and what hangs off them: photos, nearby stations and
 * places, furniture and facilities, moderation history, price history, favourites,
 * contact-owner leads and the per-day events the dashboard reads.
 *
 * Prices and fees are baht in numeric(14,2) (docs/decisions/007: exact, read as strings).
 * Price history hangs on the unit (`unit_key`: owner, project or position, floor, size),
 * not the listing row, so a unit closed and posted again keeps its history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const price = 'numeric(14, 2)';
  await db.schema
    .createTable('listings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('sell_status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('sell_type', 'text')
    .addColumn('estate_type_id', 'integer', (c) => c.references('estate_types.id'))
    .addColumn('project_estate_id', 'integer', (c) => c.references('project_estates.id').onDelete('set null'))
    .addColumn('project_estate_name', 'text')
    .addColumn('area_size', 'numeric(12, 2)')
    .addColumn('released_year', 'integer')
    .addColumn('total_floor', 'integer')
    .addColumn('room_floor', 'integer')
    .addColumn('total_bedroom', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_restroom', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('car_park_size', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_kitchen', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_diningroom', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_livingroom', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('room_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('direction', 'text')
    .addColumn('room_prominent_id', 'smallint')
    .addColumn('room_view_id', 'smallint')
    .addColumn('is_pet_allow', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_cooking_allow', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_smoking_allow', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rent_price', price)
    .addColumn('sell_price', price)
    .addColumn('maintenance_fee', price)
    .addColumn('deposit_price', price)
    .addColumn('insurance_fee', price)
    .addColumn('water_price_per_unit', price)
    .addColumn('electricity_price_per_unit', price)
    .addColumn('internet_price_per_month', price)
    .addColumn('location_lat', 'double precision')
    .addColumn('location_lng', 'double precision')
    .addColumn('postal_code', 'text')
    .addColumn('address_short', 'text')
    .addColumn('province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('district_id', 'integer', (c) => c.references('districts.id'))
    .addColumn('sub_district_id', 'integer', (c) => c.references('sub_districts.id'))
    .addColumn('road', 'text')
    .addColumn('lane', 'text')
    .addColumn('announce_title', 'text')
    .addColumn('announce_description', 'text')
    .addColumn('video_preview', 'text')
    .addColumn('contact_firstname', 'text')
    .addColumn('contact_lastname', 'text')
    .addColumn('contact_company_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('contact_line', 'text')
    .addColumn('contact_facebook', 'text')
    .addColumn('contact_site', 'text')
    .addColumn('unit_key', 'text')
    .addColumn('moderation_reason', 'text')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('first_published_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('boosted_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await replaceCheck(db, 'listings', 'status', LISTING_STATUSES);
  await replaceCheck(db, 'listings', 'sell_type', LISTING_SELL_TYPES);
  await replaceCheck(db, 'listings', 'direction', DIRECTIONS);
  // a counted view (view_count alone moving) is not an edit: updated_at stays
  await sql`create trigger listings_set_updated_at before update on listings for each row
    when (old.view_count is not distinct from new.view_count) execute function set_updated_at()`.execute(db);
  await sql`create index listings_user_id_idx on listings (user_id, created_at desc)`.execute(db);
  await sql`create index listings_status_published_idx on listings (status, published_at desc)`.execute(db);
  await sql`create index listings_status_submitted_idx on listings (status, submitted_at)`.execute(db);
  await sql`create index listings_expires_at_idx on listings (expires_at) where status = 'publish'`.execute(db);
  await sql`create index listings_unit_key_idx on listings (unit_key)`.execute(db);
  // one unfinished listing per owner (spec section 4): a draft never sent for publishing
  await sql`create unique index listings_one_unfinished_idx on listings (user_id)
    where status = 'draft' and first_published_at is null and submitted_at is null`.execute(db);

  // Photos belong to their uploader until a listing takes them (listing_id set on store).
  await db.schema
    .createTable('listing_images')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
    .addColumn('role', 'text')
    .addColumn('position', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('thumb_url', 'text', (c) => c.notNull())
    .addColumn('large_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await replaceCheck(db, 'listing_images', 'role', LISTING_IMAGE_ROLES);
  await sql`create index listing_images_listing_idx on listing_images (listing_id, role, position)`.execute(db);
  await sql`create index listing_images_user_idx on listing_images (user_id)`.execute(db);

  await db.schema
    .createTable('listing_stations')
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('train_station_id', 'integer', (c) => c.notNull().references('train_stations.id'))
    .addColumn('train_type_id', 'integer', (c) => c.notNull().references('train_types.id'))
    .addColumn('distance_km', 'numeric(6, 2)', (c) => c.notNull())
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addPrimaryKeyConstraint('listing_stations_pkey', ['listing_id', 'train_station_id'])
    .execute();
  await sql`create index listing_stations_station_idx on listing_stations (train_station_id)`.execute(db);

  await db.schema
    .createTable('listing_places')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('location_type_id', 'integer', (c) => c.notNull().references('location_types.id'))
    .addColumn('location_name', 'text', (c) => c.notNull())
    .addColumn('distance_km', 'numeric(6, 2)', (c) => c.notNull())
    .addColumn('position', 'smallint', (c) => c.notNull())
    .execute();
  await sql`create index listing_places_listing_idx on listing_places (listing_id)`.execute(db);

  for (const [table, column, target] of [
    ['listing_furniture', 'furniture_id', 'furniture'],
    ['listing_facilities', 'facility_id', 'facilities'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
      .addColumn(column, 'integer', (c) => c.notNull().references(`${target}.id`))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['listing_id', column])
      .execute();
    await sql`create index ${sql.id(`${table}_${column}_idx`)} on ${sql.table(table)} (${sql.ref(column)})`.execute(db);
  }

  await db.schema
    .createTable('listing_moderations')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await replaceCheck(db, 'listing_moderations', 'action', MODERATION_ACTIONS);
  await sql`create index listing_moderations_listing_idx on listing_moderations (listing_id, created_at)`.execute(db);

  await db.schema
    .createTable('listing_price_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('unit_key', 'text', (c) => c.notNull())
    .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('old_price', price)
    .addColumn('new_price', price)
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await replaceCheck(db, 'listing_price_changes', 'kind', PRICE_KINDS);
  await sql`create index listing_price_changes_unit_idx on listing_price_changes (unit_key, changed_at)`.execute(db);

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favorites_pkey', ['user_id', 'listing_id'])
    .execute();
  await sql`create index favorites_user_created_idx on favorites (user_id, created_at desc)`.execute(db);
  await sql`create index favorites_listing_idx on favorites (listing_id)`.execute(db);

  await db.schema
    .createTable('listing_leads')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index listing_leads_owner_idx on listing_leads (owner_id, created_at desc)`.execute(db);
  await sql`create index listing_leads_listing_idx on listing_leads (listing_id)`.execute(db);

  await db.schema
    .createTable('listing_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await replaceCheck(db, 'listing_events', 'kind', LISTING_EVENT_KINDS);
  await sql`create index listing_events_owner_idx on listing_events (owner_id, created_at)`.execute(db);
  await sql`create index listing_events_listing_idx on listing_events (listing_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'listing_events',
    'listing_leads',
    'favorites',
    'listing_price_changes',
    'listing_moderations',
    'listing_facilities',
    'listing_furniture',
    'listing_places',
    'listing_stations',
    'listing_images',
    'listings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
