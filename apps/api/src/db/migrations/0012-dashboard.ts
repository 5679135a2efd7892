import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { MENU_PRICE_BANDS, SEARCH_DEFAULTS, SEARCH_TERM_DIMENSIONS, SITE_TIME_ZONE } from '@baandee/domain';
import { replaceCheck } from '../migration-helpers.js';

/**
 * The owner's dashboard (DESIGN 4.10, issue #11): daily rollups it answers from, so no
 * dashboard call reads raw events.
 *
 * `listing_daily_stats`: views, search impressions, contacts and favourites per listing
 * and Bangkok day. Views, contacts and favourites arrive as `listing_events` rows and a
 * statement trigger adds each insert's rows to their days in the same statement;
 * impressions have no raw rows (a search page shows ten listings: ten rows per search
 * would outgrow everything else) and are added to the rollup directly, in batches.
 * `owner_daily_stats`: the same per owner and day, kept by statement triggers on the
 * listing rollup (insert, update and delete, so a deleted listing leaves the owner's
 * totals with it): the period chart reads a row per day whatever the number of listings.
 *
 * `search_daily_terms`: searches per Bangkok day (`span` 1) and per week from Monday (`span`
 * 7, `day` its Monday), province (the named one, else the named district's, else 0 for
 * none) and estate type (0 for any), counted under each term a search names: `all` once,
 * its keyword (normalised as `searchTermOf`), its district, each station, its price band
 * (`searchPriceBand`). A period reads its whole weeks from the week rows and the days
 * around them from the day rows: a long tail of keywords makes a row per term and day,
 * and a week row stands for up to seven. A statement trigger on `search_logs` keeps it,
 * so the batch writer of the search log fills both in one statement.
 *
 * `listing_leads.read_at`: the leads inbox marks a message read.
 */

/** The Bangkok day of a timestamp column. */
const bangkokDay = (column: string) => `(${column} at time zone '${SITE_TIME_ZONE}')::date`;

