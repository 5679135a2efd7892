import type { ColumnType } from 'kysely';
import type { SearchTermDimension } from '@baandee/domain';

/** A Bangkok calendar day; queries read it as text (`day::text`), never as a JS Date. */
type Day = ColumnType<Date, string, string>;
type Counter = ColumnType<number, number | undefined, number>;

/** What the dashboard counts per listing and Bangkok day (migration 0012). */
export interface ListingDailyStatsTable {
  listing_id: number;
  day: Day;
  owner_id: number;
  views: Counter;
  impressions: Counter;
  contacts: Counter;
  favorites: Counter;
  /** Views and contacts of those that came through the listing's broker-group share link (migration 0026). */
  broker_views: Counter;
  broker_contacts: Counter;
}

/** The same per owner and day, kept by triggers on listing_daily_stats. */
export interface OwnerDailyStatsTable {
  owner_id: number;
  day: Day;
  views: Counter;
  impressions: Counter;
  contacts: Counter;
  favorites: Counter;
}

/** Searches per day or week, province (0: none) and estate type (0: any), under each term they named. */
export interface SearchDailyTermsTable {
  dimension: SearchTermDimension;
  province_id: number;
  estate_type_id: number;
  /** 1: the Bangkok day `day`; 7: the week starting on Monday `day`. */
  span: 1 | 7;
  day: Day;
  term: string;
  searches: number;
}

export interface DashboardTables {
  listing_daily_stats: ListingDailyStatsTable;
  owner_daily_stats: OwnerDailyStatsTable;
  search_daily_terms: SearchDailyTermsTable;
}
