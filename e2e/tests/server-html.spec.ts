import { expect, test } from '@playwright/test';
import { PRODUCT_NAME } from '@baandee/domain';
import { open, th, withCookieConsent } from './support/app.js';

const title = (text: string) => `${text} | ${PRODUCT_NAME}`;

test.describe('server HTML', () => {
  test('an unknown route answers 404 with the app, which shows its not-found page', async ({ page, context, baseURL }) => {
    await withCookieConsent(context, baseURL);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page).toHaveTitle(title(th.shell.pages.notFound));
  });

  for (const [url, text] of [
    ['/about-us', th.contact.about.title],
    ['/contact', th.contact.page.title],
    ['/help-center/boost-post', th.help.boostPost.title],
    ['/privacy-policy', th.legal.privacy.title],
  ] as const) {
    test(`${url} carries its own title before and after the app runs`, async ({ page, request, context, baseURL }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`<title>${title(text)}</title>`);
      await withCookieConsent(context, baseURL);
      await open(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      await expect(page).toHaveTitle(title(text));
    });
  }
});
