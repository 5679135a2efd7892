import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { isPhone, open, th, withCookieConsent } from './support/app.js';
import { isRedAt, phonePhoto } from './support/phone-photo.js';

const a = th.account;
const PASSWORD = 'baan-dee-2025';

/** A fresh account, logged in on /my-profile. */
async function onMyProfile(page: Page, testInfo: TestInfo, label: string) {
  const email = `${label}.${testInfo.project.name}.${Date.now()}@example.com`;
  const res = await page.request.post('/api/user/register', {
    data: { email, phone: '0899999999', password: PASSWORD, confirmPassword: PASSWORD, is_receive_news: false },
  });
  expect(res.status()).toBe(200);
  await open(page, '/my-profile');
  const dialog = page.getByRole('dialog', { name: th.shell.loginDialog.title.login });
  await dialog.getByRole('textbox', { name: a.fields.email, exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: a.fields.password, exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: a.login.submit }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  return page.getByTestId('profile-form');
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (one: Box, other: Box) =>
  one.x < other.x + other.width && other.x < one.x + one.width && one.y < other.y + other.height && other.y < one.y + one.height;

test.describe('profile form', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('a failed save scrolls to and focuses the first field in error, which says what is wrong', async ({ page }, testInfo) => {
    const form = await onMyProfile(page, testInfo, 'reveal');
    const idCard = form.getByRole('textbox', { name: a.profile.idCard, exact: true });
    await idCard.fill('1101700230709'); // 13 digits, wrong check digit
    // leaving the field shows its message (the layout settles before the Save click)
    await idCard.blur();
    await expect(form.getByText(th.errors['id card check digit not valid'])).toBeVisible();
    const save = form.getByRole('button', { name: a.profile.save });
    await save.scrollIntoViewIfNeeded();
    await expect(idCard).not.toBeInViewport();
    await save.click();
    await expect(idCard).toBeFocused();
    await expect(idCard).toBeInViewport();
    await expect(form.getByText(th.errors['id card check digit not valid'])).toBeVisible();
  });

  test('a 5 MB photo straight from a phone becomes the profile picture, upright', async ({ page }, testInfo) => {
    await onMyProfile(page, testInfo, 'photo');
    const cameraPhoto = await phonePhoto();
    expect(cameraPhoto.length).toBeGreaterThan(4.5 * 1024 * 1024);
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('profile-photo-button').click();
    await (await chooser).setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: cameraPhoto });
    await expect(page.getByText(a.photo.uploaded)).toBeVisible();
    const picture = page.getByTestId('profile-photo');
    await expect(picture).toHaveAttribute('src', /^\/uploads\/profile\/.+\.webp$/);
    const stored = await (await page.request.get((await picture.getAttribute('src'))!)).body();
    const { width, height } = await sharp(stored).metadata();
    expect(Math.max(width!, height!)).toBeLessThanOrEqual(2560);
    // the square is cut from the middle of the portrait photo: its top still shows the red band, its bottom the blue
    expect(await isRedAt(stored, Math.round(width! / 2), 5), 'upright: the red band at the top').toBe(true);
    expect(await isRedAt(stored, Math.round(width! / 2), height! - 5)).toBe(false);
  });

  test('toasts leave the header free and back-to-top keeps clear of the Save button', async ({ page }, testInfo) => {
    const form = await onMyProfile(page, testInfo, 'overlay');
    await form.getByRole('textbox', { name: a.profile.firstname, exact: true }).fill('Toast');
    await form.getByRole('textbox', { name: a.profile.lastname, exact: true }).fill('Test');
    const save = form.getByRole('button', { name: a.profile.save });
    // the Save button just above the bottom of the screen (and the bottom navigation), as at the end of filling in
    await save.evaluate(async (button) => {
      const bottomNav = document.querySelector('[data-testid="bottom-nav"]')?.getBoundingClientRect().height ?? 0;
      // past it and back up to it, as a reader turning back to Save: back-to-top shows then on a phone
      // (two scrolls in one frame would be one scroll event)
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      window.scrollBy(0, button.getBoundingClientRect().bottom - (window.innerHeight - bottomNav - 8) + 100);
      await frame();
      window.scrollBy(0, -100);
    });
    await expect(save).toBeInViewport();
    const backToTop = page.getByTestId('back-to-top');
    if (isPhone(testInfo)) await expect(backToTop).toBeVisible();
    if (await backToTop.isVisible()) {
      await expect.poll(async () => overlaps((await backToTop.boundingBox())!, (await save.boundingBox())!)).toBe(false);
    }
    await save.click();
    const toast = page.getByText(a.profile.saved);
    await expect(toast).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = (await page.locator('header').first().boundingBox())!;
    expect(overlaps((await toast.boundingBox())!, header)).toBe(false);
    // the language switch and the account menu stay usable while the toast shows
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
});
