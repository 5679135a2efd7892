import { useSyncExternalStore } from 'react';
import { COMPARE_MAX, parseCompareIds } from '@baandee/domain';
import { browserStorage } from './browser-storage';
import { createStore } from './store';

/**
 * The listings picked to compare (issue #35): at most COMPARE_MAX ids in the order picked,
 * kept in local storage so they survive a reload and show in every tab opened later. The
 * server renders with none picked; the browser's picks show once the page is hydrated.
 */
const STORAGE_KEY = 'baandee.compare';
const NONE: readonly number[] = Object.freeze([]);

const store = createStore<readonly number[]>(NONE);
let loaded = false;

function current(): readonly number[] {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    const saved = parseCompareIds(browserStorage.get(STORAGE_KEY));
    if (saved.length > 0) store.set(saved);
  }
  return store.get();
}

function save(ids: readonly number[]): void {
  store.set(ids.length === 0 ? NONE : ids);
  browserStorage.set(STORAGE_KEY, ids.length === 0 ? null : ids.join(','));
}

export type ComparePickOutcome = 'added' | 'removed' | 'full';

export const comparePicks = {
  get: current,
  /** Adds or takes out one listing; a pick past COMPARE_MAX is refused ('full') and changes nothing. */
  toggle(id: number): ComparePickOutcome {
    const ids = current();
    if (ids.includes(id)) {
      save(ids.filter((picked) => picked !== id));
      return 'removed';
    }
    if (ids.length >= COMPARE_MAX) return 'full';
    save([...ids, id]);
    return 'added';
  },
  /** The picks become exactly these (the compare page opened from a shared link keeps what it shows). */
  replace(ids: readonly number[]): void {
    save(parseCompareIds(ids.join(',')));
  },
  clear(): void {
    save([]);
  },
};

const serverSnapshot = () => NONE;

export function useComparePicks(): readonly number[] {
  return useSyncExternalStore(store.subscribe, current, serverSnapshot);
}
