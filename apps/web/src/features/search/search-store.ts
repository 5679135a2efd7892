import { SEARCH_DEFAULTS } from '@baandee/domain';
import { browserStorage } from '../../lib/browser-storage';
import { createStore, useStore } from '../../lib/store';
import { useHydrated } from '../../lib/use-hydrated';
import { defaultFilter, type SearchFilter } from './search-filter';

const STORAGE_KEY = 'baandee.search';

/**
 * The last search run (spec section 4: running a search saves the filter). The search bar
 * starts from it on every page, so a visitor coming back finds their filters as they left
 * them; the search route's URL replaces it whenever one is opened.
 */
const saved = createStore<SearchFilter | null>(null);

/** What the page paints before it knows the visitor's storage (one object, so renders compare equal). */
const PRERENDERED = defaultFilter();
let fromStorage: SearchFilter | undefined;

/**
 * What saveFilter wrote. Only the shape is checked here (the full check would load with the
 * first page): the bar only starts from it, and a search canonicalizes what it sends.
 */
function read(): SearchFilter {
  try {
    const value: unknown = JSON.parse(browserStorage.get(STORAGE_KEY) ?? 'null');
    const filter = value as SearchFilter | null;
    if (!filter || !Array.isArray(filter.furniture_cast) || !Array.isArray(filter.facility_cast)) return defaultFilter();
    // searches saved before the defaults lost their max price carry it as if the visitor had set it
    const { max_price, ...rest } = filter;
    return { ...defaultFilter(), ...rest, ...(max_price !== undefined && max_price !== SEARCH_DEFAULTS.max_price ? { max_price } : {}) };
  } catch {
    return defaultFilter();
  }
}

/**
 * A stored filter equal to the defaults is the prerender's own object: a first visit (or a
 * visitor back at the defaults) renders nothing again once the page has hydrated.
 */
const steady = (filter: SearchFilter): SearchFilter => (JSON.stringify(filter) === JSON.stringify(PRERENDERED) ? PRERENDERED : filter);

const stored = () => (fromStorage ??= steady(read()));

export function savedFilter(): SearchFilter {
  return saved.get() ?? stored();
}

export function saveFilter(filter: SearchFilter): void {
  saved.set(filter);
  browserStorage.set(STORAGE_KEY, JSON.stringify(filter));
}

/** The saved filter; the defaults while the prerendered page hydrates (storage is browser state). */
export function useSavedFilter(): SearchFilter {
  const hydrated = useHydrated();
  const value = useStore(saved);
  if (!hydrated) return PRERENDERED;
  return value ?? stored();
}
