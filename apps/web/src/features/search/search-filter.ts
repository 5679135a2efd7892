import type { SearchFilter } from '@baandee/contracts';
import {
  LIST_KINDS,
  SEARCH_DEFAULTS,
  SEARCH_FILTERS,
  SORT_OPTIONS,
  STATION_DISTANCE_OPTIONS,
  filterIsSet,
  searchFiltersOf,
  type SortOption,
  type StationDistance,
} from '@baandee/domain';

export type { SearchFilter };

/** The allow-flags of the advanced panel (spec section 3): 1 means "must allow" (packages/domain search-filters.ts). */
export const FILTER_FLAGS = searchFiltersOf('flag').map((entry) => entry.field);
export type FilterFlag = (typeof FILTER_FLAGS)[number];
/** The room counts of the advanced panel, each 0-4 where 4 means "4 or more". */
export const ROOM_COUNT_FIELDS = searchFiltersOf('roomCount').map((entry) => entry.field);
export type RoomCountField = (typeof ROOM_COUNT_FIELDS)[number];
/** The id lists: furniture and facilities all present, stations any of them near (the API's rule). */
export const CAST_FIELDS = searchFiltersOf(...LIST_KINDS).map((entry) => entry.field);
/** The edges of the map area a search may be held to ("search this area"): all four or none. */
export const MAP_AREA_FIELDS = ['south', 'west', 'north', 'east'] as const;
export type MapArea = Required<Pick<SearchFilter, (typeof MAP_AREA_FIELDS)[number]>>;

/** The filter's map area, when it has one. */
export function mapAreaOf(filter: SearchFilter): MapArea | null {
  const { south, west, north, east } = filter;
  return south !== undefined && west !== undefined && north !== undefined && east !== undefined ? { south, west, north, east } : null;
}

/** The filter change that lifts the map area. */
export const WITHOUT_MAP_AREA: Partial<SearchFilter> = { south: undefined, west: undefined, north: undefined, east: undefined };

export function isStationDistance(value: unknown): value is StationDistance {
  return (STATION_DISTANCE_OPTIONS as readonly unknown[]).includes(value);
}

/**
 * Spec section 5: min price 0, newest first, every flag 0. No max price: the spec's
 * 10,000,000 is the end of the price range, meaning "and above", never a bound a search
 * adds on its own (it hid every listing priced higher).
 */
export function defaultFilter(): SearchFilter {
  return {
    furniture_cast: [],
    facility_cast: [],
    train_station_cast: [],
    is_pet_allow: 0,
    is_smoking_allow: 0,
    is_cooking_allow: 0,
    searchMode: 'general',
    min_price: SEARCH_DEFAULTS.min_price,
    order_by: SEARCH_DEFAULTS.order_by,
  };
}

export function isSortOption(value: unknown): value is SortOption {
  return (SORT_OPTIONS as readonly unknown[]).includes(value);
}

/**
 * How many filters beyond the keyword, sell type and estate type are set (the filter
 * button's count): each of the table's filters outside the bar (a group such as the place
 * or the rail line counting once), a walking distance with stations, a room code, a price
 * other than the defaults, a map area and a commute.
 */
export function extraFilterCount(filter: SearchFilter): number {
  const groups = new Set<string>();
  for (const entry of SEARCH_FILTERS) {
    if (!('inBar' in entry) && filterIsSet(entry.kind, filter[entry.field])) groups.add('group' in entry ? entry.group : entry.field);
  }
  const set = [
    filter.searchMode === 'code_search',
    filter.train_station_cast.length > 0 && filter.station_distance !== undefined,
    mapAreaOf(filter) !== null,
    filter.commute_station_id !== undefined || filter.commute_place !== undefined,
    (filter.min_price ?? 0) !== SEARCH_DEFAULTS.min_price || filter.max_price !== undefined,
  ];
  return groups.size + set.filter(Boolean).length;
}

/**
 * A change of the filter with the filters that belong to a changed one lifted (a
 * sub-district when its district changes: the table's `within`).
 */
export function withDependents(filter: SearchFilter, change: Partial<SearchFilter>): Partial<SearchFilter> {
  const changed = (field: string) => field in change && change[field as keyof SearchFilter] !== filter[field as keyof SearchFilter];
  const lifted: Partial<SearchFilter> = {};
  for (const entry of SEARCH_FILTERS as readonly { field: string; within?: readonly string[] }[]) {
    if (entry.within?.some(changed) && !(entry.field in change)) Object.assign(lifted, { [entry.field]: undefined });
  }
  return { ...change, ...lifted };
}

/** The filter change a room code makes: a code switches to the code search, none back to the general one. */
export function roomCodeChange(code: string | undefined): Pick<SearchFilter, 'searchMode' | 'room_type'> {
  return code ? { searchMode: 'code_search', room_type: code } : { searchMode: 'general', room_type: undefined };
}
