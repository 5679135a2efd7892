import type { SearchFilter, SearchQuery } from '@baandee/contracts';
import { RESULTS_PER_PAGE, rowPasses, rowPassesFilters, searchPriceColumn, type RoomCounts, type SearchTerm, type SearchVocabulary } from '@baandee/domain';
import { mapArea, sellTypes } from '../search/search.queries.js';
import { searchPlan } from '../search/search-plan.js';
import { searchWordIndex } from '../search/search-words.js';

/**
 * Whether a listing matches a saved search, read with the search's own code (docs/decisions/059):
 * the filter table's `rowPassesFilters` (packages/domain search-filters.ts), the sell types,
 * map area and price column of search.queries.ts, the keyword planned by `searchPlan` against
 * the same vocabulary and tested on the word index's ids (a term with an alternative outside
 * the word index as a substring of the search text, as the SQL's `strpos`). It answers what
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
}

/** Reads a saved filter into what matching tests; null when the search cannot run (a room code that is none). */
export function matchPlan(id: number, filter: SearchFilter, vocabulary: SearchVocabulary): MatchPlan | null {
  const query: SearchQuery = { ...filter, page: 1, per_page: RESULTS_PER_PAGE } as SearchQuery;
  let plan;
  try {
    plan = searchPlan(query, vocabulary);
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
  };
}

const inRange = (price: number | null, min: number | undefined, max: number | undefined) =>
  price !== null && (min === undefined || price >= min) && (max === undefined || price <= max);

/** Whether the row is among the saved search's results. */
export function planMatches(plan: MatchPlan, row: MatchRow): boolean {
  const { query } = plan;
  if (plan.sellTypes && (row.sell_type === null || !plan.sellTypes.includes(row.sell_type))) return false;
  if (!rowPassesFilters(query, row)) return false;
  const area = plan.area;
  if (area) {
    // a listing without coordinates is never inside
    if (row.location_lat === null || row.location_lng === null) return false;
    if (row.location_lat < area.south || row.location_lat > area.north || row.location_lng < area.west || row.location_lng > area.east) return false;
  }
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
  const code = plan.roomCode;
  if (code) {
    if (!rowPasses('roomCount', code.bedrooms, row.total_bedroom) || !rowPasses('roomCount', code.restrooms, row.total_restroom) || !rowPasses('roomCount', code.carParks, row.car_park_size)) return false;
    if ((code.living && !row.has_living) || (code.dining && !row.has_dining) || (code.kitchen && !row.has_kitchen)) return false;
  }
  for (let i = 0; i < plan.terms.length; i++) {
    const words = plan.termWords[i];
    if (words) {
      if (!words.some((id) => row.word_ids.includes(id))) return false;
    } else if (!plan.terms[i]!.alternatives.some((alternative) => row.search_text.includes(alternative))) return false;
  }
  return true;
}

/** The saved searches (of `plans`) the row matches: their ids. */
export function matchingSearches(plans: Iterable<MatchPlan>, row: MatchRow): number[] {
  const ids: number[] = [];
  for (const plan of plans) if (planMatches(plan, row)) ids.push(plan.id);
  return ids;
}
