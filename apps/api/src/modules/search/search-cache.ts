import { keepRecent } from '../../lib/recent-map.js';

/** Searches whose answers a process keeps at once; the oldest goes first beyond it. */
export const SEARCH_CACHE_ENTRIES = 5000;

/**
 * How long past its reuse time an answer may still be given while the search runs again
 * in the background: a popular search's visitors never wait for it to be recomputed.
 */
export const SEARCH_CACHE_REFRESH_GRACE_MS = 10_000;

interface Entry {
  at: number;
  value: Promise<unknown>;
  /** The value has arrived (a failed search is dropped instead). */
  ready: boolean;
  /** A search asked again in the background after the reuse time. */
  refreshing: boolean;
}

/**
 * Recent searches' answers, per process (docs/decisions/028): the same search asked again
 * within `ttlMs` reuses what the first one computed (a signed-in user's page of ids, whose
 * cards are read fresh; an anonymous visitor's whole serialised answer). Asked in the
 * `graceMs` after that, the kept answer is given once more while the search runs again in
 * the background. A change of a listing's search row in this process (`invalidate`, called
 * by every refresh) drops them all at once; another process's changes show within
 * `ttlMs` (plus the grace, for a search asked all the time). Concurrent first asks share
 * one search; a failed search is forgotten. `ttlMs` 0: no reuse.
 */
export function createSearchCache(ttlMs: number, { maxEntries = SEARCH_CACHE_ENTRIES, graceMs = SEARCH_CACHE_REFRESH_GRACE_MS } = {}) {
  const entries = new Map<string, Entry>();

  function start<T>(key: string, compute: () => Promise<T>): Entry {
    const value = compute();
    const entry: Entry = { at: Date.now(), value, ready: false, refreshing: false };
    value.then(
      () => (entry.ready = true),
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  function keep(key: string, entry: Entry): void {
    keepRecent(entries, key, entry, maxEntries);
  }

  return {
    /** The answer kept for `key`, or the one `compute` gives (then kept). */
    reuse<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return compute();
      const cached = entries.get(key);
      const age = cached ? Date.now() - cached.at : Infinity;
      if (cached && age < ttlMs) return cached.value as Promise<T>;
      if (cached?.ready && age < ttlMs + graceMs) {
        if (!cached.refreshing) {
          cached.refreshing = true;
          const fresh = start(key, compute);
          // the fresh answer replaces the kept one once it has arrived (unless listings changed meanwhile)
          fresh.value.then(
            () => entries.get(key) === cached && keep(key, fresh),
            () => (cached.refreshing = false),
          );
        }
        return cached.value as Promise<T>;
      }
      const entry = start(key, compute);
      keep(key, entry);
      return entry.value as Promise<T>;
    },

    /** Listings changed: no search answer read before now is reused. */
    invalidate(): void {
      entries.clear();
    },
  };
}

export type SearchCache = ReturnType<typeof createSearchCache>;
