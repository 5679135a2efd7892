import { describe, expect, it } from 'vitest';
import { firstRouteGroup } from '../../build/first-route-chunk';

/** A module graph as the bundler describes it: each module's static importers. */
function graph(importers: Record<string, string[]>, entry: string) {
  return {
    getModuleInfo: (id: string) => (id in importers ? { isEntry: id === entry, importers: importers[id]! } : null),
  };
}

const src = '/repo/apps/web/src';

describe('the first route chunk', () => {
  const modules = graph(
    {
      [`${src}/main.tsx`]: [],
      [`${src}/app/routes/home.tsx`]: [`${src}/main.tsx`],
      [`${src}/features/home/components/hero-search.tsx`]: [`${src}/app/routes/home.tsx`],
      [`${src}/features/search/index.ts`]: [`${src}/features/home/components/hero-search.tsx`, `${src}/app/routes/landing.tsx`],
      // re-exported for the lazy landing page, which the home page never shows
      [`${src}/features/search/components/search-results.tsx`]: [`${src}/features/search/index.ts`],
      [`${src}/features/search/components/search-bar.tsx`]: [`${src}/features/search/index.ts`],
      [`${src}/features/search/search-store.ts`]: [`${src}/features/home/components/hero-search.tsx`, `${src}/features/search/components/search-bar.tsx`],
      [`${src}/app/routes/landing.tsx`]: [],
    },
    `${src}/main.tsx`,
  );
  const name = (id: string) => firstRouteGroup().name(id, modules);

  it("holds the app's modules the entry imports itself", () => {
    expect(name(`${src}/app/routes/home.tsx`)).toBe('first-route');
    expect(name(`${src}/features/home/components/hero-search.tsx`)).toBe('first-route');
    expect(name(`${src}/features/search/search-store.ts`)).toBe('first-route');
  });

  it("leaves what only a feature's index reaches to the bundler, which keeps it off the first page unless used there", () => {
    expect(name(`${src}/features/search/components/search-results.tsx`)).toBeNull();
    expect(name(`${src}/features/search/components/search-bar.tsx`)).toBeNull();
  });

  it('leaves lazy pages to their own chunks', () => {
    expect(name(`${src}/app/routes/landing.tsx`)).toBeNull();
  });
});
