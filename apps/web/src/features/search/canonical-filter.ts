import { COMMUTE_MINUTES_MAX, COMMUTE_MINUTES_MIN, LISTING_PRICE_MAX, ROOM_COUNT_CAP, SEARCH_DEFAULTS, SEARCH_FILTERS, SELL_TYPE, parseCommutePlace, parseRoomCode, roomCode, type SearchFilterKind } from '@baandee/domain';
import { defaultFilter, isSortOption, isStationDistance, type SearchFilter } from './search-filter';

/** The contract's bounds (packages/contracts search.ts), named here so the page does not load the contracts' schemas. */
const CAST_MAX = 50;
const KEYWORD_MAX = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= LISTING_PRICE_MAX;
const isRoomCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= ROOM_COUNT_CAP;
const isCoordinate = (value: unknown, bound: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= bound;
const idList = (value: unknown): number[] => (Array.isArray(value) ? [...new Set(value.filter(isId))].sort((a, b) => a - b).slice(0, CAST_MAX) : []);

/** A table filter's value in its canonical form (packages/domain search-filters.ts), or undefined when it is none. */
function canonicalValue(kind: SearchFilterKind, value: unknown): number | number[] | undefined {
  switch (kind) {
    case 'equals':
    case 'contains':
      return isId(value) ? value : undefined;
    case 'roomCount':
      return isRoomCount(value) ? value : undefined;
    case 'flag':
      return value === 1 ? 1 : 0;
    case 'allOf':
    case 'anyOf':
      return idList(value);
  }
}

/** The canonical room code of a typed one ("2b1r1clk" -> "2B1R1CLK"), or null when it is none. */
export function canonicalRoomCode(code: string): string | null {
  const rooms = parseRoomCode(code);
  const text = rooms ? roomCode(rooms) : '';
  return text === '' ? null : text;
}

/**
 * Any value (a stored filter, a trend's saved filter, a half-edited draft) as a filter the
 * API accepts, in one canonical form: unset fields absent, id lists sorted and unique, a
 * room code only with code_search, min price at most max price, a walking distance only
 * with stations, a map area only whole and the right way round, a commute only with its
 * station or place and its minutes. Two filters that search
 * the same are equal after this.
 */
export function canonicalFilter(value: unknown): SearchFilter {
  const input = isRecord(value) ? value : {};
  const filter = defaultFilter();
  delete filter.max_price;
  const keyword = typeof input.keyword === 'string' ? input.keyword.trim().slice(0, KEYWORD_MAX) : '';
  if (keyword) filter.keyword = keyword;
  if (input.sell_type === SELL_TYPE.rent || input.sell_type === SELL_TYPE.sell) filter.sell_type = input.sell_type;
  for (const entry of SEARCH_FILTERS) {
    const value = canonicalValue(entry.kind, input[entry.field]);
    if (value !== undefined) Object.assign(filter, { [entry.field]: value });
  }
  if (filter.train_station_cast.length > 0 && isStationDistance(input.station_distance)) filter.station_distance = input.station_distance;
  // a commute: a station or a place (decision 066; the station when both) and whole minutes in range, all or none
  const minutes = input.commute_minutes;
  if (typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= COMMUTE_MINUTES_MIN && minutes <= COMMUTE_MINUTES_MAX) {
    if (isId(input.commute_station_id)) Object.assign(filter, { commute_station_id: input.commute_station_id, commute_minutes: minutes });
    else if (typeof input.commute_place === 'string' && parseCommutePlace(input.commute_place)) Object.assign(filter, { commute_place: input.commute_place, commute_minutes: minutes });
  }
  const { south, west, north, east } = input;
  if (isCoordinate(south, 90) && isCoordinate(north, 90) && isCoordinate(west, 180) && isCoordinate(east, 180) && south <= north && west <= east) {
    Object.assign(filter, { south, west, north, east });
  }
  const code = input.searchMode === 'code_search' && typeof input.room_type === 'string' ? canonicalRoomCode(input.room_type) : null;
  if (code) {
    filter.searchMode = 'code_search';
    filter.room_type = code;
  }
  filter.min_price = isPrice(input.min_price) ? input.min_price : SEARCH_DEFAULTS.min_price;
  if (isPrice(input.max_price)) filter.max_price = input.max_price;
  if (filter.max_price !== undefined && filter.max_price < filter.min_price) [filter.min_price, filter.max_price] = [filter.max_price, filter.min_price];
  filter.order_by = isSortOption(input.order_by) ? input.order_by : SEARCH_DEFAULTS.order_by;
  return filter;
}
