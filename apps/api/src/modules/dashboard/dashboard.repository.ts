import { sql, type Kysely } from 'kysely';
import { SITE_TIME_ZONE, addDays, splitIntoWeeks, type DashboardListingOrder, type SearchTermDimension, type SortDirection } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** Days as YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface DailyCounts {
  day: string;
  views: number;
  impressions: number;
  contacts: number;
  favorites: number;
}

export interface ListingStatsRow {
  id: number;
  announce_title: string | null;
  status: string;
  published_at: Date | null;
  boosted_until: Date | null;
  views: number;
  impressions: number;
  contacts: number;
  favorites: number;
  view_to_lead: number | null;
  days_on_market: number | null;
  total: number;
}

export interface TermCount {
  dimension: SearchTermDimension;
  term: string;
  searches: number;
}

/** Whatever the owner posted and let out at least once: a draft never published is not on the market. */
const postedBy = (ownerId: number) => sql<boolean>`l.user_id = ${ownerId} and (l.status <> 'draft' or l.first_published_at is not null)`;

/** Bangkok day -> the instant it starts, for comparing days with timestamps. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SITE_TIME_ZONE})`;

const ORDER_COLUMNS: Record<DashboardListingOrder, string> = {
  views: 'views',
  impressions: 'impressions',
  leads: 'contacts',
  favorites: 'favorites',
  view_to_lead: 'view_to_lead',
  days_on_market: 'days_on_market',
};

/**
 * The rows of search_daily_terms that make up a range: its whole weeks from the week rows,
 * the days around them from the day rows, each part a plain range of the primary key (an
 * index-only walk), put together with union all.
 *
 * `districtIds` keeps the district rows of those districts. It is a filter on the rows the
 * range reads, not an index condition: as one (term follows the day in the key) each
 * district was a walk of the whole range of its own, and the estimate of that sent the
 * statement to parallel workers, over ten times slower (decision 021; figures in 045).
 */
function termRows(dimensions: readonly SearchTermDimension[], scope: { provinces: number[]; estateTypes: number[] }, range: DayRange, districtIds?: readonly number[]) {
  const { weeks, days } = splitIntoWeeks(range.from, range.to);
  const parts = [...(weeks ? [{ span: 7, from: weeks.from, to: addDays(weeks.to, -7) }] : []), ...days.map((part) => ({ span: 1, ...part }))];
  return sql.join(
    parts.map(
      (part) => sql`
        select dimension, estate_type_id, term, searches from search_daily_terms
        where dimension = any(${dimensions}::text[]) and province_id = any(${scope.provinces}::int[]) and estate_type_id = any(${scope.estateTypes}::int[])
          and span = ${part.span} and day between ${part.from}::date and ${part.to}::date
          ${districtIds ? sql`and dimension = 'district' and term::int = any(${[...districtIds]}::int[])` : sql``}`,
    ),
    sql` union all `,
  );
}

/**
 * The dashboard's reads (DESIGN 4.10): only the rollups of migration 0012, the owner's
 * listings and the master data, never raw events. Every query is held to one owner.
 */
