/**
 * The web app's pages (spec section 2), shared by the web router and the server: the
 * server answers a path no pattern matches with 404 (the app's not-found page) and gives
 * every page its own <title> and meta description in the HTML it sends. The texts are
 * catalogue keys (`namespace:key`, Thai from packages/locales); descriptions are in
 * `pageDescriptions` there, under the page's name.
 */
export interface PageRoute {
  /** Path pattern: `:name` matches one path segment. */
  path: string;
  /** Catalogue key of the page title, without the product suffix. */
  title: string;
  /** The page needs a signed-in user: anonymous visitors go Home with the login dialog. */
  login?: true;
  /**
   * With `login`: a visitor signs in on the page itself instead of going Home (the
   * Songkran event's own Google and Facebook sign-in, decision 022).
   */
  signInHere?: true;
  /** Only for administrators (others see the not-found page). */
  admin?: true;
}

import { LANDING_PREFIXES } from './landing.js';

/** The help-center topics, in reading order: slug in the path, key in the `help` catalogue. */
export const HELP_TOPICS = [
  { key: 'createAccount', slug: 'create-account' },
  { key: 'accountManagement', slug: 'account-management' },
  { key: 'boostPost', slug: 'boost-post' },
] as const;
export type HelpTopicKey = (typeof HELP_TOPICS)[number]['key'];

/** The five steps of the listing form (spec section 2): `''` is the first step. */
export const ANNOUNCE_STEP_PATHS = ['', 'form-price', 'form-room', 'form-facility', 'form-post'] as const;

const announceSteps = (base: string, title: string): Record<string, PageRoute> =>
  Object.fromEntries(
    ANNOUNCE_STEP_PATHS.map((step) => [`${base}${step ? `/${step}` : ''}`, { path: step ? `${base}/${step}` : base, title, login: true } as PageRoute]),
  );

export const PAGE_ROUTES: Readonly<Record<string, PageRoute>> = {
  home: { path: '/', title: 'shell:pages.home' },
  songkran: { path: '/songkran', title: 'shell:pages.songkran', login: true, signInHere: true },
  // a Songkran greeting card: the link its sender shares (server-rendered with the card as its preview)
  songkranCard: { path: '/songkran-card/:ref', title: 'shell:pages.songkranCard' },
  articles: { path: '/article', title: 'shell:pages.articles' },
  articleCategory: { path: '/article-category', title: 'shell:pages.articleCategory' },
  articleDetail: { path: '/view-article/:articleId', title: 'shell:pages.articleDetail' },
  search: { path: '/announce-search', title: 'shell:pages.search' },
  myProfile: { path: '/my-profile', title: 'account:profile.title', login: true },
  agentProfile: { path: '/view-profile/:id', title: 'shell:pages.agentProfile' },
  myPosts: { path: '/my-announce', title: 'shell:pages.myPosts', login: true },
  changePassword: { path: '/change-password', title: 'account:changePassword.title', login: true },
  listing: { path: '/view-announce/:slugId', title: 'shell:pages.listing' },
  privacyPolicy: { path: '/privacy-policy', title: 'legal:privacy.title' },
  termsOfService: { path: '/terms-of-service', title: 'legal:terms.title' },
  contact: { path: '/contact', title: 'contact:page.title' },
  aboutUs: { path: '/about-us', title: 'contact:about.title' },
  ...Object.fromEntries(HELP_TOPICS.map(({ key, slug }) => [`help.${key}`, { path: `/help-center/${slug}`, title: `help:${key}.title` }])),
  emailVerify: { path: '/email-verify', title: 'account:verify.title' },
  confirmEmailChange: { path: '/confirm-email-change', title: 'account:changeEmail.pageTitle' },
  lineSetting: { path: '/line-setting', title: 'account:notifications.title', login: true },
  lineCallback: { path: '/line-callback', title: 'shell:pages.lineCallback', login: true },
  dashboard: { path: '/dashboard', title: 'shell:pages.dashboard', login: true },
  favourites: { path: '/my-favorite', title: 'shell:pages.favourites', login: true },
  // the saved searches with alerts (docs/decisions/060); ?open={id} opens one as a search
  savedSearches: { path: '/my-saved-search', title: 'shell:pages.savedSearches', login: true },
  // an alert's one-click unsubscribe link, without signing in
  savedSearchUnsubscribe: { path: '/saved-search-unsubscribe', title: 'shell:pages.savedSearchUnsubscribe' },
  compare: { path: '/compare', title: 'shell:pages.compare' },
  credit: { path: '/my-credit-point', title: 'shell:pages.credit', login: true },
  resetPassword: { path: '/reset-password', title: 'account:reset.title' },
  // the "still available?" mail's one-click links (docs/decisions/062)
  stillAvailable: { path: '/still-available', title: 'listing:available.pageTitle' },
  trend: { path: '/trend/:slugId', title: 'shell:pages.trend' },
  admin: { path: '/admin', title: 'admin:title', login: true, admin: true },
  adminSection: { path: '/admin/:section', title: 'admin:title', login: true, admin: true },
  ...announceSteps('/announce', 'shell:pages.newListing'),
  ...announceSteps('/:listingId/announce', 'shell:pages.editListing'),
  // AnnouncePreview: the summary after the fifth step, of a saved draft
  announcePreview: { path: '/:listingId/announce/preview', title: 'postForm:summary.title', login: true },
  // landing pages (landing.ts): a place, and a place with a price band, per estate type and deal
  ...Object.fromEntries(
    LANDING_PREFIXES.flatMap(({ prefix }) => [
      [`landing.${prefix}`, { path: `/${prefix}/:place`, title: 'shell:pages.landing' }],
      [`landing.${prefix}.band`, { path: `/${prefix}/:place/:band`, title: 'shell:pages.landing' }],
    ]),
  ),
};

/** What an unknown path shows (with HTTP 404 from the server). */
export const NOT_FOUND_PAGE: PageRoute = { path: '*', title: 'shell:pages.notFound' };

const compiled = Object.entries(PAGE_ROUTES).map(([name, route]) => ({
  name,
  route,
  pattern: new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/** The page a path shows, or null for a path no page has (the not-found page). */
export function matchPageRoute(pathname: string): { name: string; route: PageRoute } | null {
  const found = compiled.find(({ pattern }) => pattern.test(pathname));
  return found ? { name: found.name, route: found.route } : null;
}

/** Pages with a fixed path that anyone may open: what a crawler (or an accessibility check) can visit. */
export function publicStaticPages(): { name: string; route: PageRoute }[] {
  return compiled.filter(({ route }) => !route.login && !route.path.includes(':')).map(({ name, route }) => ({ name, route }));
}
