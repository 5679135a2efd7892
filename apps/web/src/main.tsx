import './app/styles/mantine-base';
import './app/styles/fonts.css';
import './app/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { showNotFound, wireApi } from './app/wire-api';
import { bindSessionToCache } from './lib/current-user';
import { initI18n } from './lib/i18n';
import { createQueryClient, setAppQueryClient } from './lib/query-client';

// Every navigation starts at the top (spec section 2), back and forward included.
if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';

const router = createRouter();
const queryClient = createQueryClient(() => showNotFound(router));
wireApi(router);
bindSessionToCache(queryClient);
setAppQueryClient(queryClient);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// Catalogues of a non-default language load before the first render, so no Thai flashes.
void initI18n().then(() => {
  const container = document.getElementById('root')!;
  const html = document.documentElement;
  // index.html carries the prerendered home page; public/boot.js marks the
  // visits it does not fit (another page, language or a session), which render afresh.
  if (container.hasChildNodes() && html.dataset.prerender !== 'off') {
    // Hydrating inside a transition lets React yield every few milliseconds instead of
    // holding the main thread for the whole tree: a tap during hydration is answered.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  container.replaceChildren();
  delete html.dataset.prerender;
  const root = createRoot(container);
  // A transition renders in slices, so the first render does not block input for long.
  startTransition(() => root.render(app));
});
