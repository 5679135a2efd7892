import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while React hydrates the prerendered page (and in that prerender), true after.
 * A component that depends on browser state (cookies, storage) renders it only then, so
 * hydration sees the same markup the build wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
