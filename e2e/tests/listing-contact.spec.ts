import { expect, test, type Page } from '@playwright/test';
import { en, isPhone, open, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, postListing, verifiedUser, type Session } from './support/listings.js';

/** A listing's contact and share parts: the owner's LINE, the phone contact bar, the prefilled form, sharing. */

const LINE_ID = 'somchai.condo';
let listing = '';
let visitor: Session;
const visitorProfile = { firstname: 'อนงค์', lastname: 'ใจดี', phone: '0898765432' };

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  const owner = await verifiedUser(request, testInfo, 'contact-owner');
  const id = await postListing(request, owner, `คอนโดติดต่อง่าย ${testInfo.project.name} ${Date.now()}`, 'pending', { width: 320, height: 200 }, { contact_line: LINE_ID });
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));
  listing = `/view-announce/x-${id}`;
  visitor = await verifiedUser(request, testInfo, 'contact-visitor');
  await ok(
    await request.put(`/api/user/update/${visitor.info.id}`, {
      headers: { authorization: `Bearer ${visitor.token}` },
      data: visitorProfile,
    }),
  );
  await request.dispose();
});

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

const ownerCard = (page: Page) => page.getByTestId('owner-card');

test('on a phone in English, the owner’s phone button shows its whole label and the cookie bar leaves the contact bar free', async ({ page, context }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the contact bar and the narrow owner card are a phone’s');
  await context.clearCookies();
  await page.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  await open(page, listing);

  const reveal = ownerCard(page).getByTestId('owner-phone-reveal');
  await expect(reveal).toContainText(en.listing.owner.showPhone);
  // the label's text ends inside the button: nothing cut at its edge
  const overflow = await reveal.evaluate((button) => {
    const text = document.createRange();
    text.selectNodeContents(button);
    return text.getBoundingClientRect().right - button.getBoundingClientRect().right;
  });
  expect(overflow).toBeLessThanOrEqual(0);

  const cookieBar = page.getByTestId('cookie-bar');
  const contactBar = page.getByRole('navigation', { name: en.listing.contactBar.label });
  await expect(cookieBar).toBeVisible();
  await expect(contactBar).toBeVisible();
  const cookieBox = (await cookieBar.boundingBox())!;
  const contactBox = (await contactBar.boundingBox())!;
  expect(cookieBox.y + cookieBox.height).toBeLessThanOrEqual(contactBox.y);
  await contactBar.getByRole('link', { name: en.listing.contactBar.call }).click({ trial: true });
});

test("the owner's LINE id is the LINE add-friend link; on a phone a bar offers call, LINE and message", async ({ page }, testInfo) => {
  await open(page, listing);
  const line = ownerCard(page).getByRole('link', { name: th.listing.owner.addLine.replace('{{id}}', LINE_ID) });
  await expect(line).toHaveAttribute('href', `https://line.me/R/ti/p/~${LINE_ID}`);
  await expect(line).toHaveAttribute('target', '_blank');

  const bar = page.getByRole('navigation', { name: th.listing.contactBar.label });
  if (!isPhone(testInfo)) {
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: th.listing.contactBar.call })).toHaveAttribute('href', 'tel:0812345678');
  await expect(bar.getByRole('link', { name: th.listing.contactBar.line })).toHaveAttribute('href', `https://line.me/R/ti/p/~${LINE_ID}`);
  // the bar stays on screen, above the bottom navigation, while the visitor reads
  const barBox = (await bar.boundingBox())!;
  const navBox = (await page.getByTestId('bottom-nav').boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('contact-bar.png') });

  await bar.getByRole('link', { name: th.listing.contactBar.message }).click();
  const form = page.getByTestId('contact-owner-form');
  await expect(form.getByRole('textbox', { name: th.listing.contact.name })).toBeFocused();
  await expect(form).toBeInViewport();
});

test('the contact form is filled in with a signed-in visitor\'s name, e-mail and phone', async ({ browser, baseURL }, testInfo) => {
  const page = await pageAs(browser, baseURL, visitor);
  await open(page, listing);
  const form = page.getByTestId('contact-owner-form');
  await expect(form.getByRole('textbox', { name: th.listing.contact.name })).toHaveValue(`${visitorProfile.firstname} ${visitorProfile.lastname}`);
  await expect(form.getByRole('textbox', { name: th.listing.contact.email })).toHaveValue(visitor.email);
  await expect(form.getByRole('textbox', { name: th.listing.contact.phone })).toHaveValue(visitorProfile.phone);
  await expect(form.getByRole('textbox', { name: th.listing.contact.message })).toHaveValue('');
  if (isPhone(testInfo)) {
    // with the details filled in, "message" puts the cursor in the message
    await page.getByTestId('contact-bar-message').click();
    await expect(form.getByRole('textbox', { name: th.listing.contact.message })).toBeFocused();
  }
  await page.context().close();
});

test('share to LINE and Facebook (and Messenger on phones); the copied-link toast stays on its page', async ({ page, context }, testInfo) => {
  // the apps' share pages are outside: answered here, so only the address they were given matters
  await context.route(/^https:\/\/(social-plugins\.line\.me|www\.facebook\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, listing);
  const share = page.getByRole('group', { name: th.listing.page.shareLabel });
  const encoded = encodeURIComponent(page.url());

  // a new tab (opened without an opener: the context sees it, not the page)
  const opened = async (name: string) => {
    const tab = context.waitForEvent('page');
    await share.getByRole('button', { name }).click();
    const page = await tab;
    await page.waitForLoadState('domcontentloaded');
    return page.url();
  };
  expect(await opened(th.listing.page.shareLine)).toBe(`https://social-plugins.line.me/lineit/share?url=${encoded}`);
  expect(await opened(th.listing.page.shareFacebook)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  await expect(share.getByRole('button', { name: th.listing.page.shareMessenger })).toHaveCount(isPhone(testInfo) ? 1 : 0);
  await expectNoViolations(page);

  await share.getByRole('button', { name: th.listing.page.copyLink }).click();
  await expect(page.getByText(th.listing.page.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await page.getByTestId('owner-profile-link').click();
  await expect(page).toHaveURL(/\/view-profile\/\d+$/);
  await expect(page.getByTestId('agent-profile')).toBeVisible();
  await expect(page.getByText(th.listing.page.linkCopied)).toHaveCount(0);
});

test('screenshots: the listing page with its contact and share parts, and the admin overview, in Thai and English', async ({ browser, baseURL }, testInfo) => {
  const admin = await logIn((await pageAs(browser, baseURL, null)).request, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const language of ['th', 'en'] as const) {
    const page = await pageAs(browser, baseURL, admin);
    await page.addInitScript((value) => window.localStorage.setItem('baandee.language', value), language);
    await open(page, listing);
    await expect(page.getByTestId('share-links')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`listing-${language}.png`) });
    await page.getByTestId('owner-card').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`listing-owner-${language}.png`) });
    await open(page, '/admin');
    await expect(page.getByTestId('admin-overview')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`admin-${language}.png`), fullPage: true });
    await page.context().close();
  }
});
