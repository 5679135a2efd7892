import { expect, test, type Page } from '@playwright/test';
import { open, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { allowLineLogin } from './support/fake-line.js';
import { logIn, ok, pageAs, postListing, verifiedUser, type Session } from './support/listings.js';

/**
 * The broker-group share (docs/decisions/053), on phone and desktop: a buyer of OPENING99
 * (approved) publishes a listing; the admin finds it in /admin/broker-share with its card,
 * the posts in Thai and English and the tracked link to copy, records the group it was
 * posted in, and finds it under "shared" with the group and the date; the owner sees it on
 * their listings.
 */
const b = th.admin.brokerShare;

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

/** LINE Login through the stand-in with the official account added (buying needs a friend). */
async function befriendOnLine(page: Page, name: string) {
  await open(page, '/line-setting');
  await allowLineLogin(page.getByTestId('line-connect-button'), name);
}

test('a buyer of OPENING99 publishes; the admin copies the posts and marks the listing shared in a group', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const buyer: Session = await verifiedUser(request, testInfo, 'broker');
  const buyerPage = await pageAs(browser, baseURL, buyer);
  await befriendOnLine(buyerPage, `ผู้ซื้อ ${testInfo.project.name} ${Date.now()}`);
  await buyerPage.context().close();

  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const adminHeaders = { authorization: `Bearer ${admin.token}` };
  const payment = await ok<{ id: string }>(await request.post('/api/make-purchase', { headers: { authorization: `Bearer ${buyer.token}` }, data: { package_code: 'OPENING99' } }));
  await ok(await request.put(`/api/admin/payment/approve/${payment.id}`, { headers: adminHeaders }));
  const title = `คอนโดแชร์นายหน้า ${testInfo.project.name} ${Date.now()}`;
  const id = await postListing(request, buyer, title, 'pending', { width: 640, height: 400 });
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: adminHeaders }));

  const page = await pageAs(browser, baseURL, admin);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
  await open(page, '/admin/broker-share');
  await expect(page.getByTestId('admin-nav').getByRole('link', { name: th.admin.nav['broker-share'], includeHidden: true })).toHaveAttribute('aria-current', 'page');
  const item = page.getByTestId('broker-share-item').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(buyer.email);
  // the card's picture
  await expect(item.locator('img').first()).toBeVisible();
  const thai = await item.getByTestId('broker-share-text-th').inputValue();
  const english = await item.getByTestId('broker-share-text-en').inputValue();
  const link = await item.getByTestId('broker-share-link').inputValue();
  expect(link).toMatch(new RegExp(`/view-announce/[^?]+-${id}\\?ref=broker-\\d+$`));
  expect(thai).toContain('ขาย/ให้เช่า');
  expect(thai).toContain('บาท/เดือน');
  expect(thai).toContain(link);
  expect(english).toContain('For sale or rent');
  expect(english).toContain('baht/month');
  expect(english).toContain(`${link}&lang=en`);

  // copying says so on the button
  await item.getByTestId('broker-share-text-th-copy').click();
  await expect(item.getByTestId('broker-share-text-th-copy')).toHaveText(b.copied);
  await item.scrollIntoViewIfNeeded();
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('broker-share-pending.png'), fullPage: true });

  // the group is required; then recorded
  await item.getByTestId('broker-share-mark').click();
  await expect(item.getByText(th.errors.required)).toBeVisible();
  const group = `กลุ่มนายหน้าคอนโดสุขุมวิท ${testInfo.project.name}`;
  await item.getByRole('textbox', { name: b.groupName }).fill(group);
  await item.getByTestId('broker-share-mark').click();
  await expect(page.getByTestId('broker-share-item').filter({ hasText: title })).toHaveCount(0);

  // the shared tab: group and date
  await page.getByRole('tab', { name: b.status.shared }).click();
  const shared = page.getByTestId('broker-share-item').filter({ hasText: title });
  await expect(shared.getByTestId('broker-share-posted')).toContainText(group);
  await expect(shared.getByTestId('broker-share-mark')).toHaveCount(0);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('broker-share-shared.png'), fullPage: true });
  await page.context().close();

  // the owner sees on their listings where and when it was shared
  const ownerPage = await pageAs(browser, baseURL, buyer);
  await open(ownerPage, '/my-announce');
  const note = ownerPage.getByTestId('broker-share-note');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(group);
  await note.scrollIntoViewIfNeeded();
  await expectNoViolations(ownerPage);
  await ownerPage.screenshot({ path: testInfo.outputPath('broker-share-owner.png'), fullPage: true });
  await ownerPage.context().close();
});
