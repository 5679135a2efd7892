import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { makeSlipImage } from '../../apps/api/test/support/slip-image.js';
import { isPhone, open, th } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, postListing, verifiedUser, type Session } from './support/listings.js';

/**
 * The money loop of issue #9 on phone and desktop, one journey per viewport: the credit
 * page's balance and history, the refill step for a user without LINE, a boost paid by
 * transfer from /my-announce with the slip uploaded on the payment screen, the admin's
 * approval in /admin/payments, the boosted badge; then, for a LINE friend, a package
 * bought, approved, and a boost paid with the credits.
 */

const c = th.credit;

/** Nothing on the page is wider than the screen (360 px phones scroll only downwards). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** An owner with a published listing: posted through the API, approved by the admin. */
async function ownerWithListing(request: Parameters<typeof verifiedUser>[0], title: string): Promise<{ owner: Session; id: number }> {
  const owner = await verifiedUser(request, test.info(), 'credit');
  const id = await postListing(request, owner, title);
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));
  return { owner, id };
}

test.describe('credits, payments and boosts', () => {
  test('balance and history, the way to LINE, a boost paid by transfer and approved', async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const title = `คอนโดบูสต์ ${testInfo.project.name} ${Date.now()}`;
    const { owner } = await ownerWithListing(request, title);
    const ledger = await ok<{ credit: number }>(await request.get('/api/credit-info', { headers: { authorization: `Bearer ${owner.token}` } }));

    // the credit page: the ledger's balance, the welcome grant and the listing's first publish
    const page = await pageAs(browser, baseURL, owner);
    await open(page, '/my-credit-point');
    await expect(page.getByTestId('credit-balance')).toHaveAttribute('data-credit', String(ledger.credit));
    await expect(page.getByTestId('credit-entry').filter({ hasText: c.history.subject.welcome })).toHaveCount(1);
    const used = page.getByTestId('credit-entry').filter({ hasText: c.history.type.used });
    await expect(used.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await page.getByRole('radio', { name: c.history.tabs.used }).check({ force: true });
    await expect(page.getByTestId('credit-entry')).toHaveCount(1);
    await expectNoViolations(page);
    await expectNoOverflow(page);
    await shot(page, 'credit-page');

    // refilling without LINE: the way to connect it, not the packages
    await page.getByTestId('refill-button').click();
    const refill = page.getByRole('dialog', { name: c.refill.title });
    // LINE is connected in place (the LINE prompt in the dialog), not on another page
    await expect(refill.getByTestId('connect-line-step')).toBeVisible();
    await expectNoViolations(page);
    await refill.getByRole('button', { name: th.common.actions.close }).click();

    // a boost paid by transfer from /my-announce: the payment screen, then the slip
    await open(page, '/my-announce');
    await expect(page.getByTestId('credit-bar')).toBeVisible();
    const card = page.getByTestId('listing-card').filter({ hasText: title });
    await card.getByRole('button', { name: th.listing.mine.actions.boost }).click();
    const boost = page.getByRole('dialog', { name: c.boost.title });
    await boost.getByTestId('boost-next').click();
    await boost.getByTestId('boost-with-transfer').click();
    await expect(boost.getByTestId('payment-amount')).toHaveText(c.pay.amount.replace('{{amount}}', '99.00'));
    await expect(boost.getByTestId('payment-qr')).toBeVisible();
    await expectNoViolations(page);
    await expectNoOverflow(page);
    await shot(page, 'boost-payment');
    const slip = await makeSlipImage({ reference: `2026${Date.now()}${randomInt(1000, 9999)}` });
    await boost.locator('input[type="file"]').setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: slip });
    await expect(boost.getByTestId('payment-waiting')).toBeVisible();
    await expectNoViolations(page);
    await shot(page, 'boost-waiting');
    const reference = (await ok<{ data: { reference: string }[] }>(await request.get('/api/payment', { headers: { authorization: `Bearer ${owner.token}` } }))).data[0]!.reference;

    // the admin approves it in the payments queue
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const adminPage = await pageAs(browser, baseURL, admin);
    await open(adminPage, '/admin/payments');
    const item = adminPage.getByTestId('payment-item').filter({ hasText: reference });
    await expect(item.getByTestId('admin-slip')).toHaveCount(1);
    await expectNoViolations(adminPage);
    await expectNoOverflow(adminPage);
    await shot(adminPage, 'admin-payments');
    await item.getByRole('button', { name: th.admin.payments.approve }).click();
    await expect(item).toHaveCount(0);

    // the listing is boosted: its badge, and no boost to buy any more
    await open(page, '/my-announce');
    await expect(card.getByTestId('boosted-badge')).toBeVisible();
    await expect(card.getByRole('button', { name: th.listing.mine.actions.boost })).toHaveCount(0);

    // the packages screen, in the admin's navigation
    await open(adminPage, '/admin/packages');
    await expect(adminPage.getByTestId('package-item').filter({ hasText: 'OPENING99' })).toBeVisible();
    await expectNoViolations(adminPage);
    if (isPhone(testInfo)) await expectNoOverflow(adminPage);
  });

  /**
   * A LINE friend buys OPENING99, uploads the slip, the admin approves and the balance
   * grows by 2; then a boost is paid with the credits. Making the user a LINE friend takes
   * the LINE connect flow and its local LINE stand-in (branch `line`); until that is merged
   * there is no real way to set line_friend_status, and a write into the server's data
   * folder would test something no user can do.
   */
  test.fixme('a LINE friend refills with OPENING99, is approved, and boosts with credits', async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const title = `คอนโดเครดิต ${testInfo.project.name} ${Date.now()}`;
    const { owner } = await ownerWithListing(request, title);
    // the integrator: connect `owner` to LINE through the stand-in and follow the official account here
    const page = await pageAs(browser, baseURL, owner);
    await open(page, '/my-credit-point');
    const before = Number(await page.getByTestId('credit-balance').getAttribute('data-credit'));
    await page.getByTestId('refill-button').click();
    await page.getByTestId('package-option').filter({ hasText: 'OPENING99' }).getByRole('button').click();
    const payment = page.getByTestId('payment-dialog');
    await expect(payment.getByTestId('payment-qr')).toBeVisible();
    const reference = (await payment.getByTestId('payment-reference').textContent())!;
    await payment.locator('input[type="file"]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await makeSlipImage({ reference: `2026${Date.now()}`, format: 'png' }) });
    await expect(payment.getByTestId('payment-waiting')).toBeVisible();

    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const adminPage = await pageAs(browser, baseURL, admin);
    await open(adminPage, '/admin/payments');
    await adminPage.getByTestId('payment-item').filter({ hasText: reference }).getByRole('button', { name: th.admin.payments.approve }).click();

    await open(page, '/my-credit-point');
    await expect(page.getByTestId('credit-balance')).toHaveAttribute('data-credit', String(before + 2));
    await open(page, '/my-announce');
    const card = page.getByTestId('listing-card').filter({ hasText: title });
    await card.getByRole('button', { name: th.listing.mine.actions.boost }).click();
    const boost = page.getByRole('dialog', { name: c.boost.title });
    await boost.getByTestId('boost-next').click();
    await boost.getByTestId('boost-with-credits').click();
    await expect(boost.getByTestId('boost-done')).toBeVisible();
    await boost.getByRole('button', { name: c.boost.close }).click();
    await expect(card.getByTestId('boosted-badge')).toBeVisible();
  });
});
