import { expect, test } from '@playwright/test';
import { open, th } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { pageAs, postListing, verifiedUser } from './support/listings.js';

/**
 * Photos enhanced in the post form's photo step (docs/decisions/050), on phone and desktop:
 * what the enhancement does and what is left, one click to enhance the cover with the
 * before/after view, the way back to the original, and the next photo refused with the
 * reason once the owner's one to try is used.
 */
const e = th.postForm.post.images.enhance;
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

test('an owner enhances the cover, compares, reverts, and is told when nothing is left', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  const owner = await verifiedUser(request, testInfo, 'enhancer');
  const id = await postListing(request, owner, `คอนโดปรับรูป ${testInfo.project.name} ${Date.now()}`);
  const page = await pageAs(browser, baseURL, owner);
  await open(page, `/${id}/announce/form-post`);

  await expect(page.getByTestId('enhance-left')).toHaveText(fill(e.left, { left: 1, allowance: 1 }));
  const cover = page.getByRole('img', { name: th.postForm.post.images.coverAlt });
  const originalSrc = await cover.getAttribute('src');

  await page.getByRole('button', { name: fill(e.action, { photo: th.postForm.post.images.coverAlt }) }).click();
  const dialog = page.getByRole('dialog', { name: e.compareTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: e.beforeAlt })).toBeVisible();
  await expect(dialog.getByRole('img', { name: e.afterAlt })).toBeVisible();
  await expect.poll(() => dialog.getByRole('img', { name: e.afterAlt }).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expect(page.getByTestId('enhance-left')).toHaveText(fill(e.left, { left: 0, allowance: 1 }));
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('enhance-before-after.png'), fullPage: false });

  // back to the original in one click; the enhanced photo is the form's cover until then
  await dialog.getByRole('button', { name: e.revert }).click();
  await expect(dialog).toBeHidden();
  await expect(cover).toHaveAttribute('src', originalSrc!);

  // enhancing it again answers the same enhanced photo at no charge; keep it this time
  await page.getByRole('button', { name: fill(e.action, { photo: th.postForm.post.images.coverAlt }) }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: e.keep }).click();
  await expect(cover).not.toHaveAttribute('src', originalSrc!);
  await expect(page.getByRole('button', { name: fill(e.compare, { photo: th.postForm.post.images.coverAlt }) })).toBeVisible();

  // the one to try is used: the next photo is refused with the reason
  const first = fill(th.postForm.post.images.alt, { number: 1 });
  await page.getByRole('button', { name: fill(e.action, { photo: first }) }).click();
  await expect(page.getByTestId('enhance-error')).toHaveText(th.errors['no enhancements left']);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('enhance-refused.png'), fullPage: true });
});
