import { expect, test, type Page } from '@playwright/test';
import { isPhone, open, th, withCookieConsent } from './support/app.js';

const GROUP_TITLES = [th.shell.footer.rentTitle, th.shell.footer.saleTitle, th.shell.footer.areasTitle, th.shell.footer.companyTitle];

/**
 * Each group's heading and list, measured in one go: a page still loading its content
 * moves the footer between two separate reads, which would compare a heading of one layout
 * with a list of the next.
 */
async function footerGroups(page: Page) {
  return page.getByRole('contentinfo').evaluate((footer, titles) => {
    const rect = (element: Element | null | undefined) => {
      if (!element) throw new Error('not rendered');
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y: y + window.scrollY, width, height };
    };
    const headings = titles.map((title) => [...footer.querySelectorAll('h1, h2, h3, h4, h5, h6')].find((heading) => heading.textContent?.trim() === title));
    const lists = headings.map((heading) => {
      let sibling = heading?.nextElementSibling;
      while (sibling && sibling.tagName !== 'UL') sibling = sibling.nextElementSibling;
      return sibling;
    });
    return { headings: headings.map(rect), lists: lists.map(rect) };
  }, GROUP_TITLES);
}

/** The footer's link groups: side by side on a desktop, two columns on a phone, never piled up. */
async function expectFooterLaidOut(page: Page, phone: boolean) {
  const footer = page.getByRole('contentinfo');
  const { headings, lists } = await footerGroups(page);
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
