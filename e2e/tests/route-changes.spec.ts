import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { open, withCookieConsent } from './support/app.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, postListing, verifiedUser } from './support/listings.js';

/**
 * What a page change inside the app leaves behind: the tab title and the meta description
 * are the page's own, the same the server writes into the page's HTML (decision 020).
 */

let listing = '';
let profile = '';
let trend = '';

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  const owner = await verifiedUser(request, testInfo, 'route-heads');
  const id = await postListing(request, owner, `คอนโดหัวเรื่อง ${testInfo.project.name} ${Date.now()}`);
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const headers = { authorization: `Bearer ${admin.token}` };
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers }));
  listing = `/view-announce/x-${id}`;
  profile = `/view-profile/${owner.info.id}`;
  const word = `หัวเรื่อง${testInfo.project.name}${Date.now()}`;
  const stored = await ok<{ slug_id: string }>(
    await request.post('/api/admin/trend/store', {
      headers,
      data: { trend_name_th: `คอนโด ${word}`, trend_name_en: `Condos ${word}`, slug: `condos-heads-${testInfo.project.name}-${Date.now()}`, filter: { keyword: word } },
    }),
  );
  trend = `/trend/${stored.slug_id}`;
  await request.dispose();
});

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The title and description the server writes into a page's HTML. */
async function serverHead(request: APIRequestContext, path: string): Promise<{ title: string; description: string }> {
  const html = await (await request.get(path)).text();
  const title = /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"/s.exec(html)?.[1] ?? '';
  return { title: unescape(title), description: unescape(description) };
}

/** A change of page inside the app, as the browser's back and forward make it (the router follows popstate). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

async function expectServerHead(page: Page, request: APIRequestContext, path: string) {
  const head = await serverHead(request, path);
  expect(head.title).not.toBe('');
  await expect(page).toHaveTitle(head.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', head.description);
}

test('the tab title and description follow each page the app changes to, as the server writes them', async ({ page, request }) => {
  await open(page, '/');
  await goInApp(page, listing);
  await expect(page.getByTestId('listing-page')).toBeVisible();
  await expectServerHead(page, request, listing);

  // a link on the page: the owner's profile
  await page.getByTestId('owner-profile-link').click();
  await expect(page).toHaveURL(new RegExp(`${profile}$`));
  await expectServerHead(page, request, profile);

  await goInApp(page, trend);
  await expect(page).toHaveURL(new RegExp(`${trend}$`));
  await expectServerHead(page, request, trend);

  // back to Home, then a page without data of its own
  await goInApp(page, '/');
  await expectServerHead(page, request, '/');
  await goInApp(page, '/privacy-policy');
  await expectServerHead(page, request, '/privacy-policy');
});

