import type { SortOption, StationDistance } from './constants.js';
import { SELL_TYPE, type SellTypeWord } from './enums.js';
import { ROOM_COUNT_CAP } from './room-code.js';

/**
 * The search's field filters (spec section 3), one line each (docs/decisions/044): the
 * contract's schema, the SQL condition, the in-memory index's column and postings, the
 * tests' plain reading, the search URL, the filter button's count and the chips all read
 * this table, so a filter is added here (and given a control and its labels).
 *
 * Kinds (the field's value against the column of `listing_search`):
 * - `equals`: one id; the column holds it.
 * - `roomCount`: 0-4, where 4 means "4 or more" (spec section 5).
 * - `flag`: 0 or 1; 1 means the column must be true.
 * - `allOf`: a list of ids; the column (a list) holds every one.
 * - `contains`: one id; the column (a list) holds it.
 * - `anyOf`: a list of ids; the column (a list) holds at least one.
 *
 * The search's other parts each have a meaning of their own and are written once where
 * they are read: the keyword and the room code, the sell type (rent finds "both" too), the
 * price range (on the price the sell type selects) and the map area (all four edges).
 */
export type SearchFilterKind = 'equals' | 'roomCount' | 'flag' | 'allOf' | 'contains' | 'anyOf';

export interface SearchFilterDefinition {
  readonly field: string;
  readonly kind: SearchFilterKind;
  /** The column of `listing_search` the filter tests (and the search index keeps). */
  readonly column: string;
  /**
   * The search URL's parameter carrying the value as it is (an id, a count, a list of ids
   * joined by commas, 1 for a flag); null where the URL carries a name instead (the
   * estate type as `category`, the area as `p`/`d`/`location_id`, the rail by its codes).
   */
  readonly url: string | null;
  /** The label's key in the search catalogue (packages/locales search.ts). */
  readonly label: string;
  /** Filters of one group count once on the filter button (a province and its district are one place). */
  readonly group?: string;
  /** Set in the search bar itself, so the filter button does not count it. */
  readonly inBar?: boolean;
  /** The filters whose change clears this one (a sub-district belongs to its district). */
  readonly within?: readonly string[];
  /**
   * For `anyOf`: the field that narrows the column (a walking distance: `stations_500m`
   * instead of `station_ids`); both are tested, the narrower one being part of the wider.
   */
  readonly narrowedBy?: { readonly field: 'station_distance'; readonly column: (value: StationDistance) => string };
  /** The API reference's description of the field. */
  readonly description?: string;
}

/** The column of `listing_search` holding the stations a listing states at most `metres` away (migration 0019). */
export const stationsWithin = (metres: StationDistance) => `stations_${metres}m` as const;
export type StationsWithinColumn = ReturnType<typeof stationsWithin>;

/** In the order of the search bar, the advanced panel and the chips. */
export const SEARCH_FILTERS = [
  { field: 'estate_type_id', kind: 'equals', column: 'estate_type_id', url: null, label: 'filters.estate_type_id', inBar: true },
  { field: 'province_id', kind: 'equals', column: 'province_id', url: null, label: 'filters.province_id', group: 'area' },
  { field: 'district_id', kind: 'equals', column: 'district_id', url: null, label: 'filters.district_id', group: 'area' },
  {
    field: 'sub_district_id',
    kind: 'equals',
    column: 'sub_district_id',
    url: 'sd',
    label: 'filters.sub_district_id',
    group: 'area',
    within: ['province_id', 'district_id'],
    description: 'A sub-district (tambon, khwaeng) by its official code, e.g. 100101',
  },
  {
    field: 'train_type',
    kind: 'contains',
    column: 'train_type_ids',
    url: null,
    label: 'filters.train_type',
    group: 'train',
    description: 'A train type id (BTS 1, MRT 2, ARL 3, SRT 4): listings near one of its stations',
  },
  {
    field: 'train_line',
    kind: 'contains',
    column: 'line_ids',
    url: null,
    label: 'filters.train_line',
    group: 'train',
    description: 'A train line id: listings near one of its stations',
  },
  {
    field: 'train_station_cast',
    kind: 'anyOf',
    column: 'station_ids',
    url: 'train_station_cast',
    label: 'advanced.stations',
    narrowedBy: { field: 'station_distance', column: stationsWithin },
    description: 'Train station ids: listings near any of them (a landing page near a station)',
  },
  { field: 'total_bedroom', kind: 'roomCount', column: 'total_bedroom', url: 'total_bedroom', label: 'advanced.bedrooms' },
  { field: 'total_restroom', kind: 'roomCount', column: 'total_restroom', url: 'total_restroom', label: 'advanced.restrooms' },
  { field: 'car_park_size', kind: 'roomCount', column: 'car_park_size', url: 'car_park_size', label: 'advanced.carParks' },
  { field: 'is_pet_allow', kind: 'flag', column: 'is_pet_allow', url: 'is_pet_allow', label: 'advanced.pet' },
  { field: 'is_cooking_allow', kind: 'flag', column: 'is_cooking_allow', url: 'is_cooking_allow', label: 'advanced.cooking' },
  { field: 'is_smoking_allow', kind: 'flag', column: 'is_smoking_allow', url: 'is_smoking_allow', label: 'advanced.smoking' },
  {
    field: 'furniture_cast',
    kind: 'allOf',
    column: 'furniture_ids',
    url: 'furniture_cast',
    label: 'advanced.furniture',
    description: 'Furniture ids; listings having all of them',
  },
  {
    field: 'facility_cast',
    kind: 'allOf',
    column: 'facility_ids',
    url: 'facility_cast',
    label: 'advanced.facilities',
    description: 'Facility ids; listings having all of them',
  },
] as const satisfies readonly SearchFilterDefinition[];

