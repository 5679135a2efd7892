import { expect, test, type Locator, type Page } from '@playwright/test';
import { isPhone, open, th, withCookieConsent } from './support/app.js';

const GROUP_TITLES = [th.shell.footer.rentTitle, th.shell.footer.saleTitle, th.shell.footer.areasTitle, th.shell.footer.companyTitle];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** The footer's link groups: side by side on a desktop, two columns on a phone, never piled up. */
async function expectFooterLaidOut(page: Page, phone: boolean) {
  const footer = page.getByRole('contentinfo');
  const headings = await Promise.all(GROUP_TITLES.map((title) => box(footer.getByRole('heading', { name: title, exact: true }))));
  const lists = await Promise.all(GROUP_TITLES.map((title) => box(footer.getByRole('heading', { name: title, exact: true }).locator('xpath=following-sibling::ul'))));
  const viewport = page.viewportSize()!;
  if (phone) {
    // two per row: rent beside sale, areas beside company
    expect(Math.abs(headings[0]!.y - headings[1]!.y)).toBeLessThan(2);
    expect(Math.abs(headings[2]!.y - headings[3]!.y)).toBeLessThan(2);
    expect(headings[1]!.x).toBeGreaterThan(headings[0]!.x + 100);
    // the second row starts clearly below the first row's lists
    expect(headings[2]!.y).toBeGreaterThan(Math.max(lists[0]!.y + lists[0]!.height, lists[1]!.y + lists[1]!.height) + 16);
  } else {
    for (const heading of headings.slice(1)) expect(Math.abs(heading.y - headings[0]!.y)).toBeLessThan(2);
    for (let i = 1; i < headings.length; i++) expect(headings[i]!.x).toBeGreaterThan(headings[i - 1]!.x + 100);
  }
  for (const list of lists) expect(list.width).toBeLessThan(viewport.width / (phone ? 2 : 4));
  // the line above the copyright
  const divider = footer.locator('.mantine-Divider-root');
  expect(await divider.evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth))).toBeGreaterThan(0);
}

test.describe('first paint', () => {
  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });
    test('the prerendered home page is fully styled before any script runs', async ({ page }, testInfo) => {
      await page.goto('/');
      await expectFooterLaidOut(page, isPhone(testInfo));
    });
  });

  for (const url of ['/', '/no-such-page', '/article', '/view-announce/condo-asok-2147483000', '/about-us']) {
    test(`the footer keeps its columns on ${url}`, async ({ page, context, baseURL }, testInfo) => {
      await withCookieConsent(context, baseURL);
      await open(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFooterLaidOut(page, isPhone(testInfo));
    });
  }
});
