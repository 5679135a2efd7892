import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { PRODUCT_NAME } from '@baandee/domain';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { i18n, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

/**
 * Build-time render of the home page for an anonymous Thai visitor (the default), written
 * into index.html by scripts/prerender.mjs. The browser paints it before any script runs;
 * main.tsx hydrates it, or discards it when the visitor is not that case (see
 * public/boot.js).
 */
export async function renderHome(): Promise<{ html: string; title: string }> {
  await initI18n('th');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('the home route answered a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const title = i18n.t('pageTitle', { title: i18n.t('pages.home', { ns: 'shell' }), product: PRODUCT_NAME });
  return { html, title };
}