export type SearchFilterEntry = (typeof SEARCH_FILTERS)[number];
export type SearchFilterField = SearchFilterEntry['field'];
/** The fields of one kind. */
export type FilterFieldOf<K extends SearchFilterKind> = Extract<SearchFilterEntry, { kind: K }>['field'];
/** The columns of `listing_search` the filters of one kind test. */
export type FilterColumnOf<K extends SearchFilterKind> = Extract<SearchFilterEntry, { kind: K }>['column'];

/** The filters of these kinds, in the table's order. */
export function searchFiltersOf<K extends SearchFilterKind>(...kinds: K[]): Extract<SearchFilterEntry, { kind: K }>[] {
  return SEARCH_FILTERS.filter((entry): entry is Extract<SearchFilterEntry, { kind: K }> => (kinds as SearchFilterKind[]).includes(entry.kind));
}

/** The kinds whose value is a list of ids. */
export const LIST_KINDS = ['allOf', 'anyOf'] as const satisfies readonly SearchFilterKind[];
/** The kinds whose column is a list of ids. */
export const LIST_COLUMN_KINDS = ['allOf', 'contains', 'anyOf'] as const satisfies readonly SearchFilterKind[];

/** The value of a filter's field as a search holds it. */
export type FilterValue = number | readonly number[] | undefined;

/** Whether a filter's value asks for anything (an empty list and a flag of 0 do not). */
export function filterIsSet(kind: SearchFilterKind, value: unknown): boolean {
  if (kind === 'flag') return value === 1;
  if (kind === 'allOf' || kind === 'anyOf') return Array.isArray(value) && value.length > 0;
  return value !== undefined && value !== null;
}

/** The value a row's column is kept as for a room count (4 and more as 4). */
export const roomCountKey = (count: number) => Math.min(count, ROOM_COUNT_CAP);

/**
 * Whether a row's column passes a filter: the meaning of each kind, read plainly (the
 * tests' reading; the SQL and the index state it their own ways). An unset filter passes.
 */
export function rowPasses(kind: SearchFilterKind, value: unknown, column: unknown): boolean {
  if (!filterIsSet(kind, value)) return true;
  switch (kind) {
    case 'equals':
      return column === value;
    case 'roomCount':
      return typeof column === 'number' && roomCountKey(column) === roomCountKey(value as number);
    case 'flag':
      return column === true;
    case 'allOf':
      return (value as number[]).every((id) => (column as number[]).includes(id));
    case 'contains':
      return (column as number[]).includes(value as number);
    case 'anyOf':
      return (value as number[]).some((id) => (column as number[]).includes(id));
  }
}

/** The column a filter reads for a search: an `anyOf` narrowed by another field (stations within a walking distance) reads the narrower one. */
export function filterColumnRead(entry: SearchFilterEntry, query: { readonly station_distance?: StationDistance | undefined }): string {
  if (entry.kind !== 'anyOf') return entry.column;
  const narrowing = query[entry.narrowedBy.field];
  return narrowing === undefined ? entry.column : entry.narrowedBy.column(narrowing);
}

/** Whether a row's columns (named as `listing_search` names them) pass every filter of the table a search sets. */
export function rowPassesFilters(query: Readonly<Record<string, unknown>> & { readonly station_distance?: StationDistance | undefined }, row: Readonly<Record<string, unknown>>): boolean {
  for (const entry of SEARCH_FILTERS) {
    if (!rowPasses(entry.kind, query[entry.field], row[filterColumnRead(entry, query)])) return false;
  }
  return true;
}

/** The price a sell type selects: the rent, the sale price, or (none chosen) the rent else the sale price. */
export type SearchPriceColumn = 'rent' | 'sell' | 'sort';
export function searchPriceColumn(sellType: SellTypeWord | null | undefined): SearchPriceColumn {
  if (sellType === SELL_TYPE.rent) return 'rent';
  if (sellType === SELL_TYPE.sell) return 'sell';
  return 'sort';
}

/** What a search's results are ordered by: the publication date or the price its sell type selects. */
export function searchOrder(query: { order_by: SortOption; sell_type?: SellTypeWord | null }): { column: 'published' | SearchPriceColumn; desc: boolean } {
  const desc = !query.order_by.endsWith('asc');
  return { column: query.order_by.startsWith('price') ? searchPriceColumn(query.sell_type) : 'published', desc };
}
