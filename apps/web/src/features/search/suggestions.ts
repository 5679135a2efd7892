import type { SearchSuggestion, SuggestionFilter } from '@baandee/contracts';
import { browserStorage } from '../../lib/browser-storage';
import { createStore, useStore } from '../../lib/store';
import type { SearchFilter } from './search-filter';

/**
 * The search box's suggestions (docs/decisions/051): what choosing one does to the filter,
 * and this browser's recent searches (a few, kept in localStorage, clearable).
 */

/** A search run from the search box: a suggestion chosen, or words typed. */
export interface RecentSearch {
  kind: SearchSuggestion['kind'] | 'keyword';
  name: string;
  detail: string | null;
  system: string | null;
  filter: SuggestionFilter;
}

const STORAGE_KEY = 'baandee.recent-searches';
export const RECENT_SEARCHES_MAX = 5;

const isRecent = (value: unknown): value is RecentSearch => {
  const item = value as RecentSearch | null;
  return typeof item === 'object' && item !== null && typeof item.kind === 'string' && typeof item.name === 'string' && typeof item.filter === 'object' && item.filter !== null;
};

function read(): RecentSearch[] {
  try {
    const value: unknown = JSON.parse(browserStorage.get(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isRecent).slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

/** Read once in the browser; none while the page renders on the server (the list only shows once the field has focus). */
const recent = createStore<RecentSearch[]>(typeof window === 'undefined' ? [] : read());

/** The recent searches, newest first. */
export function useRecentSearches(): RecentSearch[] {
  return useStore(recent);
}

/** Keeps a search at the top of the list (the same one again moves up; the oldest beyond the few leaves). */
export function rememberSearch(search: RecentSearch): void {
  const key = (item: RecentSearch) => `${item.kind}:${item.name.trim().toLowerCase()}`;
  const next = [search, ...recent.get().filter((item) => key(item) !== key(search))].slice(0, RECENT_SEARCHES_MAX);
  recent.set(next);
  browserStorage.set(STORAGE_KEY, JSON.stringify(next));
}

export function rememberKeyword(keyword: string | undefined): void {
  const words = keyword?.trim();
  if (words) rememberSearch({ kind: 'keyword', name: words, detail: null, system: null, filter: { keyword: words } });
}

export function clearRecentSearches(): void {
  recent.set([]);
  browserStorage.set(STORAGE_KEY, null);
}

/** The recent searches whose name holds what is typed (all of them for less than two characters). */
export function matchingRecent(searches: readonly RecentSearch[], typed: string, max: number): RecentSearch[] {
  const text = typed.trim().toLocaleLowerCase('th');
  if (text.length < 2) return searches.slice(0, max);
  return searches.filter((item) => item.name.toLocaleLowerCase('th').includes(text)).slice(0, max);
}

/**
 * The filter after choosing a suggestion: the fields it names replace what the draft had
 * for the same thing (an area replaces the area, a station the stations and line, a line
 * the line and stations); the typed words leave the keyword, unless the suggestion is one.
 */
export function applySuggestion(draft: SearchFilter, filter: SuggestionFilter): SearchFilter {
  const next: SearchFilter = { ...draft, keyword: filter.keyword };
  if (filter.estate_type_id !== undefined) next.estate_type_id = filter.estate_type_id;
  if (filter.province_id !== undefined) {
    next.province_id = filter.province_id;
    next.district_id = filter.district_id;
    next.sub_district_id = filter.sub_district_id;
  }
  if (filter.train_station_cast !== undefined) {
    next.train_station_cast = filter.train_station_cast;
    next.train_type = undefined;
    next.train_line = undefined;
  }
  if (filter.train_type !== undefined || filter.train_line !== undefined) {
    next.train_type = filter.train_type;
    next.train_line = filter.train_line;
    next.train_station_cast = [];
    next.station_distance = undefined;
  }
  return next;
}
