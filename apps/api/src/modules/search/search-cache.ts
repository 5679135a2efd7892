import type { SearchIds } from './search.repository.js';

/** Searches whose answers a process keeps at once; the oldest goes first beyond it. */
export const SEARCH_CACHE_ENTRIES = 5000;

interface Entry {
  at: number;
  ids: Promise<SearchIds>;
}

/**
 * The ids of recent searches' pages, per process (docs/decisions/028): the same search
 * asked again within `ttlMs` reuses them, while the cards (prices, pictures, the viewer's
 * favourites) are read fresh on every call. A change of a listing's search row in this
 * process (`invalidate`, called by every refresh) drops them all at once; another
 * process's changes show within `ttlMs`, as its server-rendered pages do. Concurrent
 * first asks share one search; a failed search is forgotten. `ttlMs` 0: no reuse.
 */
export function createSearchCache(ttlMs: number, maxEntries = SEARCH_CACHE_ENTRIES) {
  const entries = new Map<string, Entry>();

  return {
    ids(key: string, search: () => Promise<SearchIds>): Promise<SearchIds> {
      if (ttlMs <= 0) return search();
      const now = Date.now();
      const cached = entries.get(key);
      if (cached && now - cached.at < ttlMs) return cached.ids;
      if (cached) entries.delete(key);
      const entry: Entry = { at: now, ids: search() };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      entry.ids.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.ids;
    },

    /** Listings changed: no search answer read before now is reused. */
    invalidate(): void {
      entries.clear();
    },
  };
}

export type SearchCache = ReturnType<typeof createSearchCache>;
