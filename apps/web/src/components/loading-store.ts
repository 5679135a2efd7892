import { createStore, useStore } from '../lib/store';

/** Site loading (spec section 4, global states): a counter, so overlapping tasks nest. */
const loadingStore = createStore(0);

function showLoading(): void {
  loadingStore.set((count) => count + 1);
}

function hideLoading(): void {
  loadingStore.set((count) => Math.max(0, count - 1));
}

/** Shows the overlay while `task` runs. */
export async function withLoading<T>(task: Promise<T>): Promise<T> {
  showLoading();
  try {
    return await task;
  } finally {
    hideLoading();
  }
}

export function useIsLoading(): boolean {
  return useStore(loadingStore) > 0;
}
