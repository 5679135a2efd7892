import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import type { AdPage } from '@baandee/domain';
import { LANDING_PREFIXES } from '@baandee/domain';
import type { Namespace } from '@baandee/locales/languages';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoading } from '../components/page-loading';
import { requireLogin } from '../features/auth/require-login';
import { loadNamespaces } from '../lib/i18n';
import { RootLayout } from './layout/root-layout';
import { RouteError, RootError } from './route-error';
import { HomePage } from './routes/home';

/** A lazily loaded page whose catalogues load with its code (its styles travel in its chunk). */
function page(load: () => Promise<{ Component: ComponentType }>, ...namespaces: Namespace[]): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
      return { Component: module.Component };
    },
  };
}

/**
 * The loader of a page with ads (spec section 2's page names): asks for them while the
 * page's code loads; its own code comes with the first page that has ads.
 */
const adsLoader = (page: AdPage) => async () => (await import('../features/ads/api/get-ads')).loadAds(page);

/** The listing form: one chunk for its layout, steps and summary (one preload list in this bundle). */
const announceForm = () => import('./routes/announce-form');
type AnnouncePage = keyof Awaited<ReturnType<typeof announceForm>>['steps'];
const announcePage = (name: AnnouncePage) => ({ lazy: async () => ({ Component: (await announceForm()).steps[name] }) });

/** The five steps of the listing form (spec section 2), with the spec's route names. */
function announceSteps(suffix: '' | 'Edit'): RouteObject[] {
  const steps = [
    { path: '', name: 'Info' },
    { path: 'form-price', name: 'Price' },
    { path: 'form-room', name: 'Room' },
    { path: 'form-facility', name: 'Facility' },
    { path: 'form-post', name: 'Post' },
  ] as const;
  return steps.map(({ path, name }) => ({ ...(path ? { path } : { index: true }), id: `AnnounceForm${name}${suffix}`, ...announcePage(name) }));
}

/** The article pages: one chunk, with the article and listing catalogues (cards, pager). */
const articlePages = () => import('./routes/articles');
const articlePage = (name: keyof Awaited<ReturnType<typeof articlePages>>['pages']) =>
  page(async () => ({ Component: (await articlePages()).pages[name] }), 'article', 'listing');

const guarded = { loader: requireLogin };
const landing = page(() => import('./routes/landing'), 'search', 'listing');

/** The route table of spec section 2 (history mode). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootError,
    children: [
      {
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, id: 'Home', Component: HomePage },
          // login-required, signing in on the page itself (decision 022): no redirect Home
          { path: 'songkran', id: 'Songkran', ...page(() => import('./routes/songkran'), 'event', 'account') },
          { path: 'songkran-card/:ref', ...page(() => import('./routes/songkran-card'), 'event') },
          { path: 'article', loader: adsLoader('articleList'), ...articlePage('List') },
          { path: 'article-category', ...articlePage('Category') },
          { path: 'view-article/:articleId', id: 'ArticleDetail', loader: adsLoader('articleDetail'), ...articlePage('Detail') },
          { path: 'announce-search', id: 'AnnounceAdvanceSearch', loader: adsLoader('searchList'), ...page(() => import('./routes/announce-search'), 'search', 'listing') },
          { path: 'my-profile', id: 'Profile', ...guarded, ...page(() => import('./routes/my-profile'), 'account') },
          { path: 'view-profile/:id', ...page(() => import('./routes/view-profile'), 'listing') },
          { path: 'my-announce', id: 'MyAnnounce', ...guarded, ...page(() => import('./routes/my-announce'), 'listing', 'credit', 'line') },
          { path: 'change-password', id: 'ChangePassword', ...guarded, ...page(() => import('./routes/change-password'), 'account') },
          {
            // one layout for a new listing and its draft: creating the draft moves to /{id}/announce/... keeping the form
            id: 'AnnounceForm',
            ...guarded,
            ...page(announceForm, 'postForm', 'listing'),
            children: [
              { path: 'announce', children: announceSteps('') },
              {
                path: ':listingId/announce',
                children: [...announceSteps('Edit'), { path: 'preview', id: 'AnnouncePreview', ...announcePage('Preview') }],
              },
            ],
          },
          { path: 'view-announce/:slugId', loader: adsLoader('announceView'), ...page(() => import('./routes/view-announce'), 'listing') },
          { path: 'privacy-policy', ...page(() => import('./routes/privacy-policy'), 'legal') },
          { path: 'terms-of-service', ...page(() => import('./routes/terms-of-service'), 'legal') },
          { path: 'contact', ...page(() => import('./routes/contact'), 'contact') },
          { path: 'about-us', loader: adsLoader('aboutUs'), ...page(() => import('./routes/about-us'), 'contact') },
          { path: 'help-center/:topic', ...page(() => import('./routes/help-center'), 'help') },
          { path: 'email-verify', ...page(() => import('./routes/email-verify'), 'account') },
          { path: 'confirm-email-change', ...page(() => import('./routes/confirm-email-change'), 'account') },
          { path: 'line-setting', ...guarded, ...page(() => import('./routes/line-setting'), 'account', 'line') },
          { path: 'line-callback', ...guarded, ...page(() => import('./routes/line-callback'), 'line') },
          { path: 'dashboard', ...guarded, ...page(() => import('./routes/dashboard'), 'dashboard', 'listing') },
          { path: 'compare', ...page(() => import('./routes/compare'), 'listing') },
          { path: 'my-favorite', ...guarded, ...page(() => import('./routes/my-favorite'), 'listing') },
          { path: 'my-saved-search', ...guarded, ...page(() => import('./routes/my-saved-search'), 'search') },
          { path: 'saved-search-unsubscribe', ...page(() => import('./routes/saved-search-unsubscribe'), 'search') },
          { path: 'my-credit-point', id: 'MyCreditPoint', ...guarded, ...page(() => import('./routes/my-credit-point'), 'credit', 'listing', 'line') },
          { path: 'reset-password', ...page(() => import('./routes/reset-password'), 'account') },
          { path: 'still-available', ...page(() => import('./routes/still-available'), 'listing') },
          { path: 'trend/:slugId', id: 'TrendGroup', ...page(() => import('./routes/trend'), 'search', 'listing') },
          // landing pages (decision 020): a place, or a place and a price band, per estate type and deal
          ...LANDING_PREFIXES.flatMap(({ prefix }) => [
            { path: `${prefix}/:place`, ...landing },
            { path: `${prefix}/:place/:band`, ...landing },
          ]),
          // DESIGN 4.15: admins only; the screen shows the not-found page to anyone else
          { path: 'admin', id: 'Admin', ...guarded, ...page(() => import('./routes/admin'), 'admin', 'listing', 'credit', 'article') },
          { path: 'admin/:section', ...guarded, ...page(() => import('./routes/admin'), 'admin', 'listing', 'credit', 'article') },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** `hydrationData`: what the server's loaders answered for a page it rendered (main.tsx). */
export function createRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
export type AppRouter = ReturnType<typeof createRouter>;
