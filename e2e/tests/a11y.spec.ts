import { expect, test } from '@playwright/test';
import { publicStaticPages } from '@baandee/domain';
import { open, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';

/**
 * axe on every page anyone can open: the page table's public pages with a fixed path
 * (packages/domain page-routes.ts, so a page added there is checked as it lands), the
 * not-found page, the open login dialog and the admin area, on both viewports. Pages that
 * need a listing (the listing page, my listings, the post form, the moderation queue) are
 * checked inside their journeys, where one exists.
 */
const PAGES: { name: string; url: string }[] = [
  ...publicStaticPages().map(({ name, route }) => ({ name, url: route.path })),
  { name: 'notFound', url: '/no-such-page' },
];

test.describe('accessibility (axe)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  for (const { name, url } of PAGES) {
    test(`${name} (${url}) has no serious or critical violations`, async ({ page }) => {
      await open(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('the open login dialog has no serious or critical violations', async ({ page }) => {
    await open(page, '/');
    await page.getByTestId('header-login').click();
    await expect(page.getByRole('dialog', { name: th.shell.loginDialog.title.login })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the admin area and the signed-in header have no serious or critical violations', async ({ page, request }) => {
    const login = await request.post('/api/user/login', { data: E2E_ADMIN });
    expect(login.ok()).toBe(true);
    const { result } = (await login.json()) as { result: { token: string; info: unknown } };
    await page.addInitScript((session) => window.localStorage.setItem('baandee.session', session), JSON.stringify({ token: result.token, profile: result.info }));
    await open(page, '/admin');
    await expect(page.getByTestId('admin-layout')).toBeVisible();
    await expectNoViolations(page);
  });
});
