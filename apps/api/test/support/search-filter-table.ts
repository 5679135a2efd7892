import type { SearchQuery } from '@baandee/contracts';
import {
  ROOM_COUNT_CAP,
  SEARCH_FILTERS,
  STATION_DISTANCE_OPTIONS,
  STATION_WALKING_DISTANCE_KM,
  rowPassesFilters,
  stationsWithin,
  type SearchFilterEntry,
  type StationDistance,
  type StationsWithinColumn,
} from '@baandee/domain';
import type { Random } from '../../src/db/seed/demo/random.js';

/**
 * The search's field filters (packages/domain search-filters.ts) as the tests read them:
 * plainly, a row's column against the filter's value, and drawn at random from a row, so a
 * filter added to the table is checked by every oracle and fuzzer without a line here.
 */

/** A row's columns as `listing_search` names them (an index row, or a fixture listing's, see `fixtureColumns`). */
export type SearchColumns = Readonly<Record<string, unknown>>;

/** Whether a row passes every field filter of the table the query sets (packages/domain `rowPassesFilters`). */
export function passesFieldFilters(query: SearchQuery, row: SearchColumns): boolean {
  return rowPassesFilters(query, row);
}

type Draw = Pick<Random, 'chance' | 'int' | 'pick'>;

/**
 * A value of one filter drawn from a row: an id or list values the row holds (so the filter
 * finds it), now and then with an id no row holds; undefined when the row has none to give.
 */
export function valueFrom(random: Draw, entry: SearchFilterEntry, row: SearchColumns, absentId = 99_999): unknown {
  const column = row[entry.column];
  const list = Array.isArray(column) ? (column as number[]) : [];
  switch (entry.kind) {
    case 'equals':
      return typeof column === 'number' ? (random.chance(0.9) ? column : absentId) : undefined;
    case 'roomCount':
      return random.int(0, ROOM_COUNT_CAP);
    case 'flag':
      return 1;
    case 'contains':
      return list.length > 0 ? random.pick(list) : undefined;
    case 'allOf':
    case 'anyOf': {
      const ids = list.filter(() => random.chance(0.5));
      return random.chance(0.1) ? [...ids, absentId] : ids;
    }
  }
}

/** Field filters drawn at random from a row (`valueFrom`), each set with probability `p`. */
export function randomFieldFilters(random: Draw, row: SearchColumns, p = 0.15): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const entry of SEARCH_FILTERS) {
    if (!random.chance(p)) continue;
    const value = valueFrom(random, entry, row);
    if (value !== undefined) query[entry.field] = value;
  }
  return query;
}

/**
 * A row's columns drawn at random for the table's filters, from few values each (so filters
 * often match): ids 1-`ids`, room counts 0-6, flags, and lists of some of ids 1-8.
 */
export function randomColumns(random: Draw, ids = 12): Record<string, unknown> {
  const some = () => [1, 2, 3, 4, 5, 6, 7, 8].filter(() => random.chance(0.35));
  return Object.fromEntries(
    SEARCH_FILTERS.map((entry) => {
      switch (entry.kind) {
        case 'equals':
          return [entry.column, random.chance(0.03) ? null : random.int(1, ids)];
        case 'roomCount':
          return [entry.column, random.int(0, 6)];
        case 'flag':
          return [entry.column, random.chance(0.35)];
        default:
          return [entry.column, some()];
      }
    }),
  );
}

/**
 * The columns `listing_search` holds for a listing's stations (migration 0007, 0019, 0036): ids, lines, types, those
 * within each walking distance, and the nearest open one within walking distance with its metres (ties to the lower id).
 */
export function stationColumns(stations: readonly { id: number; train_line_id: number; train_type_id: number; distance_km: number }[], isOpen: (id: number) => boolean = () => true) {
  const within = (metres: StationDistance) => stations.filter((s) => s.distance_km * 1000 <= metres).map((s) => s.id);
  const nearest = stations
    .filter((s) => s.distance_km <= STATION_WALKING_DISTANCE_KM && isOpen(s.id))
    .sort((a, b) => a.distance_km - b.distance_km || a.id - b.id)[0];
  return {
    nearest_station_id: nearest?.id ?? null,
    nearest_station_m: nearest ? Math.round(nearest.distance_km * 1000) : null,
    station_ids: stations.map((s) => s.id),
    line_ids: [...new Set(stations.map((s) => s.train_line_id))],
    train_type_ids: [...new Set(stations.map((s) => s.train_type_id))],
    ...(Object.fromEntries(STATION_DISTANCE_OPTIONS.map((metres) => [stationsWithin(metres), within(metres)])) as Record<StationsWithinColumn, number[]>),
  };
}
