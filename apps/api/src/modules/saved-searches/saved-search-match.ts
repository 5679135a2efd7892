import type { SearchFilter, SearchQuery } from '@baandee/contracts';
import { RESULTS_PER_PAGE, SEARCH_FILTERS, SELL_TYPE, filterColumnRead, filterIsSet, rowPasses, searchPriceColumn, type RailGraph, type RoomCounts, type SearchFilterKind, type SearchTerm, type SearchVocabulary } from '@baandee/domain';
import { mapArea, sellTypes } from '../search/search.queries.js';
import { searchPlan } from '../search/search-plan.js';
import { searchWordIndex } from '../search/search-words.js';

/**
 * Whether a listing matches a saved search, read with the search's own code (docs/decisions/059):
 * the filter table's `rowPasses` on the column `filterColumnRead` names (packages/domain
 * search-filters.ts; the filters a search sets are picked out once, when it is read), the sell types,
 * map area and price column of search.queries.ts, the keyword planned by `searchPlan` against
 * the same vocabulary and tested on the word index's ids (a term with an alternative outside
 * the word index as a substring of the search text, as the SQL's `strpos`), a commute search
 * on the reach `searchPlan` reads from the rail graph. It answers what
 * `GET api/estate` with the saved filter would find among published listings, for one row.
 */

/** One listing's row of `listing_search`, as the matching reads it (prices as numbers). */
export interface MatchRow extends Readonly<Record<string, unknown>> {
  readonly sell_type: string | null;
  readonly rent_price: number | null;
  readonly sell_price: number | null;
  readonly location_lat: number | null;
  readonly location_lng: number | null;
  readonly total_bedroom: number;
  readonly total_restroom: number;
  readonly car_park_size: number;
  readonly has_living: boolean;
  readonly has_dining: boolean;
  readonly has_kitchen: boolean;
  readonly word_ids: readonly number[];
  readonly search_text: string;
}

/** A saved search read once for matching: its query, keyword terms with their word ids, room code. */
export interface MatchPlan {
  readonly id: number;
  readonly query: SearchQuery;
  readonly sellTypes: readonly string[] | null;
  readonly area: { south: number; west: number; north: number; east: number } | null;
  readonly priceColumn: 'rent' | 'sell' | 'sort' | null;
  readonly terms: readonly SearchTerm[];
  /** Per term, the word index's ids of its alternatives, or null (then its alternatives are looked for in the text). */
  readonly termWords: readonly (readonly number[] | null)[];
  readonly roomCode: RoomCounts | null;
  /** A commute search's stations reached in time, each with the longest walk (metres) that fits (search.queries.ts SearchCommute), or null. */
  readonly commute: ReadonlyMap<number, number> | null;
  /** The table's filters the search sets: kind, value and the column it tests. */
  readonly filters: readonly { kind: SearchFilterKind; value: unknown; column: string }[];
  /** The one condition chosen to find it by (see SavedSearchMatcher). */
  readonly anchor: string;
}

/** Reads a saved filter into what matching tests; null when the search cannot run (a room code that is none). */
export function matchPlan(id: number, filter: SearchFilter, vocabulary: SearchVocabulary, rail: RailGraph | null = null): MatchPlan | null {
  const query: SearchQuery = { ...filter, page: 1, per_page: RESULTS_PER_PAGE } as SearchQuery;
  let plan;
  try {
    plan = searchPlan(query, vocabulary, undefined, rail);
  } catch {
    return null;
  }
  const words = searchWordIndex();
  const hasPrice = query.min_price !== undefined || query.max_price !== undefined;
  return {
    id,
    query,
    sellTypes: sellTypes(query.sell_type),
    area: mapArea(query),
    priceColumn: hasPrice ? searchPriceColumn(query.sell_type) : null,
    terms: plan.terms,
    termWords: plan.terms.map((term) => words.termWordIds(term)),
    roomCode: plan.roomCode,
    commute: plan.commute?.reach ?? null,
    filters: SEARCH_FILTERS.filter((entry) => filterIsSet(entry.kind, query[entry.field])).map((entry) => ({
      kind: entry.kind,
      value: query[entry.field],
      column: filterColumnRead(entry, query),
    })),
    anchor: anchorOf(query),
  };
}

/**
 * The condition a plan is filed under: a district, else an estate type, else a sell type,
 * else none. Each is one every match of the plan meets, so a listing need only be tested
 * against the plans filed under what it has (`anchorsOf`).
 */
