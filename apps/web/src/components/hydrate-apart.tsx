import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own, after the page around it
 * (decision 004): React leaves the markup of a Suspense boundary as the server sent it,
 * commits the rest, then hydrates each boundary in a pass of its own at low priority (or
 * at once, when the visitor interacts inside it). The main thread then never holds one
 * task for the whole page. Nothing inside suspends, so the fallback is never shown.
 * Components that use `useHydrated` stay outside: a part may hydrate after the first commit.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
