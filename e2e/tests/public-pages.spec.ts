import { expect, test, type Locator, type Page } from '@playwright/test';
import { FOOTER_LANDING_PAGES, PRODUCT_NAME, RESULTS_PER_PAGE } from '@baandee/domain';
import { open, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, postListing, verifiedUser } from './support/listings.js';

/** Types a message to the owner into the listing page's contact form, field by field. */
async function fillContactForm(form: Locator, typed: { name: string; email: string; phone: string; message: string }) {
  await form.getByLabel(th.listing.contact.name).fill(typed.name);
  await form.getByLabel(th.listing.contact.email).fill(typed.email);
  await form.getByLabel(th.listing.contact.phone).fill(typed.phone);
  await form.getByLabel(th.listing.contact.message).fill(typed.message);
}

/**
 * Holds the listing page's scripts that `held` names, opens the page, types `typed` into the
 * contact form and presses send: nothing may leave and the address must not change (the
 * browser's own submit would put the fields in it). Once the scripts come, exactly one
 * message must go, with what was typed, and the address still must not change.
 */
async function expectSendHeldUntilScriptsArrive(page: Page, held: (path: string) => boolean, openPage: () => Promise<void>, typed: Parameters<typeof fillContactForm>[1]) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (held(new URL(route.request().url()).pathname)) await arrived;
    await route.continue();
  });
  const sent: unknown[] = [];
  await page.route('**/api/contact-announce-owner', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.abort();
  });
  await openPage();
  const form = page.getByTestId('contact-owner-form');
  await fillContactForm(form, typed);
  const address = page.url();
  await form.getByRole('button', { name: th.listing.contact.submit }).click();
  // nothing went yet, and the browser did not submit the form its own way
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);
  expect(page.url()).toBe(address);
  release();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject(typed);
  expect(page.url()).toBe(address);
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(1);
}

/**
 * Pages search engines read (decision 020): the server's HTML shows the page before any
 * script runs, and the app takes it over without moving or changing what is shown.
 */

/** A published condo for sale and rent in Bangkok, posted and approved through the API for this file. */
let LISTING = '';
let title = '';

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  title = `คอนโดวิวแม่น้ำ ${testInfo.project.name} ${Date.now()}`;
  const owner = await verifiedUser(request, testInfo, 'public-pages');
  const id = await postListing(request, owner, title);
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));
  LISTING = `/view-announce/x-${id}`;
  // the landing page of condos for rent in Bangkok exists once the listing is counted (within seconds)
  await expect.poll(async () => (await request.get(`/api/landing-page?path=${FOOTER_LANDING_PAGES[0].path}`)).status(), { timeout: 30_000 }).toBe(200);
  await request.dispose();
});

/** What the visitor sees of the listing: its title, prices, the cover's box and the first facts. */
async function snapshot(page: Page) {
  const title = page.getByTestId('listing-title');
  const cover = page.getByTestId('listing-gallery').locator('img').first();
  return {
    title: await title.innerText(),
    prices: await page.getByTestId('listing-prices').innerText(),
    titleBox: await title.boundingBox(),
    pricesBox: await page.getByTestId('listing-prices').boundingBox(),
    coverBox: await cover.boundingBox(),
    descriptionBox: await page.locator('#listing-description').boundingBox(),
  };
}

/**
 * The page's largest picture is offered in the stored widths (WebP) and preloaded from the
 * head with the same widths and box at high priority (decision 068): the browser fetches one
 * file of it, the one it draws.
 */
async function expectOneFilePreloaded(page: Page, cover: Locator, photos: string[]) {
  const srcset = (await cover.getAttribute('srcset'))!;
  expect(srcset).toMatch(/^\/uploads\/\S+-thumb\.webp 280w, \/uploads\/\S+\.webp 976w$/);
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', srcset);
  await expect(preload).toHaveAttribute('imagesizes', (await cover.getAttribute('sizes'))!);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).toHaveAttribute('loading', 'eager');
  const drawn = new URL(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  const renditions = srcset.split(', ').map((candidate) => candidate.split(' ')[0]);
  expect(photos.filter((photo) => renditions.includes(photo))).toEqual([drawn]);
}

