import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { open, ownAddress, PERSON, scrollSettled, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { allowLineLogin, sendSlipOverLine } from './support/fake-line.js';
import { logIn, ok, pageAs, postListing, verifiedUser } from './support/listings.js';

/**
 * What OPENING99 sells, end to end in the browser (issue 33), on phone and desktop: a new
 * owner buys the package by transfer with the slip sent over LINE and the admin approves
 * it; the owner has the listing's text written in Thai and English, enhances five photos
 * and is refused the sixth with the reason, and publishes; the listing goes to the broker
 * share queue, the admin posts it and records the group; a visit through the shared link
 * and a message sent in it are counted, and the owner sees them on their listings and the
 * dashboard.
 */
const e = th.postForm.post.images.enhance;
const w = th.postForm.post.writer;
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a buyer of OPENING99 gets the text written, five photos enhanced, the listing shared and the visits it brings', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(420_000);
  const run = `${testInfo.project.name}${Date.now()}`;
  const owner = await verifiedUser(request, testInfo, 'opening99');
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const page = await pageAs(browser, baseURL, owner);

  // 1. buy OPENING99: LINE first (the slip goes there), the package, the slip as a picture to the official account
  await open(page, '/my-credit-point');
  await page.getByTestId('refill-button').click();
  const refill = page.getByRole('dialog', { name: th.credit.refill.title });
  const lineName = `ผู้ซื้อ ${run}`;
  await allowLineLogin(refill.getByTestId('line-connect-button'), lineName);
  await refill.getByTestId('package-option').filter({ hasText: 'OPENING99' }).getByRole('button').click();
  const payment = page.getByTestId('payment-dialog');
  await expect(payment.getByTestId('payment-amount')).toHaveText(th.credit.pay.amount.replace('{{amount}}', '99.00'));
  const reference = (await payment.getByTestId('payment-reference').textContent())!.trim();
  expect(await sendSlipOverLine(baseURL, lineName, `2026${Date.now()}${randomInt(1000, 9999)}`)).toBe(200);
  const adminPage = await pageAs(browser, baseURL, admin);
  await open(adminPage, '/admin/payments');
  const paid = adminPage.getByTestId('payment-item').filter({ hasText: reference });
  await expect(paid.getByTestId('admin-slip')).toHaveCount(1);
  await paid.getByRole('button', { name: th.admin.payments.approve, exact: true }).click();
  await expect(paid).toHaveCount(0);

  // 2. a complete listing with six photos and no text yet: the text written for the owner, in Thai and in English
  const id = await postListing(request, owner, '', 'draft', { width: 1200, height: 800 }, { announce_title: null, announce_description: null }, 6);
  await open(page, `/${id}/announce/form-post`);
  const titleField = page.getByRole('textbox', { name: th.listing.fields.announce_title });
  await expect(titleField).toHaveValue('');
  await page.getByRole('button', { name: w.button }).click();
  const writer = page.getByRole('dialog', { name: w.title });
  await expect(writer.getByTestId('draft-description')).toContainText('บาท/เดือน');
  const thaiTitle = (await writer.getByTestId('draft-title').textContent())!;
  await writer.getByText(w.english, { exact: true }).click();
  await expect(writer.getByTestId('draft-description')).toContainText('THB/month');
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('journey-draft-english.png'), fullPage: true });
  await writer.getByText(w.thai, { exact: true }).click();
  await writer.getByRole('button', { name: w.use }).click();
  await expect(writer).toBeHidden();
  await expect(titleField).toHaveValue(thaiTitle);

  // 3. five photos enhanced (the package's allowance), the sixth refused with the reason
  await expect(page.getByTestId('enhance-left')).toHaveText(fill(e.left, { left: 5, allowance: 5 }));
  const photoNames = [th.postForm.post.images.coverAlt, ...[1, 2, 3, 4, 5].map((number) => fill(th.postForm.post.images.alt, { number }))];
  const compare = page.getByRole('dialog', { name: e.compareTitle });
  for (const [index, photo] of photoNames.slice(0, 5).entries()) {
    await page.getByRole('button', { name: fill(e.action, { photo }) }).click();
    // each photo is worked in the owner's turn of the image pool: a busy machine takes its time
    await expect(compare).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('enhance-left')).toHaveText(fill(e.left, { left: 4 - index, allowance: 5 }));
    await compare.getByRole('button', { name: e.keep }).click();
    await expect(compare).toBeHidden();
    // the page's scroll comes back when the dialog lets it go: the next button is clicked where it then is
    await scrollSettled(page);
    await expect(page.getByRole('button', { name: fill(e.compare, { photo }) })).toBeVisible();
  }
  await page.getByRole('button', { name: fill(e.action, { photo: photoNames[5]! }) }).click();
  await expect(page.getByTestId('enhance-error')).toHaveText(th.errors['no enhancements left'], { timeout: 60_000 });
  await expectNoViolations(page);
  await noOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('journey-sixth-refused.png'), fullPage: true });

  // 4. publish from the summary; the owner's first listing is reviewed, and approved
  await page.getByRole('button', { name: th.postForm.nav.toPreview }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/announce/preview$`));
  await page.getByRole('button', { name: th.postForm.publish.button }).click();
  await expect(page).toHaveURL(/\/my-announce$/);
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));

  // the listing live, it is the one to share (the owner could choose another until it is shared)
  await open(page, '/my-announce');
  const choices = page.getByTestId('broker-share-choices');
  await expect(choices.getByTestId('broker-share-choice-state')).toHaveText(fill(th.listing.mine.brokerChoice.chosen, { title: thaiTitle }));
  await expectNoViolations(page);
  await noOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('journey-share-chosen.png'), fullPage: true });

  // 5. the admin copies the tracked link and marks it shared in a group
  await open(adminPage, '/admin/broker-share');
  // the written title is the same for the same facts: the listing's own card link tells the items apart
  const item = adminPage.getByTestId('broker-share-item').filter({ has: adminPage.locator(`a[href$="-${id}"]`) });
  const link = await item.getByTestId('broker-share-link').inputValue();
  expect(link).toMatch(new RegExp(`/view-announce/[^?]+-${id}\\?ref=broker-\\d+$`));
  const shareId = /ref=broker-(\d+)$/.exec(link)![1]!;
  const group = `กลุ่มนายหน้าคอนโดริมน้ำ ${run}`;
  await item.getByRole('textbox', { name: th.admin.brokerShare.groupName }).fill(group);
  await item.getByTestId('broker-share-mark').click();
  await expect(item).toHaveCount(0);

  // 6. a visitor comes through the shared link and writes to the owner in that visit
  const context = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport ?? undefined, userAgent: PERSON, extraHTTPHeaders: ownAddress() });
  await withCookieConsent(context, baseURL);
  const visitor = await context.newPage();
  await open(visitor, new URL(link).pathname + new URL(link).search);
  await expect(visitor.getByTestId('listing-title')).toHaveText(thaiTitle);
  const form = visitor.getByTestId('contact-owner-form');
  await form.getByLabel(th.listing.contact.name).fill('ผู้สนใจ จากกลุ่ม');
  await form.getByLabel(th.listing.contact.email).fill(`visitor.${run}@example.com`);
  await form.getByLabel(th.listing.contact.phone).fill('0899990000');
  await form.getByLabel(th.listing.contact.message).fill('เห็นประกาศในกลุ่มนายหน้า สนใจนัดดูห้อง');
  await form.getByRole('button', { name: th.listing.contact.submit }).click();
  await expect(visitor.getByTestId('contact-owner-sent')).toBeVisible();
  await context.close();

  // 7. the owner sees where it was shared and what the link brought (views are written in batches, a second or so later)
  const brought = fill(th.listing.mine.brokerBrought, { views: 1, contacts: 1 });
  await expect(async () => {
    await open(page, '/my-announce');
    await expect(page.getByTestId('broker-share-brought')).toHaveText(brought, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('broker-share-note')).toContainText(group);
  await expect(page.getByTestId('broker-share-choice-shared')).toContainText(group);
  await expectNoViolations(page);
  await noOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('journey-owner-listings.png'), fullPage: true });
  await open(page, '/dashboard?period=7');
  const row = page.locator(`[data-testid="dashboard-listing-row"][data-id="${id}"]`);
  await expect(row.getByTestId('dashboard-broker-share')).toContainText(group);
  await expect(row.getByTestId('dashboard-broker-share')).toContainText(fill(th.dashboard.listings.brokerBrought, { views: 1, contacts: 1 }));
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('journey-dashboard.png'), fullPage: true });

  // and the admin's shared list
  await open(adminPage, '/admin/broker-share');
  await adminPage.getByRole('tab', { name: th.admin.brokerShare.status.shared }).click();
  const shared = adminPage.locator(`[data-testid="broker-share-item"][data-share-id="${shareId}"]`);
  await expect(shared.getByTestId('broker-share-brought')).toHaveText(fill(th.admin.brokerShare.brought, { views: 1, contacts: 1 }));
  await expectNoViolations(adminPage);
  await noOverflow(adminPage);
  await adminPage.screenshot({ path: testInfo.outputPath('journey-admin-shared.png'), fullPage: true });
});
