import type { SearchFilter, SearchQuery } from '@baandee/contracts';
import { normalizeSearchText, parseCommutePlace, parseRoomCode, parseSearchKeyword, placeStations, railSeconds, railSecondsFrom, reachWithin, type RailGraph, type SearchTerm, type SearchVocabulary } from '@baandee/domain';
import { deepFreeze } from '../../lib/deep-freeze.js';
import { badInput } from '../../lib/errors.js';
import { keepRecent } from '../../lib/recent-map.js';
import type { SearchRail } from './search-rail.js';
import type { SearchPlan } from './search.queries.js';

/** How a keyword's matches are looked up (docs/decisions/015): chosen from the text sample. */
export type KeywordLookup = Pick<SearchPlan, 'keywordPath' | 'boostedPath' | 'termWords'>;

type CommuteRail = (RailGraph & Partial<Pick<SearchRail, 'districtPoints'>>) | null;

/**
 * The seconds from a commute's origin to each station reached: from a station (decision 061)
 * its rides, from a place (decision 066) the walk from the place's point to each open station
 * near it, then the ride. Null without an origin. A station that is not an open station of
 * the graph answers 422 'value not allowed' on `commute_station_id`, a district without a
 * point on `commute_place`.
 */
export function commuteOrigin(query: Pick<SearchQuery, 'commute_station_id' | 'commute_place'>, rail: CommuteRail): { origin: string; seconds: Map<number, number> } | null {
  const { commute_station_id: stationId, commute_place: placeText } = query;
  if (stationId === undefined && placeText === undefined) return null;
  if (!rail) throw new Error('a commute search needs the rail graph');
  if (stationId !== undefined) {
    if (!rail.stations.has(stationId)) throw badInput({ commute_station_id: ['value not allowed'] });
    return { origin: `station:${String(stationId)}`, seconds: railSeconds(rail, stationId) };
  }
  const place = parseCommutePlace(placeText!);
  const point = place?.kind === 'point' ? place : place ? rail.districtPoints?.get(place.id) : undefined;
  if (!point) throw badInput({ commute_place: ['value not allowed'] });
  return { origin: placeText!, seconds: railSecondsFrom(rail, placeStations(rail, point)) };
}

/** A query's commute search read against the rail graph (`commuteOrigin`, then the stations reached in its minutes): null without one. */
export function searchCommute(query: Pick<SearchQuery, 'commute_station_id' | 'commute_place' | 'commute_minutes'>, rail: CommuteRail): SearchPlan['commute'] {
  const minutes = query.commute_minutes;
  if (minutes === undefined) return null;
  const from = commuteOrigin(query, rail);
  return from ? { origin: from.origin, minutes, reach: reachWithin(from.seconds, minutes), seconds: from.seconds } : null;
}

/** Without a sample to choose from: walk the order's index, test the running boosts, no word index. */
const DEFAULT_LOOKUP: KeywordLookup = { keywordPath: 'walk', boostedPath: 'boosts', termWords: [] };

/** The keyword of a search: `keyword`, else `announce_title` (spec section 3). */
export const keywordOf = (query: SearchQuery): string | undefined => query.keyword ?? query.announce_title;

/**
 * Each vocabulary's keywords read into terms and their phrase, the oldest going first past
 * KEPT_KEYWORDS: segmenting a Thai keyword against the vocabulary was a tenth of a computed
 * search's own work, and the same keywords are searched again and again. Frozen: the same
 * terms answer the keyword again.
 */
const KEPT_KEYWORDS = 2_000;
const keptKeywords = new WeakMap<SearchVocabulary, Map<string, { terms: SearchTerm[]; phrase: string | null }>>();

function keywordTerms(keyword: string, vocabulary: SearchVocabulary): { terms: SearchTerm[]; phrase: string | null } {
  let kept = keptKeywords.get(vocabulary);
  if (!kept) keptKeywords.set(vocabulary, (kept = new Map()));
  let read = kept.get(keyword);
  if (!read) {
    const terms = parseSearchKeyword(keyword, vocabulary);
    read = deepFreeze({ terms, phrase: terms.length > 0 ? normalizeSearchText(keyword) : null });
    keepRecent(kept, keyword, read, KEPT_KEYWORDS);
  }
  return read;
}

/**
 * Reads a validated query into what the SQL needs: the keyword's terms (segmented against
 * the vocabulary) and, in a code search, the room code; `lookup` chooses how the keyword's
 * matches are found; a commute search's reach is read from `rail`. A code that is not a room
 * code, a commute station that is not an open station or a place without a point answers 422
 * with the field error.
 */
export function searchPlan(
  query: SearchQuery,
  vocabulary: SearchVocabulary,
  lookup: (terms: SearchTerm[]) => KeywordLookup = () => DEFAULT_LOOKUP,
  rail: CommuteRail = null,
): SearchPlan {
  const keyword = keywordOf(query);
  const { terms, phrase } = keyword ? keywordTerms(keyword, vocabulary) : { terms: [], phrase: null };
  let roomCode = null;
  if (query.searchMode === 'code_search' && query.room_type !== undefined) {
    roomCode = parseRoomCode(query.room_type);
    if (!roomCode) throw badInput({ room_type: ['value not allowed'] });
  }
  return {
    query,
    terms,
    phrase,
    roomCode,
    ...(terms.length > 0 ? lookup(terms) : DEFAULT_LOOKUP),
    commute: searchCommute(query, rail),
  };
}

/** The filter a search ran with, as a trend saves it and the search log records it (no paging). */
export function searchFilterOf(query: SearchQuery): SearchFilter {
  const { page: _page, per_page: _perPage, announce_title: _title, ...filter } = query;
  const keyword = keywordOf(query);
  return keyword === undefined ? filter : { ...filter, keyword };
}
