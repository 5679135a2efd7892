import { expect, test } from '@playwright/test';
import { en, open, th, withCookieConsent } from './support/app.js';
import { openAdminSection } from './support/admin.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, postListing, verifiedUser } from './support/listings.js';

/** The audit trail and the failed deliveries (docs/decisions/047), as an admin reads them. */

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

test('the admin finds an approval in the audit trail, filters it by its subject, and reads it in both languages', async ({ browser, baseURL, request }, testInfo) => {
  test.setTimeout(120_000);
  const owner = await verifiedUser(request, testInfo, 'audited');
  const id = await postListing(request, owner, `คอนโดตรวจย้อน ${testInfo.project.name}`, 'pending', { width: 160, height: 100 });
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));

  const page = await pageAs(browser, baseURL, admin);
  await open(page, '/admin');
  // found in the admin menu
  await openAdminSection(page, th.admin.nav.audit);
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByTestId('audit-trail')).toBeVisible();

  // narrowed to this listing: the form's filters go into the URL, so a reload keeps them
  await page.getByRole('combobox', { name: th.admin.audit.subjectType }).selectOption('listing');
  await page.getByRole('textbox', { name: th.admin.audit.subjectId }).fill(String(id));
  await page.getByRole('combobox', { name: th.admin.audit.action }).selectOption('listing.approve');
  await page.getByRole('button', { name: th.admin.audit.apply, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`subject=listing%3A${id}`));
  const entry = page.getByTestId('audit-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute('data-subject', `listing:${id}`);
  await expect(entry).toContainText(th.admin.audit.actions.listing.approve);
  await expect(entry).toContainText(th.admin.audit.subject.replace('{{type}}', th.admin.audit.subjects.listing).replace('{{id}}', String(id)));
  await expect(entry).toContainText('(เวลากรุงเทพฯ)');
  // the status before and after, on the changed fields' rows
  const status = entry.getByRole('row').filter({ hasText: 'status' }).first();
  await expect(status).toContainText('pending');
  await expect(status).toContainText('publish');
  await page.reload();
  await expect(page.getByTestId('audit-entry')).toHaveCount(1);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('audit-th.png'), fullPage: true });

  // a day with nothing in it
  await page.getByRole('textbox', { name: th.admin.audit.to }).fill('2020-01-01');
  await page.getByRole('button', { name: th.admin.audit.apply, exact: true }).click();
  await expect(page.getByTestId('audit-empty')).toHaveText(th.admin.audit.empty);
  await page.getByRole('button', { name: th.admin.audit.clear }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByTestId('audit-entry').first()).toBeVisible();

  // in English
  const english = await pageAs(browser, baseURL, admin);
  await english.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  await open(english, `/admin/audit?subject=listing:${id}`);
  const item = english.getByTestId('audit-entry');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(en.admin.audit.actions.listing.approve);
  await expect(item).toContainText('(Bangkok time)');
  await expectNoViolations(english);
  await english.screenshot({ path: testInfo.outputPath('audit-en.png'), fullPage: true });
  await english.context().close();
  await page.context().close();
});

test('the overview counts failed deliveries and opens them; the screen lists each with its error or says there are none', async ({ browser, baseURL, request }, testInfo) => {
  test.setTimeout(90_000);
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const headers = { authorization: `Bearer ${admin.token}` };
  const failed = await ok<{ total: number }>(await request.get('/api/admin/jobs?state=failed', { headers }));
  const page = await pageAs(browser, baseURL, admin);
  await open(page, '/admin');
  const card = page.getByTestId('admin-queue-failedDeliveries');
  await expect(card).toContainText(th.admin.overview.failedDeliveries);
  await expect(card.getByTestId('admin-queue-count')).toHaveText(String(failed.total));
  await card.click();
  await expect(page).toHaveURL(/\/admin\/deliveries/);
  await expect(page.getByRole('heading', { name: th.admin.deliveries.title, exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: th.admin.nav.label }).getByRole('link', { name: th.admin.nav.deliveries, includeHidden: true })).toHaveAttribute('aria-current', 'page');
  if (failed.total === 0) {
    await expect(page.getByRole('heading', { name: th.admin.empty.deliveries.title })).toBeVisible();
    await expect(page.getByRole('button', { name: th.admin.deliveries.retryAll })).toHaveCount(0);
  } else {
    await expect(page.getByTestId('delivery-item').first().getByTestId('delivery-error')).not.toBeEmpty();
    await expect(page.getByRole('button', { name: th.admin.deliveries.retryAll })).toBeVisible();
  }
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('deliveries-th.png'), fullPage: true });

  const english = await pageAs(browser, baseURL, admin);
  await english.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  await open(english, '/admin/deliveries');
  await expect(english.getByRole('heading', { name: en.admin.deliveries.title, exact: true })).toBeVisible();
  await expectNoViolations(english);
  await english.context().close();
  await page.context().close();
});
