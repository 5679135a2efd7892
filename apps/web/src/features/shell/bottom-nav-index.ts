import { BOTTOM_NAV } from '@baandee/domain';

export type BottomNavIndex = (typeof BOTTOM_NAV)[keyof typeof BOTTOM_NAV];

/** The anchor of the home page's recommended section, the target of the "Recommended" tab. */
export const RECOMMENDED_HASH = '#recommended';

const ARTICLE_PATHS = /^\/(article|article-category|view-article)(\/|$)/;
const ACCOUNT_PATHS = new Set(['/my-announce', '/change-password', '/my-profile']);

/**
 * Which bottom-navigation tab is highlighted (spec section 2): Home 0 on '/', search 1,
 * recommended 2, articles 3 on the article pages, 4 ("More") on my listings, change
 * password and my profile. Other pages highlight none.
 */
export function bottomNavIndex(pathname: string, hash = ''): BottomNavIndex | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return hash === RECOMMENDED_HASH ? BOTTOM_NAV.recommended : BOTTOM_NAV.home;
  if (path === '/announce-search') return BOTTOM_NAV.search;
  if (ARTICLE_PATHS.test(path)) return BOTTOM_NAV.articles;
  if (ACCOUNT_PATHS.has(path)) return BOTTOM_NAV.more;
  return null;
}