function anchorOf(query: SearchQuery): string {
  if (query.district_id !== undefined) return `d${query.district_id}`;
  if (query.estate_type_id !== undefined) return `t${query.estate_type_id}`;
  if (query.sell_type) return `s${query.sell_type}`;
  return '*';
}

/** The anchors of the plans a row may match. */
function anchorsOf(row: MatchRow): string[] {
  const anchors = ['*', `d${String(row.district_id)}`, `t${String(row.estate_type_id)}`];
  for (const sellType of [SELL_TYPE.rent, SELL_TYPE.sell]) if (row.sell_type !== null && (sellTypes(sellType) as readonly string[]).includes(row.sell_type)) anchors.push(`s${sellType}`);
  return anchors;
}

const inRange = (price: number | null, min: number | undefined, max: number | undefined) =>
  price !== null && (min === undefined || price >= min) && (max === undefined || price <= max);

/**
 * Whether the row is among the saved search's results; `rowWords` is the row's `word_ids`
 * as a set (made once per row when many plans are tested).
 */
export function planMatches(plan: MatchPlan, row: MatchRow, rowWords: ReadonlySet<number> = new Set(row.word_ids)): boolean {
  const { query } = plan;
  if (plan.sellTypes && (row.sell_type === null || !plan.sellTypes.includes(row.sell_type))) return false;
  if (plan.priceColumn) {
    const { min_price: min, max_price: max } = query;
    const passes =
      plan.priceColumn === 'rent'
        ? inRange(row.rent_price, min, max)
        : plan.priceColumn === 'sell'
          ? inRange(row.sell_price, min, max)
          : inRange(row.rent_price, min, max) || inRange(row.sell_price, min, max);
    if (!passes) return false;
  }
  for (const filter of plan.filters) if (!rowPasses(filter.kind, filter.value, row[filter.column])) return false;
  const area = plan.area;
  if (area) {
    // a listing without coordinates is never inside
    if (row.location_lat === null || row.location_lng === null) return false;
    if (row.location_lat < area.south || row.location_lat > area.north || row.location_lng < area.west || row.location_lng > area.east) return false;
  }
  if (plan.commute) {
    // the nearest station reached in time, and the walk to it fits what is left (the search's condition)
    const station = row.nearest_station_id as number | null;
    const walk = row.nearest_station_m as number | null;
    const longest = station === null ? undefined : plan.commute.get(station);
    if (longest === undefined || walk === null || walk > longest) return false;
  }
  const code = plan.roomCode;
  if (code) {
    if (!rowPasses('roomCount', code.bedrooms, row.total_bedroom) || !rowPasses('roomCount', code.restrooms, row.total_restroom) || !rowPasses('roomCount', code.carParks, row.car_park_size)) return false;
    if ((code.living && !row.has_living) || (code.dining && !row.has_dining) || (code.kitchen && !row.has_kitchen)) return false;
  }
  for (let i = 0; i < plan.terms.length; i++) if (!termHolds(plan.termWords[i] ?? null, plan.terms[i]!, row, rowWords)) return false;
  return true;
}

/** A term holds when one of its alternatives does: by its word id, else as a substring of the search text. */
function termHolds(words: readonly number[] | null, term: SearchTerm, row: MatchRow, rowWords: ReadonlySet<number>): boolean {
  if (words) {
    for (let w = 0; w < words.length; w++) if (rowWords.has(words[w]!)) return true;
    return false;
  }
  for (const alternative of term.alternatives) if (row.search_text.includes(alternative)) return true;
  return false;
}

/** Plans filed by their anchor: a listing is tested only against those whose anchor it meets. */
export class SavedSearchMatcher {
  private readonly byAnchor = new Map<string, MatchPlan[]>();

  constructor(plans: Iterable<MatchPlan> = []) {
    for (const plan of plans) this.add(plan);
  }

  add(plan: MatchPlan): void {
    let list = this.byAnchor.get(plan.anchor);
    if (!list) this.byAnchor.set(plan.anchor, (list = []));
    list.push(plan);
  }

  /** The ids of the plans the row matches. */
  match(row: MatchRow): number[] {
    const ids: number[] = [];
    const rowWords = new Set(row.word_ids);
    for (const anchor of anchorsOf(row)) {
      for (const plan of this.byAnchor.get(anchor) ?? []) if (planMatches(plan, row, rowWords)) ids.push(plan.id);
    }
    return ids;
  }
}
