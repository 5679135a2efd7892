import { useEffect } from 'react';
import { createStore, useStore } from '../../lib/store';
import type { AppRouter } from '../router';

/** Whether the router is on its way to another page (its code, catalogues or loaders). */
const navigating = createStore(false);
let followed: AppRouter | null = null;

/** The router the bar follows (main.tsx). */
export function followNavigation(router: AppRouter): void {
  followed = router;
}

/**
 * A thin bar while the next page's code or data loads (the current page stays visible).
 * It follows the router itself rather than `useNavigation`: the router's state reaches the
 * tree in a transition, which waits while anything in the tree waits (a lazy part, a
 * catalogue), and the old page then stayed on screen without a sign. A store's update
 * renders at once. (Subscribed once mounted: the router provider subscribes first.)
 */
export function NavigationProgress() {
  useEffect(() => followed?.subscribe((state) => navigating.set(state.navigation.state !== 'idle')), []);
  return useStore(navigating) ? <div className="nav-progress" role="progressbar" aria-hidden data-testid="navigation-progress" /> : null;
}
