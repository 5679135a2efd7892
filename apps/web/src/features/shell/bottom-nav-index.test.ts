import { describe, expect, it } from 'vitest';
import { BOTTOM_NAV } from '@baandee/domain';
import { bottomNavIndex } from './bottom-nav-index';

describe('bottomNavIndex', () => {
  it.each([
    ['/', '', BOTTOM_NAV.home],
    ['/', '#recommended', BOTTOM_NAV.recommended],
    ['/announce-search', '', BOTTOM_NAV.search],
    ['/article', '', BOTTOM_NAV.articles],
    ['/article-category', '', BOTTOM_NAV.articles],
    ['/view-article/12', '', BOTTOM_NAV.articles],
    ['/my-announce', '', BOTTOM_NAV.more],
    ['/change-password', '', BOTTOM_NAV.more],
    ['/my-profile', '', BOTTOM_NAV.more],
    ['/my-profile/', '', BOTTOM_NAV.more],
  ])('%s%s highlights tab %i', (pathname, hash, expected) => {
    expect(bottomNavIndex(pathname, hash)).toBe(expected);
  });

  it.each(['/contact', '/about-us', '/view-announce/condo-1', '/articles-of-faith', '/my-favorite', '/dashboard'])(
    '%s highlights nothing',
    (pathname) => {
      expect(bottomNavIndex(pathname)).toBeNull();
    },
  );
});
