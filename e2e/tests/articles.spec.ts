import { expect, test } from '@playwright/test';
import { PRODUCT_NAME } from '@baandee/domain';
import { isPhone, open, th } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, postListing, verifiedUser } from './support/listings.js';
import { png } from './support/png.js';

const ar = th.article;
/** A picture with some detail (a flat colour would still pass, but a gradient shows the crop in screenshots). */
const picture = (shade: number) => png(1200, 800, (x, y) => [Math.round((x / 1200) * 255), shade, Math.round((y / 800) * 255)]);

/**
 * Spec section 2 and issue #10: an admin writes and publishes an article with a cover and a
 * picture in its body; it appears on /article and on its category's page; a visitor reads
 * it and opens a listing shown under it. axe runs on each new page on the way.
 */
test('an admin publishes an article with pictures, and a visitor finds it, reads it and opens a related listing', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  // a published listing of the type the article will name, so one is related for sure
  const owner = await verifiedUser(request, testInfo, 'article-owner');
  const listingId = await postListing(request, owner, `คอนโดใกล้บทความ ${testInfo.project.name} ${Date.now()}`);
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await ok(await request.put(`/api/admin/estate/approve/${listingId}`, { headers: { authorization: `Bearer ${admin.token}` } }));
  const master = await ok<{ estate_types: { id: number; name_th: string }[] }>(await request.get('/api/estate-master'));
  // a seeded category (apps/api/src/db/seed/article-categories.ts)
  const categoryName = 'ย้ายบ้านและการอยู่อาศัย';
  const title = `ย้ายคอนโดให้จบในวันเดียว ${testInfo.project.name} ${Date.now()}`;

  // the admin writes it
  const adminPage = await pageAs(browser, baseURL, admin);
  await open(adminPage, '/admin/articles');
  await expect(adminPage.getByTestId('articles-admin')).toBeVisible();
  await adminPage.getByTestId('article-add').click();
  const editor = adminPage.getByTestId('article-editor');
  await expect(editor).toBeVisible();
  await editor.getByTestId('article-title-th').fill(title);
  await editor.getByTestId('article-summary-th').fill('วางแผนขนของ แจ้งย้ายทะเบียนบ้าน และโอนมิเตอร์ไฟให้ครบในวันเดียว');
  const body = editor.getByTestId('article-body-th-content');
  await body.click();
  await adminPage.keyboard.type('เริ่มจากจองรถขนย้ายล่วงหน้าสองสัปดาห์ แล้วแพ็กของที่ใช้ไม่บ่อยก่อน');
  await editor.getByTestId('article-body-th-image-input').setInputFiles({ name: 'boxes.png', mimeType: 'image/png', buffer: picture(90) });
  await expect(body.locator('img')).toHaveAttribute('src', /\/uploads\/article\/.+-large\.webp$/);
  const chooser = adminPage.waitForEvent('filechooser');
  await editor.getByTestId('article-cover-upload').click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture(160) });
  await expect(editor.getByTestId('article-cover-preview')).toBeVisible();
  await editor.getByTestId('article-tab-en').click();
  await editor.getByTestId('article-title-en').fill(`Move a condo in one day ${testInfo.project.name}`);
  await editor.getByTestId('article-category').click();
  await adminPage.getByRole('option', { name: categoryName, exact: true }).click();
  await editor.getByTestId('article-estate-type').click();
  await adminPage.getByRole('option', { name: master.estate_types[0]!.name_th, exact: true }).click();
  await editor.getByTestId('article-status').getByText(ar.admin.statusOptions.published).click();
  await expectNoViolations(adminPage);
  await adminPage.screenshot({ path: testInfo.outputPath('article-editor.png'), fullPage: true });
  await editor.getByTestId('article-save').click();
  const item = adminPage.getByTestId('admin-article-item').filter({ hasText: title });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('admin-article-status')).toHaveText(ar.admin.status.published);
  await adminPage.screenshot({ path: testInfo.outputPath('admin-articles.png'), fullPage: true });
  await adminPage.context().close();

  // a visitor finds it on /article and on its category's page
  const visitor = await pageAs(browser, baseURL, null);
  await open(visitor, '/article');
  const card = visitor.getByTestId('article-card').filter({ hasText: title });
  await expect(card.first()).toBeVisible();
  await expectNoViolations(visitor);
  await visitor.screenshot({ path: testInfo.outputPath('article-list.png'), fullPage: true });
  if (!isPhone(testInfo)) {
    // the header's article menu lists the real categories
    await visitor.getByRole('banner').getByRole('link', { name: th.shell.nav.articles }).hover();
    await expect(visitor.getByTestId('menu-article-category').filter({ hasText: categoryName })).toBeVisible();
    await visitor.keyboard.press('Escape');
  }
  await visitor.getByTestId('article-categories').getByRole('link', { name: categoryName }).click();
  await expect(visitor).toHaveURL(/\/article-category\?category=living-\d+$/);
  await expect(visitor.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(visitor.getByTestId('article-card').filter({ hasText: title })).toBeVisible();
  await expectNoViolations(visitor);

  // reads it: the Thai date carries the Buddhist-era year
  await visitor.getByTestId('article-card').filter({ hasText: title }).getByRole('link').click();
  await expect(visitor).toHaveURL(/\/view-article\/\d+$/);
  await expect(visitor.getByTestId('article-title')).toHaveText(title);
  await expect(visitor.getByTestId('article-cover')).toHaveAttribute('src', /\/uploads\/article\/.+\.webp$/);
  await expect(visitor.getByTestId('article-body').locator('img')).toBeVisible();
  await expect(visitor.getByTestId('article-date')).toContainText(String(new Date().getFullYear() + 543));
  await expect(visitor.getByTestId('article-chips').getByRole('link', { name: categoryName })).toBeVisible();
  await expectNoViolations(visitor);
  await visitor.screenshot({ path: testInfo.outputPath('article-page.png'), fullPage: true });

  // a shared link is a page the server rendered: readable without scripts, and the app takes it over in place
  const articleUrl = new URL(visitor.url()).pathname;
  const still = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'th-TH' });
  const plain = await still.newPage();
  expect((await plain.goto(articleUrl))?.status()).toBe(200);
  await expect(plain.getByTestId('article-title')).toHaveText(title);
  await expect(plain.getByTestId('article-body')).toContainText('เริ่มจากจองรถขนย้ายล่วงหน้า');
  await expect(plain).toHaveTitle(`${title} | ${PRODUCT_NAME}`);
  const jsonLd = await plain.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual(['Article', 'BreadcrumbList']);
  await still.close();
  const reader = await pageAs(browser, baseURL, null);
  const errors: string[] = [];
  reader.on('pageerror', (error) => errors.push(error.message));
  reader.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  await open(reader, articleUrl);
  await expect(reader.getByTestId('article-title')).toHaveText(title);
  expect(await reader.evaluate(() => document.documentElement.dataset.prerender ?? null)).toBeNull();
  expect(errors).toEqual([]);
  await reader.context().close();

  // and opens a listing shown under it
  const related = visitor.getByTestId('related-listings').getByTestId('listing-card').first();
  await expect(related).toBeVisible();
  const listingTitle = (await related.getByRole('heading').first().textContent())!.trim();
  await related.getByRole('link').first().click();
  await expect(visitor).toHaveURL(/\/view-announce\//);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(listingTitle);
});
