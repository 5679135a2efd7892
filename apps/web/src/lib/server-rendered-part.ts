import { lazy, type ComponentType } from 'react';

/** Every server-rendered part's loader: the server loads them all before it renders a page. */
const loaders: (() => Promise<unknown>)[] = [];
/** How many parts' code is not in yet. */
let missing = 0;

/** A thenable that calls back at once, so React.lazy resolves within the render that asks. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}

/**
 * A part of a server-rendered page whose code is not among the page's first scripts
 * (inside `HydrateApart when="needed"`, decision 079): the server renders it in full, the
 * browser shows the server's markup and fetches and runs the part's chunk only when the
 * part is wanted (it comes near the screen, the visitor taps or the page's data changes).
 * A visit that never scrolls never loads it. On the server, and in the browser once the
 * chunk is in, React.lazy resolves it within the same render (`renderToString` cannot wait
 * for a lazy component: its Suspense boundary would go out empty). A tap inside the part
 * while its code is on its way is held and pressed again once it hydrates (hydrate-apart.tsx).
 */
export function serverRenderedPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => {
        missing -= 1;
        return (loaded = component);
      },
      (error: unknown) => {
        // a chunk that failed to arrive (the network dropped) is asked for again next time
        loading = undefined;
        throw error;
      },
    ));
  missing += 1;
  loaders.push(loadOnce);
  return lazy(() => (loaded ? settled({ default: loaded }) : loadOnce().then((component) => ({ default: component }))) as Promise<{ default: ComponentType<P> }>);
}

/**
 * Loads every server-rendered part's code: the server, before its first render; the
 * browser, before an update reaches parts that have not hydrated (get-listing.ts): a part
 * whose code is still on its way would drop the server's markup for an empty space.
 */
export function loadServerRenderedParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/** Whether every server-rendered part's code is in (React renders them within the render that asks). */
export const serverRenderedPartsLoaded = (): boolean => missing === 0;
