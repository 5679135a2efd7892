import path from 'node:path';
import { expect, test } from '@playwright/test';
import { en, open, th, withCookieConsent } from './support/app.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, postListing, verifiedUser } from './support/listings.js';

/**
 * "Still available?" (docs/decisions/062), on phone and desktop: the owner confirms a
 * published listing from "my listings", and its card there, its public card in the search
 * and its page say "confirmed available today" in Thai and in English; the mailed link's
 * page says in both languages when a link cannot be used (an answered, expired or made-up
 * one). The question itself, 14 days after publishing, and a link that works are the API
 * suite's (listing-availability.test.ts): this server's clock cannot be moved.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

test('the owner confirms a listing from my listings; its cards and its page say it is confirmed available', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const owner = await verifiedUser(request, testInfo, 'available');
  const title = `คอนโดยังว่าง ${testInfo.project.name} ${Date.now()}`;
  const id = await postListing(request, owner, title, 'pending', { width: 640, height: 400 });
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));

  const page = await pageAs(browser, baseURL, owner);
  await open(page, '/my-announce');
  const card = page.getByTestId('listing-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('card-confirmed')).toHaveCount(0);
  await card.getByRole('button', { name: th.listing.available.confirm }).click();
  await expect(page.getByText(th.listing.available.confirmDone)).toBeVisible();
  await expect(card.getByTestId('card-confirmed')).toHaveText(th.listing.available.confirmedToday);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, `still-available-my-listings-${testInfo.project.name}.png`) });

  // the dashboard's share of the owner's published listings confirmed lately: the only one
  await open(page, '/dashboard');
  await expect(page.getByTestId('availability-percent')).toHaveText('100%');
  await expect(page.getByTestId('availability-share')).toContainText('1 จาก 1');

  // the admin overview's share of the site's
  const adminPage = await pageAs(browser, baseURL, admin);
  await open(adminPage, '/admin');
  await expect(adminPage.getByTestId('admin-availability')).toContainText('ประกาศที่เผยแพร่');
  await expect(adminPage.getByTestId('admin-availability-percent')).toHaveText(/^\d{1,3}%$/);
  await adminPage.context().close();

  // the listing page, to anyone
  const visitor = await pageAs(browser, baseURL, null);
  const view = await ok<{ slug_id: string; confirmed_at: string | null }>(await request.get(`/api/estate/view/${id}`));
  expect(view.confirmed_at).not.toBeNull();
  await open(visitor, `/view-announce/${encodeURIComponent(view.slug_id)}`);
  await expect(visitor.getByTestId('listing-confirmed')).toHaveText(th.listing.available.confirmedToday);
  await visitor.screenshot({ path: path.join(SCREENSHOTS, `still-available-page-${testInfo.project.name}.png`) });
  await open(visitor, `/view-announce/${encodeURIComponent(view.slug_id)}?lang=en`);
  await expect(visitor.getByTestId('listing-confirmed')).toHaveText(en.listing.available.confirmedToday);

  // its card in the search's results
  await open(visitor, `/announce-search?q=${encodeURIComponent(title)}&lang=en`);
  const found = visitor.getByTestId('listing-card').filter({ hasText: title });
  await expect(found.getByTestId('card-confirmed')).toHaveText(en.listing.available.confirmedToday);
  await visitor.context().close();
  await page.context().close();
});

test("the mailed link's page says in Thai and English when the link cannot be used", async ({ page }, testInfo) => {
  const madeUp = 'A'.repeat(43);
  await open(page, `/still-available?token=${madeUp}`);
  const failed = page.getByTestId('still-available-failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(th.listing.available.failedTitle);
  await expect(failed).toContainText(th.errors['reset link expired']);
  await expect(failed.getByRole('link', { name: th.listing.available.myListings })).toHaveAttribute('href', '/my-announce');
  await page.screenshot({ path: path.join(SCREENSHOTS, `still-available-link-${testInfo.project.name}.png`) });

  await open(page, `/still-available?token=${madeUp}&lang=en`);
  await expect(page.getByTestId('still-available-failed')).toContainText(en.errors['reset link expired']);
  await open(page, '/still-available?lang=en');
  await expect(page.getByTestId('still-available-failed')).toContainText(en.listing.available.noToken);
});
