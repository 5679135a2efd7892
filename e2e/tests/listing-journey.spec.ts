import { expect, test } from '@playwright/test';
import { open, outboxMails, mailText, th } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, pageAs, postListing, verifiedUser } from './support/listings.js';

/**
 * The listing journey of issue #7 on phone and desktop: an owner posts a listing (through
 * the API: store, upload, publish), it waits for review, an admin approves it in the
 * moderation screen, the listing page shows it, another user favourites it and contacts
 * the owner, the owner's mail arrives, and the owner closes it from /my-announce.
 */

const l = th.listing;

test.describe('a listing from posting to closing', () => {
  test('posted, approved, shown, favourited, contacted, closed', async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const title = `คอนโดริมน้ำ ${testInfo.project.name} ${Date.now()}`;
    const owner = await verifiedUser(request, testInfo, 'owner');
    const id = await postListing(request, owner, title);

    // the owner sees it waiting for review
    const ownerPage = await pageAs(browser, baseURL, owner);
    await open(ownerPage, '/my-announce');
    const ownCard = ownerPage.getByTestId('listing-card').filter({ hasText: title });
    await expect(ownCard.getByTestId('my-listing-status')).toHaveText(l.status.pending);
    await expectNoViolations(ownerPage);

    // an admin approves it in the moderation screen
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const adminPage = await pageAs(browser, baseURL, admin);
    // found by its title: other tests' listings wait in the queue too, past its first page
    await open(adminPage, `/admin/moderation?q=${encodeURIComponent(title)}`);
    const item = adminPage.locator(`[data-testid="moderation-item"][data-listing-id="${id}"]`);
    await expect(item).toContainText(owner.email);
    await expectNoViolations(adminPage);
    await item.getByRole('button', { name: th.admin.moderation.approve, exact: true }).click();
    await expect(item).toHaveCount(0);
    await adminPage.getByTestId('moderation-tab-publish').click();
    await expect(adminPage.locator(`[data-testid="moderation-item"][data-listing-id="${id}"]`)).toBeVisible();

    // anyone now finds the listing page, with its server-rendered preview
    const html = await (await request.get(`/view-announce/${id}`)).text();
    expect(html).toContain('og:title');
    const visitor = await verifiedUser(request, testInfo, 'visitor');
    const page = await pageAs(browser, baseURL, visitor);
    await open(page, `/view-announce/${id}`);
    await expect(page.getByTestId('listing-title')).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByTestId('listing-price-sell')).toHaveText('5,900,000 บาท');
    await expect(page.getByTestId('listing-price-rent')).toHaveText('28,000 บาท/เดือน');
    await expect(page.getByTestId('map-link')).toHaveAttribute('href', 'https://www.google.com/maps?q=13.7203,100.5146');
    await expect(page.getByTestId('owner-phone-reveal')).toContainText('081-xxx-xxx8');
    await page.getByTestId('owner-phone-reveal').click();
    await expect(page.getByTestId('owner-phone')).toContainText('081-234-5678');
    await expectNoViolations(page);

    // the visitor keeps it in favourites
    await page.getByRole('button', { name: l.favorite.add }).first().click();
    await expect(page.getByRole('button', { name: l.favorite.remove }).first()).toHaveAttribute('aria-pressed', 'true');
    await open(page, '/my-favorite');
    await expect(page.getByTestId('listing-card').filter({ hasText: title })).toBeVisible();

    // and writes to the owner, whose mail arrives
    await open(page, `/view-announce/${id}`);
    const form = page.getByTestId('contact-owner-form');
    const message = `ขอนัดดูห้อง ${Date.now()}`;
    await form.getByLabel(l.contact.name).fill('ผู้สนใจ ทดสอบ');
    await form.getByLabel(l.contact.email).fill(visitor.email);
    await form.getByLabel(l.contact.phone).fill('0899990000');
    await form.getByLabel(l.contact.message).fill(message);
    await form.getByRole('button', { name: l.contact.submit }).click();
    await expect(page.getByTestId('contact-owner-sent')).toBeVisible();
    await expect
      .poll(async () => (await outboxMails()).some((mail) => new RegExp(`^To: ${owner.email.replace(/[.+]/g, '\\$&')}$`, 'm').test(mail) && mailText(mail).includes(message)))
      .toBe(true);

    // the owner closes it, after confirming
    await open(ownerPage, '/my-announce');
    const published = ownerPage.getByTestId('listing-card').filter({ hasText: title });
    await expect(published.getByTestId('my-listing-status')).toHaveText(l.status.publish);
    await published.getByRole('button', { name: l.mine.actions.close }).click();
    const confirm = ownerPage.getByRole('dialog', { name: l.mine.confirm.closeTitle });
    await confirm.getByTestId('confirm-button').click();
    await expect(published.getByTestId('my-listing-status')).toHaveText(l.status.closed);

    // a closed listing is no longer public: refused with the catalogue's message, or not found
    await open(page, `/view-announce/${id}`);
    await expect(page.getByTestId('listing-refused').or(page.getByTestId('not-found-page'))).toBeVisible();
    await expect(page.getByTestId('listing-page')).toHaveCount(0);
  });
});
