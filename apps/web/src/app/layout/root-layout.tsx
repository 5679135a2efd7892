import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FloatingActions } from './floating-actions';
import { HydrateApart } from '../../components/hydrate-apart';
import { GlobalLoadingOverlay } from '../../components/loading-overlay';
import { NotFoundPage } from '../../components/not-found-page';
import { CookieBar } from '../../features/cookie-consent/components/cookie-bar';
import { BottomNav } from '../../features/shell/components/bottom-nav';
import { SiteFooter } from '../../features/shell/components/site-footer';
import { SiteHeader } from '../../features/shell/components/site-header';
import { useRouteHead } from '../../lib/page-head';
import { DeferredDialogs } from './deferred';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';

/** Navigation state set by `showNotFound()`: the current URL renders the not-found page. */
export interface NotFoundState {
  notFound: true;
}

function isNotFoundState(state: unknown): state is NotFoundState {
  return typeof state === 'object' && state !== null && (state as NotFoundState).notFound === true;
}

/** The application shell around every page (spec section 2). */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  // every page change sets the route's title and description, as the server does for the path
  useRouteHead();
  // Browser tests wait for this: the prerendered page is interactive only from here on.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {isNotFoundState(location.state) ? <NotFoundPage /> : <Outlet />}
      </main>
      <HydrateApart when="needed">
        <SiteFooter />
      </HydrateApart>
      <BottomNav />
      <CookieBar />
      <FloatingActions />
      <GlobalLoadingOverlay />
      <DeferredDialogs />
    </>
  );
}