test.describe('a listing page', () => {
  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });
    test('the server HTML shows the listing: title, prices, photos with their size, details, and its head', async ({ page }) => {
      const photos: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/uploads/')) photos.push(new URL(request.url()).pathname);
      });
      const response = await page.goto(LISTING);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('listing-title')).toHaveText(title);
      await expect(page.getByTestId('listing-price-sell')).toHaveText('5,900,000 บาท');
      await expect(page.getByTestId('listing-price-rent')).toHaveText('28,000 บาท/เดือน');
      await expect(page.getByTestId('listing-room-code')).toBeVisible();
      const cover = page.getByTestId('listing-gallery').locator('img').first();
      await expect(cover).toHaveAttribute('width', '976');
      await expect(cover).toHaveAttribute('height', '510');
      // the photo is loaded and laid out in its box
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect((await cover.boundingBox())!.height).toBeGreaterThan(100);
      await expectOneFilePreloaded(page, cover, photos);
      // the room the contact bar takes is known before any script runs: the cookie bar, shown once the app runs, appears where it stays
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--contact-bar-space').trim())).toBe('60px');
      await expect(page.getByRole('heading', { name: th.listing.page.location })).toBeVisible();
      await expect(page.getByTestId('contact-owner-form')).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ${PRODUCT_NAME}`);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual(['RealEstateListing', 'BreadcrumbList']);
    });
  });

  test('the app takes the server HTML over: the same text in the same place, no layout shift, no second render', async ({ browser, context, baseURL }, testInfo) => {
    await withCookieConsent(context, baseURL);
    // what the server's HTML alone shows, in a context without scripts on the same screen
    const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
    const still = await browser.newContext({ javaScriptEnabled: false, viewport, isMobile, hasTouch, deviceScaleFactor, baseURL, locale: 'th-TH' });
    await withCookieConsent(still, baseURL);
    const before = await still.newPage();
    await before.goto(LISTING);
    const server = await snapshot(before);
    await still.close();

    const page = await context.newPage();
    await page.addInitScript(() => {
      // every layout shift from the first paint on, as the browser reports it
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(message.text())) errors.push(message.text());
    });
    await open(page, LISTING);
    // the markup was hydrated, not thrown away and rendered again
    expect(await page.evaluate(() => document.documentElement.dataset.prerender ?? null)).toBeNull();
    await page.waitForLoadState('networkidle');
    const app = await snapshot(page);
    expect(app.title).toBe(server.title);
    expect(app.prices).toBe(server.prices);
    // the description too: below the ad position, whose empty marker gives way once the app knows there is no ad
    for (const key of ['titleBox', 'pricesBox', 'coverBox', 'descriptionBox'] as const) {
      expect(Math.abs(app[key]!.y - server[key]!.y), key).toBeLessThan(1);
      expect(Math.abs(app[key]!.height - server[key]!.height), key).toBeLessThan(1);
    }
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // the page's own boxes stay put to the pixel (above); what else moves stays within the site's layout-shift budget
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
    expect(errors).toEqual([]);
    // and it is the app now: the phone number opens on a tap
    await page.getByTestId('owner-phone-reveal').click();
    await expect(page.getByTestId('owner-phone')).toBeVisible();
  });

  test('a visitor who starts writing to the owner before the page’s script arrives keeps every word, though the page changes around the form', async ({ page, context, baseURL }) => {
    await withCookieConsent(context, baseURL);
    // the app's scripts are held back until the visitor has typed, as on a slow phone line
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // and the listing has changed since its page was made (the owner edited it), so the app's
    // first look at it updates the page around the form before the form is needed
    await page.route('**/api/estate/view/**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.result.announce_title = `${body.result.announce_title} (แก้ไข)`;
      await route.fulfill({ response, json: body });
    });
    await page.goto(LISTING, { waitUntil: 'commit' });
    const form = page.getByTestId('contact-owner-form');
    const typed = { name: 'ผู้สนใจ ใจร้อน', email: `early.${Date.now()}@example.com`, phone: '0899990001', message: 'ขอนัดดูห้องเสาร์นี้ได้ไหมครับ' };
    await fillContactForm(form, typed);
    expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
    // they scroll back up to the title while the scripts arrive: the form is off the screen
    await page.evaluate(() => window.scrollTo(0, 0));
    release();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    // the app has the form now: what was typed is still there, and it is what is sent
    await expect(form.getByLabel(th.listing.contact.name)).toHaveValue(typed.name);
    await expect(form.getByLabel(th.listing.contact.message)).toHaveValue(typed.message);
    // what the form sends is caught on its way out: the journeys' other messages share the address's hourly allowance
    const sent = new Promise<unknown>((resolve) => {
      void page.route('**/api/contact-announce-owner', async (route) => {
        resolve(route.request().postDataJSON());
        await route.abort();
      });
    });
    await form.getByRole('button', { name: th.listing.contact.submit }).click();
    expect(await sent).toMatchObject(typed);
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
  });
  test('a tap on send while the form’s code is still on its way sends the message once it arrives, without a reload', async ({ page, context, baseURL }) => {
    await withCookieConsent(context, baseURL);
    // the page's own scripts come at once; the code of the parts below the first screen is held, as on a slow line
    const html = await (await page.request.get(LISTING)).text();
    const pageScripts = new Set([...html.matchAll(/\/assets\/[\w-]+\.js/g)].map((match) => match[0]));
    await expectSendHeldUntilScriptsArrive(page, (path) => !pageScripts.has(path), async () => open(page, LISTING), {
      name: 'ผู้สนใจ รีบมาก',
      email: `hurried.${Date.now()}@example.com`,
      phone: '0899990002',
      message: 'ห้องยังว่างไหมครับ',
    });
  });

  test('a send pressed before the app has run at all goes once the app is in, never as a reload with the visitor’s details in the address', async ({ page, context, baseURL }) => {
    await withCookieConsent(context, baseURL);
    // only the server's page and boot.js: every script of the app is held, as on a very slow line
    // (so the page's load event may wait for them: the visitor types as soon as it is shown)
    await expectSendHeldUntilScriptsArrive(page, () => true, async () => void (await page.goto(LISTING, { waitUntil: 'commit' })), {
      name: 'ผู้สนใจ ใจร้อน',
      email: `early.${Date.now()}@example.com`,
      phone: '0899990003',
      message: 'ขอดูห้องพรุ่งนี้ได้ไหมครับ',
    });
  });
});

test('a landing page from the footer shows real results, and its links lead on', async ({ page, context, baseURL }) => {
  await withCookieConsent(context, baseURL);
  await open(page, '/');
  const first = FOOTER_LANDING_PAGES[0];
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: th.shell.landingLinks[first.key], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${first.path}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('คอนโดให้เช่า ในกรุงเทพมหานคร');
  await expect(page).toHaveTitle(`คอนโดให้เช่า ในกรุงเทพมหานคร | ${PRODUCT_NAME}`);
  const cards = page.getByTestId('landing-page').getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  // condos for rent in Bangkok, each of them
  for (let index = 0; index < count; index++) {
    await expect(cards.nth(index)).toContainText('กรุงเทพ');
    await expect(cards.nth(index)).toContainText(/บาท\/เดือน/);
  }
  // other journeys of the run post listings too: the count is the whole match, the page its first 10
  await expect(page.getByTestId('result-count')).toContainText(/\d/);
  const total = Number((await page.getByTestId('result-count').textContent())!.replace(/\D/g, ''));
  expect(count).toBe(Math.min(total, RESULTS_PER_PAGE));
  await expectNoViolations(page);

  // the same page straight from the server, then a related page's link
  const response = await page.goto(first.path);
  expect(response?.status()).toBe(200);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const related = page.getByTestId('landing-related').getByRole('link').first();
  const target = await related.getAttribute('href');
  await related.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByTestId('landing-page').getByTestId('listing-card').first()).toBeVisible();
});

test('the rent mega-menu links to landing pages', async ({ page, context, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the mega-menus are a desktop header feature');
  await withCookieConsent(context, baseURL);
  await open(page, '/');
  await page.getByRole('link', { name: th.shell.nav.rent, exact: true }).hover();
  const link = page.getByRole('menu').getByRole('menuitem', { name: th.shell.landingLinks.condoRentBangkok });
  await link.click();
  await expect(page).toHaveURL(/\/condo-for-rent\/in-bangkok$/);
  await expect(page.getByTestId('landing-page').getByTestId('listing-card').first()).toBeVisible();
});
