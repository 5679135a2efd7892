import type { ColumnType, Generated } from 'kysely';
import type { ListingSellType, SearchSource } from '@baandee/domain';
import type { CreatedAt, UpdatedAt } from './core.js';

/** numeric: exact, handed over by the driver as a string (docs/decisions/007). */
type Numeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type IdList = ColumnType<number[], number[] | undefined, number[]>;

/** One published listing as the search reads it (migration 0007); kept in step by the listings module. */
export interface ListingSearchTable {
  listing_id: number;
  sell_type: ListingSellType | null;
  estate_type_id: number | null;
  province_id: number | null;
  district_id: number | null;
  sub_district_id: number | null;
  total_bedroom: number;
  total_restroom: number;
  car_park_size: number;
  has_living: boolean;
  has_dining: boolean;
  has_kitchen: boolean;
  is_pet_allow: boolean;
  is_cooking_allow: boolean;
  is_smoking_allow: boolean;
  rent_price: Numeric;
  sell_price: Numeric;
  /** The rent, else the sale price (0 when neither): the order by price without a sell type. */
  sort_price: ColumnType<string, string | number, string | number>;
  /** The listing's area in m² (migration 0028). */
  area_size: Numeric;
  /** The sale price and the rent per m², made by the database from the prices and `area_size`: what the price insight reads. */
  sell_per_sqm: ColumnType<string | null, never, never>;
  rent_per_sqm: ColumnType<string | null, never, never>;
  furniture_ids: IdList;
  facility_ids: IdList;
  station_ids: IdList;
  line_ids: IdList;
  train_type_ids: IdList;
  /** Of `station_ids`, those the listing states at most 500 m, 1 km and 2 km away (migration 0019, STATION_DISTANCE_OPTIONS). */
  stations_500m: IdList;
  stations_1000m: IdList;
  stations_2000m: IdList;
  /** The eleven id lists again, packed as the search index reads them (migration 0038, docs/decisions/072): made by the database. */
  packed_id_lists: ColumnType<Uint8Array, never, never>;
  /** The listing's nearest open station within walking distance, and how far it is in metres as the listing states it (migration 0036): commute search reads them. */
  nearest_station_id: number | null;
  nearest_station_m: number | null;
  location_lat: number | null;
  location_lng: number | null;
  published_at: ColumnType<Date, Date | string, Date | string>;
  boosted_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The listing's `stale_since` (migration 0033): an availability question unanswered; ranking may sink it. */
  stale_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /**
   * The listing's quality score as last computed (migration 0037, docs/decisions/065):
   * `published_at` above is the time the date order reads, moved back by
   * `qualityRankDelaySeconds` of it. 100 (no delay) until it is first scored.
   */
  quality_score: ColumnType<number, number | undefined, number>;
  /** Normalised, lower-cased title and project name: a match here ranks first. */
  title_text: string;
  /** Normalised, lower-cased text of everything a keyword may match: the listing's own words, then its stations within walking distance. */
  search_text: string;
  /** How many characters (code points) of `search_text` are the listing's own words (migration 0018). */
  own_length: ColumnType<number, number | undefined, number>;
  /** The ids of the `search_words` its search text contains (migration 0016): the word index. */
  word_ids: IdList;
  /** Of `word_ids`, those its search text holds only through its stations (migration 0018). */
  station_word_ids: IdList;
  /** The ids of the `search_words` its title contains (migration 0029): the relevance tiers read them. */
  title_word_ids: IdList;
}

/** The spellings the word index knows (migration 0016), kept equal to the code's `searchWordIndex()`. */
export interface SearchWordsTable {
  id: number;
  word: string;
}

/** A trend group: an admin-curated name plus a saved search filter (DESIGN 4.11). */
export interface TrendsTable {
  id: Generated<number>;
  slug: string;
  name_th: string;
  name_en: string;
  /** A `searchFilter` of packages/contracts, as JSON. */
  filter: ColumnType<Record<string, unknown>, string, string>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One search run on the site, for the dashboard's search analytics. */
export interface SearchLogsTable {
  id: ColumnType<string, never, never>;
  analytics_id: string | null;
  user_id: number | null;
  source: SearchSource;
  trend_id: number | null;
  keyword: string | null;
  sell_type: string | null;
  estate_type_id: number | null;
  province_id: number | null;
  district_id: number | null;
  min_price: Numeric;
  max_price: Numeric;
  filter: ColumnType<Record<string, unknown>, string, string>;
  result_count: number;
  created_at: CreatedAt;
}

export interface SearchTables {
  listing_search: ListingSearchTable;
  search_words: SearchWordsTable;
  trends: TrendsTable;
  search_logs: SearchLogsTable;
}
