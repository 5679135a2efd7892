import './lib/zod-settings';
import './app/styles/mantine-base';
import './app/styles/fonts.css';
import './app/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { QueryKey } from '@tanstack/react-query';
import { AppProviders } from './app/providers';
import { releaseWaitingParts } from './components/hydrate-apart';
import { followNavigation } from './app/layout/navigation-progress';
import { createRouter, routes } from './app/router';
import { showNotFound, wireApi } from './app/wire-api';
import { bindSessionToCache } from './lib/current-user';
import { i18n, initI18n } from './lib/i18n';
import { renderingFromScratch } from './lib/use-hydrated';
import { createQueryClient, setAppQueryClient } from './lib/query-client';

/** What a server-rendered page carries for the app (ssr.tsx renderPage). */
interface ServerState {
  queries: { key: QueryKey; data: unknown; updatedAt?: number }[];
  loaderData: Record<string, unknown>;
}

// Every navigation starts at the top (spec section 2), back and forward included.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

/**
 * The lazy pages of the current URL, loaded before the router starts: markup the server
 * rendered hydrates only if the first client render shows the same page, not a loading state.
 */
async function loadCurrentPages(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route as RouteObject, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Ends the current task: the work before and after it are separate tasks, so a tap (or
 * the browser's rendering) can come between them instead of waiting for both.
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // the modules have just been evaluated, in one task: start the app in the next
  await yieldToMain();
  const container = document.getElementById('root')!;
  const html = document.documentElement;
  // index.html carries the prerendered home page and the server renders the public pages
  // (decision 020); public/boot.js marks the visits they do not fit (another page,
  // language or a session), which render afresh.
  const hydrating = container.hasChildNodes() && html.dataset.prerender !== 'off';
  const serverData = hydrating ? document.getElementById('ssr-data') : null;
  // a page rendered on the server needs its code before the router starts; any other visit
  // lets the router load its page while the catalogues load
  const pages = serverData ? loadCurrentPages() : null;
  const state = serverData?.textContent ? (JSON.parse(serverData.textContent) as ServerState) : null;
  let router = serverData ? null : createRouter();

  // Catalogues of a non-default language load before the first render, so no Thai flashes.
  // Building the route table and reading the catalogues are a task each, not one long
  // task on a slow phone (decision 004).
  await yieldToMain();
  await Promise.all([initI18n(), pages]);
  await yieldToMain();

  // the router starts where the server's left off: its loaders have answered already
  router ??= createRouter(state ? { loaderData: state.loaderData } : undefined);
  const current = router;
  // a language change updates the parts waiting to hydrate: let them first (HydrateApart)
  i18n.on('languageChanged', releaseWaitingParts);
  const queryClient = createQueryClient(() => showNotFound(current));
  wireApi(current);
  followNavigation(current);
  bindSessionToCache(queryClient);
  setAppQueryClient(queryClient);
  // the queries the server rendered the page from (ssr.tsx seedQueries)
  for (const query of state?.queries ?? []) queryClient.setQueryData(query.key, query.data, query.updatedAt ? { updatedAt: query.updatedAt } : undefined);

  // wiring the router and the cache was one task; hydrating is the next
  await yieldToMain();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={current} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrating) {
    // Hydrating inside a transition lets React yield every few milliseconds instead of
    // holding the main thread for the whole tree: a tap during hydration is answered.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  renderingFromScratch();
  container.replaceChildren();
  delete html.dataset.prerender;
  const root = createRoot(container);
  // A transition renders in slices, so the first render does not block input for long.
  startTransition(() => root.render(app));
}

void start();
