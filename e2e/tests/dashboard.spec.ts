import { expect, test, type Page } from '@playwright/test';
import { linesOfWord, open, ownAddress, PERSON, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, postListing, verifiedUser } from './support/listings.js';

/**
 * The owner's dashboard of issue #11 on phone and desktop: a visitor in another browser
 * opens the owner's published listing twice and writes to the owner; the owner's dashboard
 * shows the two views and the lead in the period's totals and chart and in the listing's
 * row, and the message in the inbox, which the owner marks read.
 */

const d = th.dashboard;

const total = (page: Page, metric: 'views' | 'leads') => page.getByTestId(`total-${metric}`).getByTestId('total-value');

test('an owner sees the views and the lead a visitor brings', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const title = `คอนโดแดชบอร์ด ${testInfo.project.name} ${Date.now()}`;
  const owner = await verifiedUser(request, testInfo, 'dashboard-owner');
  const id = await postListing(request, owner, title);
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));

  // a visitor, signed out in a browser of their own, opens the listing and writes to the owner, then comes back;
  // headless Chromium names itself HeadlessChrome, which the counts leave out as a robot: this one says Chrome
  const context = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport ?? undefined, userAgent: PERSON, extraHTTPHeaders: ownAddress() });
  await withCookieConsent(context, baseURL);
  const visitor = await context.newPage();
  await open(visitor, `/view-announce/${id}`);
  await expect(visitor.getByTestId('listing-title')).toHaveText(title);
  const message = `สนใจห้องนี้ ขอนัดดู ${Date.now()}`;
  const form = visitor.getByTestId('contact-owner-form');
  await form.getByLabel(th.listing.contact.name).fill('ผู้สนใจ แดชบอร์ด');
  await form.getByLabel(th.listing.contact.email).fill(`visitor.${Date.now()}@example.com`);
  await form.getByLabel(th.listing.contact.phone).fill('0899990000');
  await form.getByLabel(th.listing.contact.message).fill(message);
  await form.getByRole('button', { name: th.listing.contact.submit }).click();
  await expect(visitor.getByTestId('contact-owner-sent')).toBeVisible();
  await open(visitor, `/view-announce/${id}`);
  await expect(visitor.getByTestId('listing-title')).toHaveText(title);

  // the owner's dashboard: the period's totals (views are written in batches, a second or so later)
  const page = await pageAs(browser, baseURL, owner);
  await expect(async () => {
    await open(page, '/dashboard?period=7');
    await expect(total(page, 'views')).toHaveText('2', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(total(page, 'leads')).toHaveText('1');
  await expect(page.getByTestId('chart-trend').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('chart-actions').locator('svg.recharts-surface').first()).toBeVisible();

  // the listing's row
  const row = page.locator(`[data-testid="dashboard-listing-row"][data-id="${id}"]`);
  await expect(row).toContainText(title);
  await expect(row.locator('[data-column="views"]')).toHaveText('2');
  await expect(row.locator('[data-column="leads"]')).toHaveText('1');
  await expect(row.locator('[data-column="view_to_lead"]')).toHaveText('50%');

  // the lead in the inbox, marked read
  const lead = page.getByTestId('dashboard-lead').filter({ hasText: message });
  await expect(lead).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('dashboard-leads-unread')).toHaveText(d.leads.unread.replace('{{n}}', '1'));
  await expectNoViolations(page);
  await lead.getByTestId('dashboard-lead-read').click();
  await expect(lead).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('dashboard-leads-unread')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });
});

test('the dashboard asks for all its parts at once instead of after the totals', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const owner = await verifiedUser(request, testInfo, 'dashboard-round');
  await postListing(request, owner, `คอนโดรอบเดียว ${testInfo.project.name} ${Date.now()}`);
  const page = await pageAs(browser, baseURL, owner);
  const asked = new Set<string>();
  page.on('request', (sent) => asked.add(new URL(sent.url()).pathname));
  // the totals answer late: everything else must already be on its way meanwhile
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === '/api/dashboard/insight', async (route) => {
    await held;
    await route.continue();
  });
  await open(page, '/dashboard?period=7');
  const parts = ['/api/dashboard/announce-list', '/api/dashboard/leads', '/api/dashboard/search-analytic'];
  await expect.poll(() => parts.filter((part) => asked.has(part))).toEqual(parts);
  await expect.poll(() => [...asked].some((path) => /\/assets\/charts-[\w-]+\.css$/.test(path))).toBe(true);
  release();
  await expect(page.getByTestId('chart-trend').locator('svg.recharts-surface').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-listing-row')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('dashboard-round.png'), fullPage: true });
});

test('a Thai title wraps between words, never inside คอนโด, in the listings table and on the listing page', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const owner = await verifiedUser(request, testInfo, 'dashboard-thai');
  // Chromium's own Thai word list breaks คอนโด as คอน|โด before ริมน้ำ, หรู and ใหม่
  const title = `คอนโดริมน้ำคอนโดหรูคอนโดใหม่คอนโดริมน้ำคอนโดหรูคอนโดใหม่คอนโดริมน้ำ ${Date.now() % 1000}`;
  const id = await postListing(request, owner, title);
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));
  const page = await pageAs(browser, baseURL, owner);
  await open(page, '/dashboard?period=7');
  const row = page.locator(`[data-testid="dashboard-listing-row"][data-id="${id}"]`);
  await expect(row).toBeVisible();
  const cell = row.getByRole('link', { name: title });
  const inTable = await linesOfWord(cell, 'คอนโด');
  expect(inTable.length).toBe(7);
  // the title does wrap in its cell, and each คอนโด sits on one line
  expect(new Set(inTable.flat()).size).toBeGreaterThan(1);
  for (const tops of inTable) expect(new Set(tops).size).toBe(1);
  await page.screenshot({ path: testInfo.outputPath('dashboard-thai-title.png') });

  await cell.click();
  const heading = page.getByTestId('listing-title');
  await expect(heading).toHaveText(title);
  for (const tops of await linesOfWord(heading, 'คอนโด')) expect(new Set(tops).size).toBe(1);
});