/** SQL for `searchPriceBand(min_price, max_price)` of the search log row `a`: the band index, or null. */
function priceBandSql(): string {
  const value =
    `case when a.max_price is not null and a.max_price <> ${SEARCH_DEFAULTS.max_price} then a.max_price ` +
    `when coalesce(a.min_price, 0) > ${SEARCH_DEFAULTS.min_price} then a.min_price end`;
  const arms = MENU_PRICE_BANDS.map((band, index) =>
    band.max === null ? `when v >= ${band.min} then ${index}` : `when v between ${band.min} and ${band.max} then ${index}`,
  );
  return `(select case ${arms.join(' ')} end from (select ${value} as v) as price)`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listing_leads add column read_at timestamptz`.execute(db);
  await sql`create index listing_leads_unread_idx on listing_leads (owner_id) where read_at is null`.execute(db);

  const counters = (table: CreateTableBuilder<string, string>): CreateTableBuilder<string, string> =>
    table
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('impressions', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('contacts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0));

  await counters(
    db.schema
      .createTable('listing_daily_stats')
      .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade')),
  )
    .addPrimaryKeyConstraint('listing_daily_stats_pkey', ['listing_id', 'day'])
    .execute();
  // the per-listing table sums an owner's days; the counters ride along for an index-only scan
  await sql`create index listing_daily_stats_owner_idx on listing_daily_stats (owner_id, day)
    include (listing_id, views, impressions, contacts, favorites)`.execute(db);
  // recommended ranks every listing by its last days
  await sql`create index listing_daily_stats_day_idx on listing_daily_stats (day)`.execute(db);

  await counters(
    db.schema
      .createTable('owner_daily_stats')
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'date', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('owner_daily_stats_pkey', ['owner_id', 'day'])
    .execute();

  // listing rollup -> owner rollup: inserted rows add, updates add their difference, deletes subtract
  const ownerUpsert = (source: string) => `
    insert into owner_daily_stats as o (owner_id, day, views, impressions, contacts, favorites)
    select owner_id, day, sum(views), sum(impressions), sum(contacts), sum(favorites)
    from (${source}) as delta
    group by owner_id, day
    order by owner_id, day
    on conflict (owner_id, day) do update set
      views = o.views + excluded.views,
      impressions = o.impressions + excluded.impressions,
      contacts = o.contacts + excluded.contacts,
      favorites = o.favorites + excluded.favorites`;
  const ownerTriggers = [
    ['insert', 'referencing new table as added', 'select owner_id, day, views, impressions, contacts, favorites from added'],
    [
      'update',
      'referencing old table as before new table as after',
      // a counter update keeps the owner and the day, so the new rows less the old ones is the difference: no join of the
      // two transition tables (they have no statistics, and a planner guessing small ones would nest loops over them)
      `select owner_id, day, views, impressions, contacts, favorites from after
       union all select owner_id, day, -views, -impressions, -contacts, -favorites from before`,
    ],
    ['delete', 'referencing old table as removed', 'select owner_id, day, -views as views, -impressions as impressions, -contacts as contacts, -favorites as favorites from removed'],
  ] as const;
  for (const [event, referencing, source] of ownerTriggers) {
    await sql
      .raw(
        `create function listing_daily_stats_to_owner_${event}() returns trigger language plpgsql as $$
          begin
            ${ownerUpsert(source)};
            return null;
          end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger listing_daily_stats_to_owner_${event} after ${event} on listing_daily_stats
          ${referencing} for each statement execute function listing_daily_stats_to_owner_${event}()`,
      )
      .execute(db);
  }

  // raw events -> listing rollup, in the statement that inserts them
  await sql
    .raw(
      `create function listing_events_roll_up() returns trigger language plpgsql as $$
        begin
          insert into listing_daily_stats as s (listing_id, day, owner_id, views, contacts, favorites)
          select listing_id, ${bangkokDay('created_at')}, owner_id,
            count(*) filter (where kind = 'view'), count(*) filter (where kind = 'contact'), count(*) filter (where kind = 'favorite')
          from added
          group by 1, 2, 3
          order by 1, 2
          on conflict (listing_id, day) do update set
            views = s.views + excluded.views,
            contacts = s.contacts + excluded.contacts,
            favorites = s.favorites + excluded.favorites;
          return null;
        end $$`,
    )
    .execute(db);
  await sql`create trigger listing_events_roll_up after insert on listing_events
    referencing new table as added for each statement execute function listing_events_roll_up()`.execute(db);

  await db.schema
    .createTable('search_daily_terms')
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('estate_type_id', 'integer', (c) => c.notNull())
    .addColumn('span', 'smallint', (c) => c.notNull().check(sql`span in (1, 7)`))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('searches', 'integer', (c) => c.notNull())
    .execute();
  // an owner's question walks one dimension, their provinces and estate types, over ranges of days and
  // weeks; the count rides along, so the walk never reads the table
  await sql`alter table search_daily_terms add constraint search_daily_terms_pkey
    primary key (dimension, province_id, estate_type_id, span, day, term) include (searches)`.execute(db);
  await replaceCheck(db, 'search_daily_terms', 'dimension', SEARCH_TERM_DIMENSIONS);

  await sql
    .raw(
      `create function search_logs_roll_up() returns trigger language plpgsql as $$
        begin
          insert into search_daily_terms as t (dimension, province_id, estate_type_id, span, day, term, searches)
          select term.dimension, s.province_id, s.estate_type_id, span.days,
            case when span.days = 7 then date_trunc('week', s.day)::date else s.day end, term.value, count(*)
          from (
            select ${bangkokDay('a.created_at')} as day,
              coalesce(a.province_id, d.province_id, 0) as province_id,
              coalesce(a.estate_type_id, 0) as estate_type_id,
              nullif(lower(btrim(regexp_replace(coalesce(a.keyword, ''), '\\s+', ' ', 'g'))), '') as keyword,
              a.district_id, ${priceBandSql()} as band,
              case when jsonb_typeof(a.filter -> 'train_station_cast') = 'array' then a.filter -> 'train_station_cast' else '[]'::jsonb end as stations
            from added a
            left join districts d on d.id = a.district_id
          ) as s
          cross join lateral (
            select 'all' as dimension, '' as value
            union all select 'keyword', s.keyword where s.keyword is not null
            union all select 'district', s.district_id::text where s.district_id is not null
            union all select distinct 'station', station from jsonb_array_elements_text(s.stations) as station
            union all select 'band', s.band::text where s.band is not null
          ) as term
          cross join (values (1), (7)) as span (days)
          group by 1, 2, 3, 4, 5, 6
          order by 1, 2, 3, 4, 5, 6
          on conflict (dimension, province_id, estate_type_id, span, day, term) do update set searches = t.searches + excluded.searches;
          return null;
        end $$`,
    )
    .execute(db);
  await sql`create trigger search_logs_roll_up after insert on search_logs
    referencing new table as added for each statement execute function search_logs_roll_up()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists search_logs_roll_up on search_logs`.execute(db);
  await sql`drop function if exists search_logs_roll_up()`.execute(db);
  await db.schema.dropTable('search_daily_terms').execute();
  await sql`drop trigger if exists listing_events_roll_up on listing_events`.execute(db);
  await sql`drop function if exists listing_events_roll_up()`.execute(db);
  await db.schema.dropTable('owner_daily_stats').execute();
  await db.schema.dropTable('listing_daily_stats').execute();
  for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop function if exists listing_daily_stats_to_owner_${event}()`).execute(db);
  await sql`drop index if exists listing_leads_unread_idx`.execute(db);
  await sql`alter table listing_leads drop column read_at`.execute(db);
}
