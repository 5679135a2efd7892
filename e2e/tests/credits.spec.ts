import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { makeSlipImage } from '../../apps/api/test/support/slip-image.js';
import { isPhone, open, th } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { allowLineLogin, fakeLineUrl, sendSlipOverLine } from './support/fake-line.js';
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
    await page.getByTestId('credit-filter').getByText(c.history.tabs.used, { exact: true }).click();
    await expect(page.getByTestId('credit-entry')).toHaveCount(1);
    await expectNoViolations(page);
    await expectNoOverflow(page);
    await shot(page, 'credit-page');

    // refilling without LINE on a site with LINE: a way to connect it that can be completed, not the packages
    await page.getByTestId('refill-button').click();
    const refill = page.getByRole('dialog', { name: c.refill.title });
    await expect(refill.getByTestId('connect-line-prompt')).toBeVisible();
    await expect(refill.getByTestId('line-connect-button')).toBeVisible();
    await expect(refill.getByText(th.line.section.notSetUp)).toHaveCount(0);
    await expect(refill.getByTestId('package-picker')).toHaveCount(0);
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
    // no LINE account connected: the slip is uploaded here, and no LINE chat is offered
    await expect(boost.getByText(c.pay.uploadHere)).toBeVisible();
    await expect(boost.getByTestId('payment-line')).toHaveCount(0);
    await expectNoViolations(page);
    await expectNoOverflow(page);
    await shot(page, 'boost-payment');

    // the boost awaits its transfer: the card says so and leads to the payment, not to a second boost
    await boost.getByRole('button', { name: th.common.actions.close }).click();
    await open(page, '/my-announce');
    await expect(card.getByTestId('boost-payment-status')).toHaveAttribute('data-status', 'awaiting_payment');
    await expect(card.getByTestId('boost-payment-status')).toHaveText(th.listing.mine.boostPayment.awaiting_payment);
    await expect(card.getByRole('button', { name: th.listing.mine.actions.boost })).toHaveCount(0);
    await expectNoViolations(page);
    await expectNoOverflow(page);
    await shot(page, 'my-listings-boost-awaiting-payment');
    await card.getByRole('link', { name: th.listing.mine.boostPayment.open }).click();
    const paying = page.getByTestId('payment-dialog');
    await expect(paying.getByTestId('payment-amount')).toHaveText(c.pay.amount.replace('{{amount}}', '99.00'));
    const transfer = `2026${Date.now()}${randomInt(1000, 9999)}`;
    const slip = await makeSlipImage({ reference: transfer });
    await paying.locator('input[type="file"]').setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: slip });
    await expect(paying.getByTestId('payment-waiting')).toBeVisible();
    await expectNoViolations(page);
    await shot(page, 'boost-waiting');
    await open(page, '/my-announce');
    await expect(card.getByTestId('boost-payment-status')).toHaveAttribute('data-status', 'awaiting_approval');
    await expect(card.getByRole('button', { name: th.listing.mine.actions.boost })).toHaveCount(0);
    const reference = (await ok<{ data: { reference: string }[] }>(await request.get('/api/payment', { headers: { authorization: `Bearer ${owner.token}` } }))).data[0]!.reference;

    // the admin approves it in the payments queue
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const adminPage = await pageAs(browser, baseURL, admin);
    await open(adminPage, '/admin/payments');
    const item = adminPage.getByTestId('payment-item').filter({ hasText: reference });
    await expect(item.getByTestId('admin-slip')).toHaveCount(1);
    // the slip's picture, loaded with the admin's session (slips have no public URL), is drawn
    await expect.poll(() => item.getByTestId('admin-slip').locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    // the transfer the slip's QR names, read by the server's scanning thread
    await expect(item.getByTestId('slip-reference')).toHaveText(transfer);
    await expectNoViolations(adminPage);
    await expectNoOverflow(adminPage);
    await shot(adminPage, 'admin-payments');
    await item.getByRole('button', { name: th.admin.payments.approve, exact: true }).click();
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
   * The whole money loop with LINE, as the issue states it: connect LINE from the refill
   * dialog (LINE Login in a new window against the local LINE stand-in, the official
   * account added as a friend) -> buy OPENING99 -> the PromptPay QR -> the slip sent as a
   * picture to the official account (the stand-in calls our webhook, signed) -> the admin
   * approves -> the balance shows 2 more -> a boost paid with credits -> the boosted
   * listing first in search -> the history shows got, used and refilled.
   */
  test('a LINE friend refills with OPENING99 by a slip over LINE, is approved, and boosts with credits', async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(240_000);
    const word = `คอนโดวนเงิน${testInfo.project.name === 'phone' ? 'โทร' : 'โต๊ะ'}${Date.now()}`;
    // two listings with the same words; the older one is boosted and must rank above the newer one
    const { owner, id: older } = await ownerWithListing(request, `${word} ห้องแรก`);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const newer = await postListing(request, owner, `${word} ห้องที่สอง`, 'publish');

    const page = await pageAs(browser, baseURL, owner);
    await open(page, '/my-credit-point');
    // the welcome grant paid for both first publishes
    await expect(page.getByTestId('credit-balance')).toHaveAttribute('data-credit', '0');

    // refill: not a LINE friend yet, so the dialog connects LINE in place
    await page.getByTestId('refill-button').click();
    const refill = page.getByRole('dialog', { name: c.refill.title });
    const lineName = `เจ้าของ ${word}`;
    await allowLineLogin(refill.getByTestId('line-connect-button'), lineName);

    // a friend now: the packages open by themselves; OPENING99 opens its payment screen
    await refill.getByTestId('package-option').filter({ hasText: 'OPENING99' }).getByRole('button').click();
    const payment = page.getByTestId('payment-dialog');
    await expect(payment.getByTestId('payment-qr')).toBeVisible();
    await expect(payment.getByTestId('payment-amount')).toHaveText(c.pay.amount.replace('{{amount}}', '99.00'));
    const reference = (await payment.getByTestId('payment-reference').textContent())!.trim();
    // choosing a package closed the refill dialog: one dialog on the screen
    await expect(refill).toBeHidden();
    await expectNoViolations(page);
    await shot(page, 'purchase-payment');

    // the slip goes to the official account as a picture; LINE calls our webhook
    expect(await sendSlipOverLine(baseURL, lineName, `2026${Date.now()}${randomInt(1000, 9999)}`)).toBe(200);
    // the official account answers that the slip reached the payment
    await expect
      .poll(async () => {
        const sent = (await (await fetch(`${fakeLineUrl()}/__control/sent`)).json()) as { to: string; messages: { text?: string }[] }[];
        return sent.some((message) => message.messages.some((m) => m.text?.includes(th.line.replies.attached.split('}}')[1]!)));
      })
      .toBe(true);

    // the admin sees the slip on the purchase and approves it
    const adminPage = await pageAs(browser, baseURL, admin);
    await open(adminPage, '/admin/payments');
    const item = adminPage.getByTestId('payment-item').filter({ hasText: reference });
    await expect(item.getByTestId('admin-slip')).toHaveCount(1);
    await item.getByRole('button', { name: th.admin.payments.approve, exact: true }).click();
    await expect(item).toHaveCount(0);

    // 2 more credits, then a boost of the older listing paid with them
    await open(page, '/my-credit-point');
    await expect(page.getByTestId('credit-balance')).toHaveAttribute('data-credit', '2');
    await open(page, '/my-announce');
    const card = page.getByTestId('listing-card').filter({ hasText: `${word} ห้องแรก` });
    await card.getByRole('button', { name: th.listing.mine.actions.boost }).click();
    const boost = page.getByRole('dialog', { name: c.boost.title });
    await boost.getByTestId('boost-next').click();
    await boost.getByTestId('boost-with-credits').click();
    await expect(boost.getByTestId('boost-done')).toBeVisible();
    await boost.getByTestId('boost-step-done').getByRole('button', { name: c.boost.close }).click();
    await expect(card.getByTestId('boosted-badge')).toBeVisible();

    // in search the boosted older listing comes before the newer one, with its badge
    await open(page, `/announce-search?q=${encodeURIComponent(word)}`);
    const results = page.getByTestId('listing-card');
    await expect(results).toHaveCount(2);
    await expect(results.first()).toContainText(`${word} ห้องแรก`);
    await expect(results.first().getByTestId('boosted-badge')).toBeVisible();
    expect(older).toBeLessThan(newer);

    // the history: the welcome grant (got), two publishes and the boost (used), the package (refilled)
    await open(page, '/my-credit-point');
    await expect(page.getByTestId('credit-balance')).toHaveAttribute('data-credit', '0');
    const entries = page.getByTestId('credit-entry');
    await expect(entries.filter({ hasText: c.history.type.got })).toHaveCount(1);
    await expect(entries.filter({ hasText: c.history.type.used })).toHaveCount(3);
    await expect(entries.filter({ hasText: c.history.type.refilled })).toHaveCount(1);
    await shot(page, 'credit-history-after-loop');
  });

  /**
   * Issue #27 on a site with LINE: a user who connected LINE without adding the official
   * account sees the add-friend button in the refill dialog (not a dead end); once the
   * follow reaches the server the packages open by themselves; OPENING99 is bought, its
   * slip uploaded on the site, the admin approves, and the balance grows by 2.
   */
  test('a connected non-friend adds the official account from the refill dialog, buys, uploads the slip on the site and is approved', async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const owner = await verifiedUser(request, testInfo, 'addfriend');
    // a new owner's first listing awaits review: it can be edited or deleted, not "stopped"
    const pendingTitle = `คอนโดรอตรวจ ${testInfo.project.name} ${Date.now()}`;
    await postListing(request, owner, pendingTitle, 'pending');
    const before = (await ok<{ credit: number }>(await request.get('/api/credit-info', { headers: { authorization: `Bearer ${owner.token}` } }))).credit;
    const page = await pageAs(browser, baseURL, owner);
    await open(page, '/my-announce');
    const pending = page.getByTestId('listing-card').filter({ hasText: pendingTitle });
    await expect(pending.getByTestId('my-listing-status')).toHaveText(th.listing.status.pending);
    await expect(pending.getByRole('link', { name: th.listing.mine.actions.edit })).toBeVisible();
    await expect(pending.getByRole('button', { name: th.listing.mine.actions['un-publish'] })).toHaveCount(0);
    await expect(pending.getByRole('button', { name: th.listing.mine.actions.boost })).toHaveCount(0);
    // the add-friend link goes to LINE itself, which this machine cannot reach: a blank stand-in page
    await page.context().route('https://line.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>LINE</title>' }));
    await open(page, '/my-credit-point');

    // connect LINE from the refill dialog, leaving "add the official account" unticked
    await page.getByTestId('refill-button').click();
    const refill = page.getByRole('dialog', { name: c.refill.title });
    const lineName = `ยังไม่เป็นเพื่อน ${testInfo.project.name} ${Date.now()}`;
    await allowLineLogin(refill.getByTestId('line-connect-button'), lineName, { befriend: false });

    // connected but no friend: the dialog's button adds the official account, no packages yet
    const addFriend = refill.getByTestId('line-add-friend');
    await expect(addFriend).toBeVisible();
    await expect(refill.getByTestId('package-picker')).toHaveCount(0);
    await expectNoViolations(page);
    await shot(page, 'refill-add-friend');
    const friendTab = page.waitForEvent('popup');
    await addFriend.click();
    await (await friendTab).close();
    await expect(refill.getByTestId('line-waiting')).toBeVisible();

    // LINE tells the server about the follow; the dialog notices and opens the packages
    const users = (await (await fetch(`${fakeLineUrl()}/__control/users`)).json()) as { userId: string; displayName: string }[];
    const lineUser = users.find((user) => user.displayName === lineName)!;
    const followed = await fetch(`${fakeLineUrl()}/__control/follow`, {
      method: 'POST',
      body: JSON.stringify({ userId: lineUser.userId, webhookUrl: `${baseURL}/api/line/webhook` }),
    });
    expect(((await followed.json()) as { status: number }).status).toBe(200);
    await refill.getByTestId('package-option').filter({ hasText: 'OPENING99' }).getByRole('button').click();

    // the payment screen: the transfer, then the slip uploaded right here
    const payment = page.getByTestId('payment-dialog');
    await expect(payment.getByTestId('payment-qr')).toBeVisible();
    const reference = (await payment.getByTestId('payment-reference').textContent())!.trim();
    await expect(payment.getByTestId('payment-line')).toBeVisible(); // a friend now: the LINE chat works too
    const slip = await makeSlipImage({ reference: `2026${Date.now()}${randomInt(1000, 9999)}` });
    await payment.locator('input[type="file"]').setInputFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: slip });
    await expect(payment.getByTestId('payment-waiting')).toBeVisible();

    // the admin approves; the balance grows by the package's 2 credits
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const adminPage = await pageAs(browser, baseURL, admin);
    await open(adminPage, '/admin/payments');
    const item = adminPage.getByTestId('payment-item').filter({ hasText: reference });
    await expect(item.getByTestId('admin-slip')).toHaveCount(1);
    await item.getByRole('button', { name: th.admin.payments.approve, exact: true }).click();
    await expect(item).toHaveCount(0);
    await open(page, '/my-credit-point');
    await expect(page.getByTestId('credit-balance')).toHaveAttribute('data-credit', String(before + 2));
    await expect(page.getByTestId('credit-entry').filter({ hasText: c.history.type.refilled })).toHaveCount(1);
  });
});
