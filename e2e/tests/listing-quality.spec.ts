import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { QUALITY_PHOTO_TARGET } from '@baandee/domain';
import { en, open, th, withCookieConsent } from './support/app.js';
import { pageAs, postListing, verifiedUser } from './support/listings.js';

/**
 * The listing quality score (issue #34): the post form's summary and "my listings" show the
 * score and the concrete fixes, each linking to where it is made; making them raises it.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

/** A phone photo's worth of picture: 1600x1200, a gradient and shapes (not a plain colour). */
function roomPhoto(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,75%)"/><stop offset="1" stop-color="hsl(${hue + 120},45%,30%)"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    <rect x="${150 + seed * 40}" y="300" width="520" height="640" fill="hsl(${hue + 200},40%,45%)"/>
    <circle cx="${1100 - seed * 30}" cy="480" r="240" fill="hsl(${hue + 60},70%,85%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

const LONG_DESCRIPTION =
  'ห้องมุม 2 ห้องนอน 1 ห้องน้ำพร้อมฝักบัว ขนาด 45.5 ตร.ม. อยู่ชั้น 18 วิวแม่น้ำเจ้าพระยา เดินไปสถานีรถไฟฟ้า BTS สะพานตากสิน 5 นาที ' +
  'ตกแต่งครบ มีเครื่องปรับอากาศ ตู้เย็น เครื่องซักผ้า เตียงและตู้เสื้อผ้าบิวท์อิน ครัวแยกเป็นสัดส่วน ส่วนกลางมีสระว่ายน้ำ ฟิตเนส ' +
  'ที่จอดรถ และรปภ. ตลอด 24 ชั่วโมง ใกล้ห้าง ตลาด โรงพยาบาล และโรงเรียนนานาชาติ เข้าอยู่ได้ทันที นัดดูห้องได้ทุกวันทั้งวันธรรมดาและวันหยุด';

const scoreOf = async (page: Page, scope = page.getByTestId('quality-panel')) => Number(await scope.getByTestId('quality-meter').first().getAttribute('data-score'));
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('the summary and my listings show the score and its fixes in Thai and English; adding photos and a full description raises it', async ({ request, browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const owner = await verifiedUser(request, testInfo, 'quality');
  const title = `คอนโดคะแนนคุณภาพ ${testInfo.project.name} ${Date.now() % 100_000}`;
  // a complete draft with the least it may have: a cover and three gallery photos, plain colours, one line of description
  const id = await postListing(request, owner, title, 'draft');

  const page = await pageAs(browser, baseURL, owner);
  await open(page, `/${id}/announce/preview`);
  const panel = page.getByTestId('quality-panel');
  await expect(panel.getByTestId('quality-fixes')).toBeVisible();
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  const before = await scoreOf(page);
  expect(before).toBeLessThan(80);
  await expect(panel.getByTestId('quality-score')).toHaveText(th.listing.quality.score.replace('{{score}}', String(before)));
  const photosFix = panel.locator('[data-code="photos_few"]');
  await expect(photosFix).toHaveText(`เพิ่มรูปอีก ${QUALITY_PHOTO_TARGET - 4} รูป ให้เห็นทุกห้อง ห้องน้ำ ตัวอาคาร และวิว`);
  await expect(panel.locator('[data-code="description_no_bathroom"]')).toHaveText('รายละเอียดไม่ได้พูดถึงห้องน้ำเลย');
  await expect(panel.locator('[data-code="cover_plain"]')).toBeVisible();
  await shot(page, 'summary-before-th');

  // the fix leads to the step where photos and the description are
  await photosFix.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${id}/announce/form-post$`));
  await page.getByRole('textbox', { name: th.listing.fields.announce_description }).fill(LONG_DESCRIPTION);
  const [coverInput, galleryInput] = await page.locator('input[type="file"]').all();
  await coverInput!.setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await roomPhoto(0) });
  await galleryInput!.setInputFiles(await Promise.all([1, 2, 3, 4].map(async (seed) => ({ name: `room-${seed}.jpg`, mimeType: 'image/jpeg', buffer: await roomPhoto(seed) }))));
  await expect(page.getByTestId('upload-progress')).toHaveCount(0, { timeout: 60_000 });
  await page.getByRole('button', { name: th.postForm.nav.toPreview }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/announce/preview$`));

  // the summary again (once the score is read afresh): it rose, the photo, cover and description fixes are gone
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  await expect(panel.getByTestId('quality-meter')).toBeVisible();
  await expect(panel.locator('[data-code="photos_few"]')).toHaveCount(0);
  await expect(panel.locator('[data-code="description_no_bathroom"]')).toHaveCount(0);
  await expect(panel.locator('[data-code="cover_plain"]')).toHaveCount(0);
  const after = await scoreOf(page);
  expect(after).toBeGreaterThan(before);
  await shot(page, 'summary-after-th');

  // my listings: the same score on the card, the fixes on demand
  await open(page, '/my-announce');
  const card = page.getByTestId('listing-card').filter({ hasText: title });
  await expect(card.getByTestId('quality-meter')).toHaveAttribute('data-score', String(after));
  if (after < 100) {
    await card.getByTestId('quality-toggle').click();
    await expect(card.getByTestId('quality-fixes')).toBeVisible();
  }
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'my-listings-th');
  await page.context().close();

  // in English
  const english = await pageAs(browser, baseURL, owner);
  await english.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  await open(english, '/my-announce');
  const englishCard = english.getByTestId('listing-card').filter({ hasText: title });
  await expect(englishCard.getByTestId('quality-meter')).toContainText(en.listing.quality.label);
  await expect(englishCard.getByTestId('quality-score')).toHaveText(`${after}/100`);
  if (after < 100) {
    await englishCard.getByRole('button', { name: en.listing.quality.showFixes }).click();
    await expect(englishCard.getByTestId('quality-fixes').getByRole('listitem').first()).toHaveText(/[A-Za-z]/);
  }
  await open(english, `/${id}/announce/preview`);
  await expect(english.getByTestId('quality-panel').getByTestId('quality-meter')).toHaveAttribute('data-score', String(after));
  await shot(english, 'summary-en');
  await english.context().close();
});
