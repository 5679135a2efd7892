import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { isPhone, open, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { FAKE_LINE_CHANNEL } from './support/fake-line.js';
import { solidPng } from './support/png.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');
const ad = th.admin.ads;
/** A person's browser: the server does not count robots (headless browsers say so in their user agent). */
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.use({ userAgent: BROWSER_UA });

async function adminSession(page: Page): Promise<string> {
  const login = await page.request.post('/api/user/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(login.status()).toBe(200);
  const { token, info } = (await login.json()).result;
  await page.addInitScript((stored) => window.localStorage.setItem('baandee.session', stored), JSON.stringify({ token, profile: info }));
  return token as string;
}

/** Layout shifts not caused by input, summed from the first paint (the CLS of the page view). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('ads, the event banner and the chat widget', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('an admin places an ad on the search page: it shows in its position without moving the page and its click is counted; the event banner shows on Home; the chat widget opens LINE and keeps out of the way', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const phone = isPhone(testInfo);
    const token = await adminSession(page);
    const position = phone ? 'top' : 'bottom1';
    const alt = `โฆษณาทดสอบ ${testInfo.project.name} ${Date.now()}`;

    // the admin's screen: a new ad for the search page with a picture and a link of this site
    await open(page, '/admin/ads');
    await expect(page.getByTestId('ad-list')).toBeVisible();
    await expectNoViolations(page);
    await page.getByTestId('ad-add').click();
    const form = page.getByRole('dialog', { name: ad.newTitle });
    await expect(form).toBeVisible();
    // its name, which only admins see, tells it from the other ads of its slot
    await form.getByTestId('ad-name-input').fill(alt);
    // a new ad starts on the search page at the top
    await expect(form.getByRole('combobox', { name: ad.fields.page })).toHaveValue(ad.pages.searchList);
    if (position !== 'top') {
      await form.getByRole('combobox', { name: ad.fields.position }).click();
      await page.getByRole('option', { name: ad.positions[position], exact: true }).click();
    }
    await expect(form.getByRole('combobox', { name: ad.fields.position })).toHaveValue(ad.positions[position]);
    await form.getByTestId('ad-image-input').setInputFiles({ name: 'ad.png', mimeType: 'image/png', buffer: solidPng(1200, 300, [28, 126, 214]) });
    await expect(form.getByTestId('ad-image-preview').locator('img')).toBeVisible();
    await form.getByRole('textbox', { name: ad.fields.altTh }).fill(alt);
    await form.getByTestId('ad-link').fill('/about-us');
    await expectNoViolations(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `admin-ad-form-${testInfo.project.name}.png`), fullPage: true });
    await form.getByTestId('ad-save').click();
    await expect(form).toHaveCount(0);
    const item = page.getByTestId('ad-item').filter({ has: page.getByTestId('ad-name').getByText(alt, { exact: true }) });
    await expect(item.getByTestId('ad-slot')).toHaveText(`${ad.pages.searchList} · ${ad.positions[position]}`);
    await expect(item.getByTestId('schedule-status')).toHaveAttribute('data-status', 'running');
    const created = (await (await page.request.get('/api/admin/advertise', { headers: { authorization: `Bearer ${token}` } })).json()).result.ads as { id: number; alt_th: string }[];
    const mine = created.find((row) => row.alt_th === alt)!;
    expect(mine).toBeDefined();

    // the event banner: the tab, its form (axe), then one saved through the API
    await page.getByTestId('ads-tab-banners').click();
    await expect(page.getByTestId('banner-list')).toBeVisible();
    await page.getByTestId('banner-add').click();
    await expect(page.getByRole('dialog', { name: th.admin.banners.newTitle })).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    const auth = { authorization: `Bearer ${token}` };
    const upload = await page.request.post('/api/admin/advertise/upload-image', {
      headers: auth,
      multipart: { image: { name: 'banner.png', mimeType: 'image/png', buffer: solidPng(1200, 400, [11, 114, 133]) } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const bannerTitle = `สงกรานต์ทดสอบ ${testInfo.project.name}`;
    const stored = await page.request.post('/api/admin/event-banner/store', {
      headers: auth,
      data: { image_url: (await upload.json()).result.image_url, title_th: bannerTitle, title_en: `Songkran test ${testInfo.project.name}`, starts_at: new Date().toISOString(), link: '/songkran' },
    });
    expect(stored.status(), await stored.text()).toBe(200);

    // a visitor's search page: the ad in its slot from the first frame, nothing shifting
    await watchLayoutShifts(page);
    await open(page, '/announce-search');
    const slot = page.locator(`[data-testid="ad-slot"][data-ad-id="${mine.id}"]`);
    await expect(slot).toHaveAttribute('data-position', position);
    await expect(slot.locator('img')).toHaveAttribute('alt', alt);
    // top: among the results, after their first rows; bottom1: below them; never above the result count
    const count = page.getByTestId('result-count');
    await expect(count).toBeVisible();
    expect((await slot.boundingBox())!.y).toBeGreaterThan((await count.boundingBox())!.y);
    await page.waitForLoadState('networkidle');
    await slot.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('chat-widget')).toHaveAttribute('href', `https://line.me/R/ti/p/${encodeURIComponent(FAKE_LINE_CHANNEL.oaBasicId)}`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `search-ad-${testInfo.project.name}.png`), fullPage: true });
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
    expect(shifts).toBeLessThan(0.05);

    // its click opens the page it links to and is counted (with the impression), in a batch within seconds
    await slot.click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect
      .poll(async () => {
        const ads = (await (await page.request.get('/api/admin/advertise', { headers: auth })).json()).result.ads as { id: number; clicks: number; impressions: number }[];
        const row = ads.find((row) => row.id === mine.id)!;
        return row.clicks >= 1 && row.impressions >= 1;
      }, { timeout: 10_000 })
      .toBe(true);

    // Home: the event banner (the latest running one: this project's or the other's)
    await open(page, '/');
    const banner = page.getByTestId('event-banner');
    // scrolling down towards it: it loads a little ahead and lands while its place is still below the screen
    await page.evaluate(() => {
      const place = document.querySelector('[data-testid="promotions-top"]')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, Math.max(0, place - window.innerHeight - 100));
    });
    await expect(banner).toBeAttached();
    await banner.scrollIntoViewIfNeeded();
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/สงกรานต์ทดสอบ/);
    await banner.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, `home-event-banner-${testInfo.project.name}.png`) });

    // the floating buttons after a long scroll: one column, clear of each other and of the bottom navigation
    // back-to-top shows on a phone as the reader turns back up (in a later frame: one frame's scrolls are one event)
    await page.evaluate(async () => {
      window.scrollTo(0, document.body.scrollHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      window.scrollBy(0, -100);
    });
    const chat = page.getByTestId('chat-widget');
    const backToTop = page.getByTestId('back-to-top');
    await expect(chat).toBeVisible();
    await expect(backToTop).toBeVisible();
    expect(overlaps((await chat.boundingBox())!, (await backToTop.boundingBox())!)).toBe(false);
    if (phone) {
      const nav = page.getByRole('navigation', { name: th.shell.bottomNav.label });
      expect(overlaps((await chat.boundingBox())!, (await nav.boundingBox())!)).toBe(false);
    }
    await page.screenshot({ path: path.join(SCREENSHOTS, `floating-buttons-${testInfo.project.name}.png`) });

    // the post flow and the admin console keep the screen to themselves
    await open(page, '/announce');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(chat).toHaveCount(0);
    await open(page, '/admin/ads');
    await expect(page.getByTestId('ads-admin')).toBeVisible();
    await expect(chat).toHaveCount(0);
  });
});