export function createDashboardRepository(db: Kysely<DB>) {
  return {
    /** The owner's counts per day that has any, in the range. */
    async ownerDaily(ownerId: number, range: DayRange): Promise<DailyCounts[]> {
      const { rows } = await sql<DailyCounts>`
        select day::text as day, views, impressions, contacts, favorites
        from owner_daily_stats
        where owner_id = ${ownerId} and day between ${range.from}::date and ${range.to}::date
        order by day`.execute(db);
      return rows;
    },

    /** Listings the owner has posted, and those published now. */
    async listingTotals(ownerId: number): Promise<{ total: number; published: number }> {
      const { rows } = await sql<{ total: number; published: number }>`
        select count(*)::int as total, count(*) filter (where l.status = 'publish')::int as published
        from listings l where ${postedBy(ownerId)}`.execute(db);
      return rows[0] ?? { total: 0, published: 0 };
    },

    /**
     * A page of the owner's listings with their sums over the range, in the order asked
     * for (a rate or age that does not exist goes last either way), then newest first.
     */
    async listingPage(
      ownerId: number,
      range: DayRange,
      order: { by: DashboardListingOrder; direction: SortDirection },
      page: { limit: number; offset: number },
    ): Promise<ListingStatsRow[]> {
      const direction = sql.raw(order.direction === 'asc' ? 'asc' : 'desc');
      const { rows } = await sql<ListingStatsRow>`
        with sums as (
          select listing_id, sum(views)::int as views, sum(impressions)::int as impressions,
            sum(contacts)::int as contacts, sum(favorites)::int as favorites
          from listing_daily_stats
          where owner_id = ${ownerId} and day between ${range.from}::date and ${range.to}::date
          group by listing_id
        ),
        rows as (
          select l.id, l.announce_title, l.status, l.published_at, l.boosted_until,
            coalesce(s.views, 0) as views, coalesce(s.impressions, 0) as impressions,
            coalesce(s.contacts, 0) as contacts, coalesce(s.favorites, 0) as favorites,
            case when s.views > 0 then s.contacts::float8 / s.views end as view_to_lead,
            case when l.first_published_at is not null then
              (coalesce(case when l.status = 'closed' then l.closed_at end, now()) at time zone ${SITE_TIME_ZONE})::date
                - (l.first_published_at at time zone ${SITE_TIME_ZONE})::date
            end as days_on_market
          from listings l
          left join sums s on s.listing_id = l.id
          where ${postedBy(ownerId)}
        )
        select *, count(*) over ()::int as total
        from rows
        order by ${sql.ref(ORDER_COLUMNS[order.by])} ${direction} nulls last, id desc
        limit ${page.limit} offset ${page.offset}`.execute(db);
      return rows;
    },

    /**
     * Views per day of these listings in the range: one row a listing, its days with views
     * as offsets from the range's first day. (A row per listing-day was 3,000 rows for a page
     * of 100 listings over 30 days, most of that call's time on PGlite.)
     */
    async dailyViews(listingIds: readonly number[], range: DayRange): Promise<{ listing_id: number; offsets: number[]; views: number[] }[]> {
      if (listingIds.length === 0) return [];
      const { rows } = await sql<{ listing_id: number; offsets: number[]; views: number[] }>`
        select listing_id, array_agg(day - ${range.from}::date order by day) as offsets, array_agg(views order by day) as views
        from listing_daily_stats
        where listing_id = any(${[...listingIds]}::int[]) and day between ${range.from}::date and ${range.to}::date and views > 0
        group by listing_id`.execute(db);
      return rows;
    },

    /** Cover thumbnails of these listings. */
    async thumbnails(listingIds: readonly number[]): Promise<Map<number, string>> {
      if (listingIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('listing_images')
        .select(['listing_id', 'thumb_url'])
        .where('listing_id', 'in', [...listingIds])
        .where('role', '=', 'cover')
        .execute();
      return new Map(rows.map((row) => [row.listing_id!, row.thumb_url]));
    },

    /** Boosts of these listings that ran during the range (started, and not ended before it began). */
    async boostsDuring(listingIds: readonly number[], range: DayRange): Promise<{ listing_id: number; starts_at: Date; ends_at: Date }[]> {
      if (listingIds.length === 0) return [];
      const { rows } = await sql<{ listing_id: number; starts_at: Date; ends_at: Date }>`
        select listing_id, starts_at, ends_at from boosts
        where listing_id = any(${[...listingIds]}::int[]) and status in ('active', 'ended')
          and starts_at < ${dayStart(range.to)} + interval '1 day' and ends_at > ${dayStart(range.from)}
        order by starts_at`.execute(db);
      return rows;
    },

    /** Where and what the owner offers: the province, district and estate type of each posted listing. */
    async scopeOf(ownerId: number): Promise<{ province_id: number | null; district_id: number | null; estate_type_id: number | null; published: number }[]> {
      const { rows } = await sql<{ province_id: number | null; district_id: number | null; estate_type_id: number | null; published: number }>`
        select l.province_id, l.district_id, l.estate_type_id, count(*) filter (where l.status = 'publish')::int as published
        from listings l where ${postedBy(ownerId)}
        group by 1, 2, 3`.execute(db);
      return rows;
    },

    /** Stations near the owner's posted listings. */
    async stationsOf(ownerId: number): Promise<number[]> {
      const { rows } = await sql<{ id: number }>`
        select distinct ls.train_station_id as id from listing_stations ls join listings l on l.id = ls.listing_id
        where ${postedBy(ownerId)}`.execute(db);
      return rows.map((row) => row.id);
    },

    /**
     * Searches in the provinces (0: none named) and estate types (0: any), summed per term
     * over the range: every band, and the `limit` most searched terms of each other dimension.
     */
    async topTerms(scope: { provinces: number[]; estateTypes: number[] }, range: DayRange, limit: number): Promise<TermCount[]> {
      const dimensions: SearchTermDimension[] = ['all', 'keyword', 'district', 'station', 'band'];
      const { rows } = await sql<TermCount>`
        select dimension, term, searches from (
          select dimension, term, sum(searches)::int as searches,
            row_number() over (partition by dimension order by sum(searches) desc, term) as rank
          from (${termRows(dimensions, scope, range)}) as picked
          group by dimension, term
        ) as ranked
        where dimension in ('all', 'band') or rank <= ${limit}`.execute(db);
      return rows;
    },

    /** Searches naming each of these districts, per estate type named (0: any), over the range. */
    async districtSearches(districtIds: readonly number[], scope: { provinces: number[]; estateTypes: number[] }, range: DayRange) {
      if (districtIds.length === 0) return [];
      const { rows } = await sql<{ district_id: number; estate_type_id: number; searches: number }>`
        select term::int as district_id, estate_type_id, sum(searches)::int as searches
        from (${termRows(['district'], scope, range, districtIds)}) as picked
        group by 1, 2`.execute(db);
      return rows;
    },

    /** Published listings per district and estate type (everyone's): the supply searches meet. */
    async supply(districtIds: readonly number[], estateTypeIds: readonly number[]) {
      if (districtIds.length === 0 || estateTypeIds.length === 0) return [];
      return db
        .selectFrom('listing_search')
        .select(['district_id', 'estate_type_id', sql<number>`count(*)::int`.as('listings')])
        .where('district_id', 'in', [...districtIds])
        .where('estate_type_id', 'in', [...estateTypeIds])
        .groupBy(['district_id', 'estate_type_id'])
        .execute();
    },

    districts: (ids: readonly number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('districts').select(['id', 'name_th', 'name_en', 'province_id']).where('id', 'in', [...ids]).execute(),
    provinces: (ids: readonly number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('provinces').select(['id', 'name_th', 'name_en']).where('id', 'in', [...ids]).orderBy('id').execute(),
    estateTypes: (ids: readonly number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('estate_types').select(['id', 'name_th', 'name_en']).where('id', 'in', [...ids]).orderBy('id').execute(),
    stations: (ids: readonly number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.selectFrom('train_stations').select(['id', 'name_th', 'name_en']).where('id', 'in', [...ids]).execute(),
  };
}

export type DashboardRepository = Repository<ReturnType<typeof createDashboardRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    dashboardRepository: DashboardRepository;
  }
}

export const dashboardRepositoryPlugin = repositoryPlugin('dashboard', 'dashboardRepository', createDashboardRepository);
