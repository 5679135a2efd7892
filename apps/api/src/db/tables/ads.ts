import type { ColumnType, Generated } from 'kysely';
import type { AdPage, AdPosition, AdvertiseType } from '@baandee/domain';
import type { CreatedAt, UpdatedAt } from './core.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** int8 counters, read as strings. */
type Counter = ColumnType<string, number | undefined, number>;

/** An ad (migration 0011): a picture with a link, or sanitised HTML, for one page and position. */
export interface AdsTable {
  id: Generated<number>;
  advertise_type: ColumnType<AdvertiseType, AdvertiseType | undefined, AdvertiseType>;
  page_name: AdPage;
  page_position: AdPosition;
  /** Only admins see it (migration 0025): tells two ads of one slot apart. */
  name: string;
  image_url: string | null;
  link: string | null;
  /** Sanitised with the ad allow-list before it is written. */
  html: string | null;
  alt_th: Generated<string>;
  alt_en: Generated<string>;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Impressions and clicks of one ad on one Bangkok day. */
export interface AdDailyCountsTable {
  ad_id: number;
  day: ColumnType<Date, string, string>;
  impressions: Counter;
  clicks: Counter;
}

/** Home's banner of an event. */
export interface EventBannersTable {
  id: Generated<number>;
  image_url: string;
  link: string | null;
  title_th: string;
  title_en: string;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One row; renewed by the database on every write to ads or event_banners. */
export interface AdsVersionTable {
  id: ColumnType<boolean, never, never>;
  version: ColumnType<string, never, never>;
}

export interface AdTables {
  ads: AdsTable;
  ad_daily_counts: AdDailyCountsTable;
  event_banners: EventBannersTable;
  ads_version: AdsVersionTable;
}
