import { expect, test } from '@playwright/test';
import { en, isPhone, open, th, withCookieConsent } from './support/app.js';

test.describe('navigation', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('a desktop mega-menu opens on the very first hover of a fresh page', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'the mega-menus are a desktop header feature');
    await open(page, '/');
    // the plain link is under the pointer while the menus' code loads; no second hover
    await page.getByRole('link', { name: th.shell.nav.rent, exact: true }).hover();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByTestId('menu-rent')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the bottom navigation shows every label whole at 360 px, in Thai and in English', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the bottom navigation is for phones');
    const labels = page.getByTestId('bottom-nav').locator('a span, button span');
    const truncated = () => labels.evaluateAll((spans) => spans.filter((span) => span.scrollWidth > span.clientWidth).map((span) => span.textContent));
    await open(page, '/');
    await expect(labels).toHaveCount(5);
    expect(await truncated()).toEqual([]);
    await page.getByRole('button', { name: th.common.language.switchTo }).click();
    await expect(labels.nth(1)).toHaveText(en.shell.bottomNav.recommended);
    expect(await truncated()).toEqual([]);
  });
});
