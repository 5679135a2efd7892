import { sql, type Kysely } from 'kysely';
import { AD_PAGES, AD_POSITIONS, ADVERTISE_TYPES } from '@baandee/domain';
import { attachSetUpdatedAt, replaceCheck } from '../migration-helpers.js';

/**
 * Advertisements and the event banner (spec sections 2, 3, 7; DESIGN 4.13).
 *
 * `ads`: a picture with a link, or sanitised HTML, for one page and position, shown while
 * active and within its dates. `ad_daily_counts`: impressions and clicks per ad and
 * Bangkok day, added to in batches off the request's path. `event_banners`: Home's banner
 * of the running event.
 *
 * Every page view reads the ads, so each API process keeps them in memory; `ads_version`
 * is renewed by the database on every write to either table, and a process that sees a
 * new version reads them again, so an admin's change reaches every process.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('advertise_type', 'text', (c) => c.notNull().defaultTo('customize'))
    .addColumn('page_name', 'text', (c) => c.notNull())
    .addColumn('page_position', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('link', 'text')
    .addColumn('html', 'text')
    .addColumn('alt_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('ads_content_check', sql`image_url is not null or html is not null`)
    .addCheckConstraint('ads_window_check', sql`ends_at is null or ends_at > starts_at`)
    .execute();
  await replaceCheck(db, 'ads', 'advertise_type', ADVERTISE_TYPES);
  await replaceCheck(db, 'ads', 'page_name', AD_PAGES);
  await replaceCheck(db, 'ads', 'page_position', AD_POSITIONS);
  await attachSetUpdatedAt(db, 'ads');

  await db.schema
    .createTable('ad_daily_counts')
    .addColumn('ad_id', 'integer', (c) => c.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('impressions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('ad_daily_counts_pkey', ['ad_id', 'day'])
    .execute();

  await db.schema
    .createTable('event_banners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('title_th', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('event_banners_window_check', sql`ends_at is null or ends_at > starts_at`)
    .execute();
  await attachSetUpdatedAt(db, 'event_banners');

  await sql`create table ads_version (
    id boolean primary key default true check (id),
    version bigint not null
  )`.execute(db);
  await sql`insert into ads_version (id, version) values (true, 1)`.execute(db);
  await sql`create or replace function bump_ads_version() returns trigger language plpgsql as $$
    begin
      update ads_version set version = version + 1;
      return null;
    end $$`.execute(db);
  for (const table of ['ads', 'event_banners']) {
    await sql`create trigger ${sql.id(`${table}_bump_ads_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_ads_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ads_version').execute();
  await db.schema.dropTable('event_banners').execute();
  await db.schema.dropTable('ad_daily_counts').execute();
  await db.schema.dropTable('ads').execute();
  await sql`drop function if exists bump_ads_version()`.execute(db);
}
