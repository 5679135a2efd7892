import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { publicStaticPages } from '@baandee/domain';
import { open, th, withCookieConsent } from './support/app.js';
import { E2E_ADMIN } from './support/env.js';

/**
 * axe on every page anyone can open: the page table's public pages with a fixed path
 * (packages/domain page-routes.ts, so a page added there is checked as it lands), the
 * not-found page, the open login dialog and the admin area, on both viewports.
 */
const PAGES: { name: string; url: string }[] = [
  ...publicStaticPages().map(({ name, route }) => ({ name, url: route.path })),
  { name: 'notFound', url: '/no-such-page' },
];

/** Serious and critical findings fail, and the named ones whatever axe rates them. */
const ALWAYS_FAIL = ['landmark-unique', 'label-content-name-mismatch', 'color-contrast'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // axe marks this rule experimental and skips it unless asked
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const failing = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALWAYS_FAIL.includes(violation.id))
    .map((violation) => ({ rule: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`) }));
  expect(failing).toEqual([]);
}

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
