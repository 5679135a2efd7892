import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FloatingActions } from './floating-actions';
import { HydrateApart } from '../../components/hydrate-apart';
import { GlobalLoadingOverlay } from '../../components/loading-overlay';
import { NotFoundPage } from '../../components/not-found-page';
import { PageLoading } from '../../components/page-loading';
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

/**
 * Marks the document interactive once the page itself has hydrated, not only the shell:
 * the page's boundary hydrates after the shell, and browser tests wait for this mark.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** The application shell around every page (spec section 2). */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  // the page's route (a layout such as the listing form's counts as one page): a new page
  // is a new boundary, whose loading state shows at once instead of the old page
  const page = useMatches()[2]?.id ?? 'none';
  // every page change sets the route's title and description, as the server does for the path
  useRouteHead();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {/* a page (or a catalogue it asks for) still loading shows its loading state here, in the shell */}
        <Suspense key={page} fallback={<PageLoading />}>
          {isNotFoundState(location.state) ? <NotFoundPage /> : <Outlet />}
          <PageReady />
        </Suspense>
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
