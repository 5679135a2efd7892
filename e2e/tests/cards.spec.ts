import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isPhone, open, th } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { pageAs, publishedListings, verifiedUser } from './support/listings.js';

/**
 * Result cards, the map, ads and photos (issue #27), on phone and desktop: the heart on a
 * card answers at once and agrees across pages; the map clusters, prices the search's
 * deal and keeps its popups inside; ads never take the first screen of results; the
 * back-to-top button covers no card text; photos open full screen on a dark backdrop.
 */

const l = th.listing;

/** Letters only (the keyword search splits digits off letters), unique to this run and project. */
function uniqueWord(testInfo: TestInfo, prefix: string): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
  return `${prefix}${testInfo.project.name}${letters}`;
}

const card = (page: Page, title: string) => page.getByTestId('listing-card').filter({ hasText: title });
const heart = (page: Page, title: string) => card(page, title).getByTestId('favorite-button');

/** /my-favorite through the app's own menu, so the page is not loaded again. */
async function openFavourites(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByTestId('bottom-nav').getByRole('button', { name: th.shell.bottomNav.more }).click();
    await page.getByTestId('more-drawer').getByRole('link', { name: th.shell.userMenu.favourites }).click();
  } else {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: th.shell.userMenu.favourites }).click();
  }
}

test.describe('result cards', () => {
  test('the heart answers at once, rolls back on an error, and agrees on results, the listing page and favourites', async ({ browser, request, baseURL }, testInfo) => {
    const word = uniqueWord(testInfo, 'zqheart');
    await publishedListings(request, testInfo, word, 2);
    const first = `คอนโด ${word} 1`;
    const second = `คอนโด ${word} 2`;
    const visitor = await verifiedUser(request, testInfo, 'heart');
    const page = await pageAs(browser, baseURL, visitor);
    await open(page, `/announce-search?q=${word}`);
    await expect(page.getByTestId('listing-card')).toHaveCount(2);
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');

    // the heart fills while the server is still answering
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/favorite/toggle', async (route) => {
      await held;
      await route.continue();
    });
    await heart(page, first).click();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(page, first)).toHaveAccessibleName(l.favorite.remove);
    release();
    await page.waitForResponse('**/api/favorite/toggle');
    await page.unroute('**/api/favorite/toggle');
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');

    // a failed toggle puts the heart back as it was
    await page.route('**/api/favorite/toggle', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await heart(page, second).click();
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');
    const alert = page.getByTestId('alert-modal');
    await alert.getByRole('button', { name: th.common.actions.ok }).click();
    await expect(alert).toHaveCount(0);
    await page.unroute('**/api/favorite/toggle');
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');

    // the listing page shows the same heart, and taking it off there shows on the results
    await card(page, first).getByRole('link').click();
    await expect(page.getByTestId('listing-title')).toHaveText(first);
    const pageHeart = page.getByTestId('favorite-button').first();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await page.goBack();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');

    // hearted on the results, it is in favourites; taken off there, the results show it off
    await heart(page, second).click();
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    await openFavourites(page, testInfo);
    await expect(page).toHaveURL(/\/my-favorite/);
    await expect(page.getByTestId('listing-card')).toHaveCount(1);
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'true');
    await expectNoViolations(page);
    await heart(page, second).click();
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
    await page.goBack();
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');

    // and the server agrees after a reload
    await page.reload();
    await expect(page.getByTestId('listing-card')).toHaveCount(2);
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');
    await page.context().close();
  });
});
