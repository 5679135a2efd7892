import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { open, withCookieConsent, withSession } from './support/app.js';
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

/** Records, in the page, whether the shell (header, main, footer) ever left the screen from now on. */
async function watchShell(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { shellGone: boolean };
    w.shellGone = false;
    const check = () => {
      if (!document.querySelector('header') || !document.getElementById('main') || !document.querySelector('footer')) w.shellGone = true;
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });
}
const shellGone = (page: Page) => page.evaluate(() => (window as unknown as { shellGone: boolean }).shellGone);

test('a page change shows progress at once while the next page loads, and the shell stays', async ({ page }, testInfo) => {
  await withSession(page, testInfo);
  await open(page, '/');
  await watchShell(page);
  // from here every script, catalogue and answer the next page needs arrives slowly
  const slow = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => {});
  };
  await page.route(/\.(js|json)(\?.*)?$/, slow);
  await page.route('**/api/**', slow);
  const started = Date.now();
  await goInApp(page, '/my-profile');
  await expect(page.getByTestId('navigation-progress')).toBeVisible({ timeout: 500 });
  testInfo.annotations.push({ type: 'progress', description: `${Date.now() - started} ms to the progress bar` });
  await expect(page.getByTestId('profile-form')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
  expect(await shellGone(page)).toBe(false);
});

test('from the article list to an article in English, the header and footer stay on screen', async ({ page, request, context }, testInfo) => {
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const categories = await ok<{ category_id: number }[]>(await request.get('/api/article-all-categories'));
  const title = `Moving day checklist ${testInfo.project.name} ${Date.now()}`;
  await ok(
    await request.post('/api/admin/article/store', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: {
        category_id: categories[0]!.category_id,
        title_th: `เช็กลิสต์วันย้ายบ้าน ${testInfo.project.name} ${Date.now()}`,
        title_en: title,
        summary_en: 'What to book, pack and transfer before the truck comes.',
        body_th: '<p>จองรถขนย้ายล่วงหน้า</p>',
        body_en: '<p>Book the truck two weeks ahead.</p>',
        status: 'published',
      },
    }),
  );
  await context.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  await open(page, '/article');
  await expect(page.getByTestId('article-list-page')).toBeVisible();
  await watchShell(page);
  await page.getByTestId('article-list-page').getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await shellGone(page)).toBe(false);
});
