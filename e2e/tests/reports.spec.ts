import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { en, open, th, withCookieConsent } from './support/app.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, postListing, verifiedUser, type Session } from './support/listings.js';

/** Reports from visitors and suspended accounts (docs/decisions/046): a visitor reports, an admin decides, an admin suspends. */

async function publishedListing(request: APIRequestContext, testInfo: TestInfo, label: string): Promise<{ owner: Session; id: number; title: string }> {
  const owner = await verifiedUser(request, testInfo, label);
  const title = `คอนโดมีคนแจ้ง ${testInfo.project.name} ${Date.now()}`;
  const id = await postListing(request, owner, title, 'pending', { width: 320, height: 200 });
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));
  return { owner, id, title };
}

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

test('a visitor reads the safety note and reports a listing; the admin asks the owner to fix it', async ({ page, browser, baseURL, request }, testInfo) => {
  test.setTimeout(120_000);
  const { id, owner } = await publishedListing(request, testInfo, 'reported');
  await open(page, `/view-announce/x-${id}`);
  const note = page.getByTestId('safety-note');
  await expect(note).toContainText(th.listing.safety.text);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('safety-note-th.png') });
  await note.getByRole('button', { name: th.listing.report.open }).click();
  const dialog = page.getByRole('dialog', { name: th.listing.report.title });
  // no reason picked: the form says so and sends nothing
  await dialog.getByRole('button', { name: th.listing.report.submit }).click();
  await expect(dialog.getByText(th.errors['not chosen'])).toBeVisible();
  await dialog.getByRole('radio', { name: th.listing.report.reasons.scam }).check();
  await dialog.getByRole('textbox', { name: th.listing.report.message }).fill('ให้โอนมัดจำ 5,000 บาทก่อนนัดดูห้อง');
  await page.screenshot({ path: testInfo.outputPath('report-form-th.png') });
  await dialog.getByRole('button', { name: th.listing.report.submit }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(note.getByTestId('report-sent')).toHaveText(th.listing.report.sent);

  // the admin's queue, in English this time
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const adminPage = await pageAs(browser, baseURL, admin);
  await adminPage.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  await open(adminPage, '/admin/reports');
  const item = adminPage.locator(`[data-testid="report-item"][data-listing-id="${id}"]`);
  await expect(item).toContainText(en.listing.report.reasons.scam);
  await expect(item).toContainText('ให้โอนมัดจำ 5,000 บาทก่อนนัดดูห้อง');
  await expect(item.getByTestId('report-owner')).toContainText(owner.email);
  await expect(item).toContainText(en.admin.reports.anonymous);
  await item.scrollIntoViewIfNeeded();
  await adminPage.screenshot({ path: testInfo.outputPath('reports-queue-en.png') });
  await item.getByRole('button', { name: en.admin.reports.actions.ask_fix }).click();
  const ask = adminPage.getByRole('dialog', { name: en.admin.reports.actions.ask_fix });
  await ask.getByRole('textbox', { name: en.admin.reports.note }).fill('Please state the deposit terms: no transfer before a viewing.');
  await ask.getByRole('button', { name: en.admin.moderation.confirm }).click();
  // decided: the report leaves the open queue and is listed with its decision
  await expect(item).toHaveCount(0);
  await adminPage.getByRole('tab', { name: en.admin.reports.status.closed }).click();
  await expect(adminPage.locator(`[data-testid="report-item"][data-listing-id="${id}"]`).first()).toContainText(en.admin.reports.actions.ask_fix);
  await adminPage.context().close();
});

test('the admin finds a user, suspends them with a reason, and the user is signed out and told why', async ({ browser, baseURL, request }, testInfo) => {
  test.setTimeout(120_000);
  const user = await verifiedUser(request, testInfo, 'suspended');
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const reason = 'ลงประกาศหลอกให้โอนเงินมัดจำ';

  const adminPage = await pageAs(browser, baseURL, admin);
  await open(adminPage, '/admin/users');
  await adminPage.getByRole('textbox', { name: th.admin.users.search }).fill(user.email);
  await adminPage.getByRole('button', { name: th.admin.users.search }).click();
  const row = adminPage.locator(`[data-testid="user-row"][data-user-id="${user.info.id}"]`);
  await expect(row).toContainText(user.email);
  await row.getByRole('button', { name: th.admin.users.open }).click();
  const detail = adminPage.getByTestId('user-detail');
  await expect(detail).toContainText(user.email);
  await detail.getByRole('button', { name: th.admin.users.suspend }).click();
  const ask = adminPage.getByRole('dialog');
  await ask.getByRole('textbox', { name: th.admin.users.reason }).fill(reason);
  await ask.getByRole('button', { name: th.admin.moderation.confirm }).click();
  await expect(detail.getByTestId('user-suspended')).toContainText(reason);
  await adminPage.screenshot({ path: testInfo.outputPath('user-suspended-th.png'), fullPage: true });
  await adminPage.context().close();

  // the user's open session: the next call signs them out and says why, in their language
  const userPage = await pageAs(browser, baseURL, user);
  await userPage.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  await open(userPage, '/my-profile');
  const alert = userPage.getByRole('dialog');
  await expect(alert).toContainText(en.errors['account suspended']);
  await expect(alert).toContainText(reason);
  await userPage.screenshot({ path: testInfo.outputPath('suspended-user-en.png') });
  await expect(userPage).toHaveURL(new URL('/', baseURL).toString());
  expect(await userPage.evaluate(() => window.localStorage.getItem('baandee.session'))).toBeNull();
  await userPage.context().close();

  // and cannot sign in again until the suspension is lifted
  const refused = await request.post('/api/user/login', { data: { email: user.email, password: 'listing-journey-2026' } });
  expect(refused.status()).toBe(403);
  await ok(await request.put(`/api/admin/user/unsuspend/${user.info.id}`, { headers: { authorization: `Bearer ${admin.token}` } }));
  await logIn(request, user.email, 'listing-journey-2026');
});
