import { describe, expect, it } from 'vitest';
import { matchPath, type RouteObject } from 'react-router';
import { PAGE_ROUTES } from '@baandee/domain';
import { requireLogin } from '../features/auth/require-login';
import { routes } from './router';

/** Every route of the router as a full path pattern, with whether a login guards it. */
function flatten(list: RouteObject[], parent = '', guarded = false): { path: string; guarded: boolean }[] {
  return list.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const login = guarded || route.loader === requireLogin;
    const own = route.path !== undefined || route.index ? [{ path: path || '/', guarded: login }] : [];
    return [...own, ...flatten(route.children ?? [], path, login)];
  });
}

const routerPaths = flatten(routes).filter((route) => route.path !== '/*');
const pages = Object.entries(PAGE_ROUTES).map(([name, page]) => ({ name, ...page, sample: page.path.replace(/:[A-Za-z]+/g, 'sample-12') }));

describe('the router and the page table (packages/domain page-routes.ts) list the same pages', () => {
  it.each(pages)('$name ($path) has a route with the same login guard', (page) => {
    const route = routerPaths.find((candidate) => matchPath(candidate.path, page.sample));
    expect(route).toBeDefined();
    // a page that signs visitors in itself (the Songkran event) has no redirect Home
    expect(route!.guarded).toBe(Boolean(page.login) && !page.signInHere);
  });

  it.each(routerPaths)('$path is in the page table', (route) => {
    expect(pages.some((page) => matchPath(route.path, page.sample))).toBe(true);
  });
});
