import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the shell is past hydration: set by the first effect after the page's first
 * commit, or at once when the app renders from scratch (`renderingFromScratch`). False on
 * the server and in the prerender.
 */
let firstCommitDone = false;

/** The app renders without hydrating (main.tsx): browser state may show from the first render. */
export function renderingFromScratch(): void {
  firstCommitDone = true;
}

/**
 * false while React hydrates the prerendered page (and in that prerender), true after.
 * A component that depends on browser state (cookies, storage) renders it only then, so
 * hydration sees the same markup the build wrote; one mounted later (a client navigation)
 * is true from its first render. The switch after hydration is a transition: rendered in
 * slices with the rest of the follow-up work, never as one synchronous pass
 * (useSyncExternalStore's server snapshot forces exactly that: one long task on the home page, decision 004).
 * Its users belong to the shell, not inside a `HydrateApart` part or a page (the root
 * layout's Suspense boundary around each page), which may hydrate after the first commit:
 * there, a component asks whether it has mounted itself (`useMounted`).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(firstCommitDone);
  useEffect(() => {
    firstCommitDone = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
