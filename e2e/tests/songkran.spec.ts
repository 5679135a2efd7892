import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { SONGKRAN_NAME_MAX, WELCOME_CREDITS, formatNumber } from '@baandee/domain';
import { isPhone, open, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import type { FakeGoogleUser } from './support/fake-google.js';

/**
 * The Songkran event (issue #11, DESIGN 4.12) on phone and desktop: a visitor signs in on
 * /songkran with Google (the local issuer), makes a greeting card, shares it and sees the
 * first share's credit; the card's link then opens for someone else, and its server HTML
 * previews the card itself (og:image).
 */

const e = th.event.songkran;
const SHARE_CREDITS = 1; // SONGKRAN_SHARE_CREDITS of the server under test (playwright.config.ts)

/** A meta tag's content in the server's HTML. */
const meta = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

test('a visitor signs in on /songkran, makes a card and shares it for the credit; the card link opens for anyone', async (
  { page, context, browser, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, locale },
  testInfo,
) => {
  test.setTimeout(90_000);
  await withCookieConsent(context, baseURL);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user: FakeGoogleUser = { sub: `sk-${testInfo.project.name}-${Date.now()}`, email: `songkran.${testInfo.project.name}.${Date.now()}@example.com`, given_name: 'มาลัย', family_name: 'ใจงาม' };
  await page.addInitScript((who) => {
    window.__fakeGoogleUser = who;
  }, user);

  // the event page itself offers the sign-in: no detour Home
  await open(page, '/songkran');
  await expect(page.getByRole('heading', { level: 1, name: e.title })).toBeVisible();
  const signIn = page.getByTestId('songkran-sign-in');
  await expect(signIn.getByRole('button', { name: e.signIn.email })).toBeVisible();
  // the lead names the sign-ins this server offers: Google here, no Facebook app is set up
  await expect(signIn.getByTestId('songkran-sign-in-lead')).toHaveText(e.signIn.lead.replace('{{providers}}', 'Google'));
  await expectNoViolations(page);
  await signIn.getByTestId('fake-google-button').click();
  await expect(page).toHaveURL(/\/songkran$/);

  // design, message, name: the preview follows as typed
  const form = page.getByTestId('songkran-form');
  await expect(form).toBeVisible();
  await form.getByTestId('songkran-design-jasmine').click();
  const message = 'ขอให้มีความสุขมาก ๆ ในวันสงกรานต์ สุขภาพแข็งแรง ร่ำรวยตลอดปี';
  await form.getByRole('textbox', { name: e.form.message }).fill(message);
  await expect(form.getByRole('textbox', { name: e.form.name })).toHaveValue('มาลัย ใจงาม');
  await expect(page.getByTestId('songkran-preview')).toContainText(message);
  await expect(page.getByTestId('songkran-preview')).toContainText(th.event.print.from.replace('{{name}}', 'มาลัย ใจงาม'));
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('songkran-form.png'), fullPage: true });

  // a sender's name of the longest allowed stays on its line, clear of the footer; one more character is refused with the limit named
  const nameField = form.getByRole('textbox', { name: e.form.name });
  const longName = 'สมศักดิ์ศรี ประเสริฐวงศ์ไพบูลย์ธนากรกุล'.slice(0, SONGKRAN_NAME_MAX).padEnd(SONGKRAN_NAME_MAX, 'ก');
  await nameField.fill(longName);
  const sender = page.getByTestId('songkran-preview-sender');
  await expect(sender).toContainText(longName);
  const fits = await sender.evaluate((box) => {
    const footer = box.nextElementSibling!.getBoundingClientRect();
    const text = document.createRange();
    text.selectNodeContents(box);
    const drawn = text.getBoundingClientRect();
    const card = box.parentElement!.getBoundingClientRect();
    return { clearOfFooter: drawn.bottom <= footer.top, withinCard: drawn.left >= card.left && drawn.right <= card.right };
  });
  expect(fits).toEqual({ clearOfFooter: true, withinCard: true });
  await page.getByTestId('songkran-preview').screenshot({ path: testInfo.outputPath('songkran-long-name.png') });
  await nameField.fill(`${longName}ก`);
  await form.getByTestId('songkran-create').click();
  await expect(form).toContainText(th.errors['card name too long'].replace('{{cardNameMax}}', String(SONGKRAN_NAME_MAX)));
  await nameField.fill('มาลัย ใจงาม');

  // the server draws the card
  await form.getByTestId('songkran-create').click();
  const result = page.getByTestId('songkran-result');
  const image = result.getByTestId('songkran-card-image');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  const cardLink = result.getByTestId('songkran-card-link');
  const cardPath = (await cardLink.getAttribute('href'))!;
  expect(cardPath).toMatch(/^\/songkran-card\/[A-Za-z0-9_-]{12}$/);
  const pageUrl = new URL(cardPath, baseURL).href;
  await expect(result.getByTestId('songkran-share-line')).toHaveAttribute(
    'href',
    `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(e.share.text)}`,
  );
  await expect(result.getByTestId('songkran-share-facebook')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`);

  // the first share (the copied link) brings the event's credit
  await result.getByTestId('songkran-share-copy').click();
  await expect(result.getByTestId('songkran-share-copy')).toHaveText(e.share.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
  await expect(result.getByTestId('songkran-reward')).toHaveText(
    e.share.granted.replace('{{credits}}', formatNumber(SHARE_CREDITS)).replace('{{balance}}', formatNumber(WELCOME_CREDITS + SHARE_CREDITS)),
  );
  await expect(page.getByTestId('songkran-my-cards').getByRole('link')).toHaveCount(1);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('songkran-shared.png'), fullPage: true });

  // a visitor elsewhere opens the link: the card, and a preview of it in the server's HTML
  const visitor = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, locale, baseURL });
  await withCookieConsent(visitor, baseURL);
  const html = await (await visitor.request.get(cardPath)).text();
  const imageUrl = meta(html, 'property', 'og:image');
  expect(imageUrl).toMatch(new RegExp(`/songkran/${cardPath.split('/').pop()}\\.png$`));
  expect(meta(html, 'property', 'og:image:width')).toBe('1200');
  expect(meta(html, 'property', 'og:image:height')).toBe('630');
  expect(meta(html, 'property', 'og:title')).toContain('มาลัย ใจงาม');
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'name', 'robots')).toBe('noindex');
  const png = await visitor.request.get(imageUrl!);
  expect(png.headers()['content-type']).toBe('image/png');

  const guest = await visitor.newPage();
  await open(guest, cardPath);
  const shared = guest.getByTestId('songkran-card-image');
  await expect(shared).toBeVisible();
  await expect(shared).toHaveAttribute('alt', th.event.card.alt.replace('{{name}}', 'มาลัย ใจงาม').replace('{{message}}', message));
  await expect(guest.getByTestId('songkran-card-cta')).toHaveAttribute('href', '/songkran');
  // the one who opened it passes it on: LINE, Facebook, the link copied, the picture saved
  const sharing = guest.getByTestId('songkran-card-share');
  await expect(sharing.getByTestId('songkran-card-share-line')).toHaveAttribute('href', `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(e.share.text)}`);
  await expect(sharing.getByTestId('songkran-card-share-facebook')).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`);
  await visitor.grantPermissions(['clipboard-read', 'clipboard-write']);
  await sharing.getByTestId('songkran-card-share-copy').click();
  await expect(sharing.getByTestId('songkran-card-share-copy')).toHaveText(e.share.copied);
  expect(await guest.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
  const saving = guest.waitForEvent('download');
  await sharing.getByTestId('songkran-card-save').click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe(`baandee-songkran-${cardPath.split('/').pop()}.png`);
  const saved = await readFile((await download.path())!);
  expect(saved.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a'); // a PNG
  if (isPhone(testInfo)) expect(await guest.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoViolations(guest);
  await guest.screenshot({ path: testInfo.outputPath('songkran-card-page.png'), fullPage: true });

  // a browser with a share sheet offers it, with the card's link
  const phone = await visitor.newPage();
  await phone.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data), configurable: true });
  });
  await open(phone, cardPath);
  await phone.getByTestId('songkran-card-share-native').click();
  await expect.poll(() => phone.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.map((data) => data.url))).toEqual([pageUrl]);
  await visitor.close();
});
