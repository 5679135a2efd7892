import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_NAME } from '@baandee/domain';
import { open, th, withCookieConsent } from './support/app.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, postListing, verifiedUser } from './support/listings.js';

/**
 * The search results page rendered on the server (decision 049): its HTML holds the first
 * page of results for the URL's filter before any script runs, and the app takes it over
 * without asking for the results again, without moving what is shown.
 */

let keyword = '';
let title = '';
let url = '';

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  keyword = `ssr${testInfo.project.name}${Date.now()}`;
  title = `คอนโดผลค้นหา ${keyword}`;
  const owner = await verifiedUser(request, testInfo, 'search-server');
  const id = await postListing(request, owner, title);
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));
  // rent, a keyword and an order: the filter the page reads from its URL
  url = `/announce-search?q=${keyword}&announce_type=${encodeURIComponent('เช่า')}&order_by=price-asc`;
  await request.dispose();
});

const SHIFTS = () => {
  // every layout shift from the first paint on, as the browser reports it
  (window as unknown as { shifts: number[] }).shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

async function snapshot(page: Page) {
  const card = page.getByTestId('listing-card').first();
  return {
    count: await page.getByTestId('result-count').innerText(),
    cardTitle: await card.getByRole('heading').innerText(),
    cardBox: await card.boundingBox(),
    coverBox: await card.locator('img').boundingBox(),
  };
}

test('the raw HTML holds the first result, its count, the filter chips and the page head before any script runs', async ({ request }) => {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-ssr="1"');
  // the first result's title, inside the root the app hydrates (as text: Thai words come in spans of their own)
  const root = html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="ssr-data">'))
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
  expect(root).toContain(title);
  expect(root).toContain(th.search.results.count.replace('{{total}}', '1'));
  expect(root).toContain(th.search.chips.keyword.replace('{{keyword}}', keyword));
  expect(html).toContain(`<title>${th.search.results.titleFor.replace('{{keyword}}', keyword)} | ${PRODUCT_NAME}</title>`);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/announce-search\?q=ssr/);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the page shows its results: the card with its photo in a reserved box, the count and the sort', async ({ page }) => {
    const photos: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/uploads/')) photos.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.search.results.titleFor.replace('{{keyword}}', keyword));
    await expect(page.getByTestId('result-count')).toHaveText(th.search.results.count.replace('{{total}}', '1'));
    const card = page.getByTestId('listing-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText(title);
    const cover = card.locator('img');
    await expect(cover).toHaveAttribute('width', '976');
    await expect(cover).toHaveAttribute('height', '510');
    // the cover in the stored widths, preloaded from the head with the same widths and box: one file fetched, the one drawn (decision 068)
    const srcset = (await cover.getAttribute('srcset'))!;
    expect(srcset).toMatch(/^\/uploads\/\S+-thumb\.webp 280w, \/uploads\/\S+\.webp 976w$/);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('imagesrcset', srcset);
    await expect(preload).toHaveAttribute('imagesizes', (await cover.getAttribute('sizes'))!);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const drawn = new URL(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    const renditions = srcset.split(', ').map((candidate) => candidate.split(' ')[0]);
    expect(photos.filter((photo) => renditions.includes(photo))).toEqual([drawn]);
    await expect(page.getByTestId('result-sort')).toHaveValue('price-asc');
  });

  test('one stylesheet styles the page (decision 075): the card has its own rules and Mantine\'s variables', async ({ page }) => {
    const sheets = stylesheetRequests(page);
    await page.goto(url);
    await expect(page.getByTestId('listing-card')).toHaveCSS('display', 'flex');
    expect(await page.getByTestId('listing-card').evaluate((card) => parseFloat(getComputedStyle(card).borderTopLeftRadius))).toBeGreaterThan(0);
    expect(sheets).toEqual([expect.stringMatching(/^\/assets\/joined-[\w-]+\.css$/)]);
  });
});

/** The paths of the stylesheets a page requests, as it requests them. */
function stylesheetRequests(page: Page): string[] {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  return sheets;
}

test('the app fetches none of the sheets the page\'s one stylesheet covers, and a screen it opens later still gets its own', async ({ page, context, baseURL }) => {
  await withCookieConsent(context, baseURL);
  const sheets = stylesheetRequests(page);
  await open(page, url);
  await page.waitForLoadState('networkidle');
  const covered = await page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(covered.length).toBeGreaterThan(1);
  expect(sheets).toEqual([expect.stringMatching(/^\/assets\/joined-[\w-]+\.css$/)]);

  // the listing page, in the app: its route's sheets the search page's stylesheet does not cover load with its code
  await page.getByTestId('listing-card').getByRole('link').first().click();
  await expect(page.getByTestId('listing-title')).toHaveText(title);
  const slide = page.getByTestId('listing-gallery').locator('img').first();
  await expect.poll(() => slide.evaluate((img) => parseFloat(getComputedStyle(img.closest('div')!).borderTopLeftRadius))).toBeGreaterThan(0);
  expect(sheets.length).toBeGreaterThan(1);
  expect(sheets.filter((sheet) => covered.includes(sheet))).toEqual([]);
});

test('the app takes the HTML over without asking for the results again, moving nothing', async ({ browser, context, baseURL }, testInfo) => {
  await withCookieConsent(context, baseURL);
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const still = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, locale: 'th-TH' });
  await withCookieConsent(still, baseURL);
  const before = await still.newPage();
  await before.goto(url);
  const server = await snapshot(before);
  await still.close();

  const page = await context.newPage();
  await page.addInitScript(SHIFTS);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/estate') searches.push(request.url());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  await open(page, url);
  // hydrated, not thrown away and rendered again
  expect(await page.evaluate(() => document.documentElement.dataset.prerender ?? null)).toBeNull();
  await page.waitForLoadState('networkidle');
  const app = await snapshot(page);
  expect(app.count).toBe(server.count);
  expect(app.cardTitle).toBe(title);
  for (const key of ['cardBox', 'coverBox'] as const) {
    expect(Math.abs(app[key]!.y - server[key]!.y), key).toBeLessThan(1);
    expect(Math.abs(app[key]!.height - server[key]!.height), key).toBeLessThan(1);
  }
  expect(searches).toEqual([]);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  expect(errors).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('search-server.png') });

  // and it is the app now: another order searches through the API, in the page
  await page.getByTestId('result-sort').selectOption('date-desc');
  await expect(page).toHaveURL(/order_by=date-desc/);
  await expect.poll(() => searches.length).toBeGreaterThan(0);
  await expect(page.getByTestId('listing-card').getByRole('heading')).toHaveText(title);
});
