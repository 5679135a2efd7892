import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { makeSlipImage } from '../../apps/api/test/support/slip-image.js';
import { en, open, th } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { solidPng } from './support/png.js';
import { logIn, ok, pageAs, postListing, verifiedUser, type Session } from './support/listings.js';

/**
 * Issue #32, the admin console walked as an admin would: form messages that say what is
 * wrong, drafts previewed, the article list's place in the address, named ads, the owner
 * on the moderation card, and confirmation dialogs with long Thai titles.
 */

const headers = (session: Session) => ({ authorization: `Bearer ${session.token}` });

/** An article written through the API; answers its id. */
async function writeArticle(page: Page, admin: Session, title: string, status: 'draft' | 'published'): Promise<number> {
  const { categories } = await ok<{ categories: { category_id: number }[] }>(await page.request.get('/api/admin/article-category', { headers: headers(admin) }));
  const article = await ok<{ article_id: number }>(
    await page.request.post('/api/admin/article/store', {
      headers: headers(admin),
      data: { category_id: categories[0]!.category_id, title_th: title, summary_th: 'สรุปสั้น ๆ', body_th: '<p>เนื้อหาของบทความ</p>', status },
    }),
  );
  return article.article_id;
}

/** The element's line height over its font size. */
const lineHeightRatio = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const style = getComputedStyle(element);
    return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
  });

/**
 * A listed ad or banner whose long name reads in lines of words: on a phone under its
 * thumbnail and across the card, on a wide screen beside it; nothing past the screen.
 */
async function expectReadableRow(page: Page, row: Locator, testId: 'ad' | 'banner', project: string) {
  const viewport = page.viewportSize()!;
  const name = row.getByRole('heading');
  await expect(name).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  const [card, thumb, title] = (await Promise.all([row.boundingBox(), row.getByTestId(`${testId}-thumb`).boundingBox(), name.boundingBox()])).map((box) => box!);
  const lines = Math.round(title!.height / (await name.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight))));
  if (project === 'phone') {
    expect(title!.y).toBeGreaterThanOrEqual(thumb!.y + thumb!.height);
    expect(title!.width).toBeGreaterThan(card!.width * 0.8);
    expect(lines).toBeLessThanOrEqual(5);
  } else {
    expect(title!.x).toBeGreaterThanOrEqual(thumb!.x + thumb!.width);
    expect(lines).toBeLessThanOrEqual(2);
  }
  expect(card!.x + card!.width).toBeLessThanOrEqual(viewport.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
}

test.describe('the admin console', () => {
  test('form messages name what is wrong: a slug, every empty package field, the ad link', async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(90_000);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const page = await pageAs(browser, baseURL, admin);
    const errors = th.errors;

    // a trend's slug: its own message, not "invalid selected value"
    await open(page, '/admin/trends');
    await page.getByTestId('trend-add').click();
    const trend = page.getByRole('dialog', { name: th.admin.trends.newTitle });
    await trend.getByRole('textbox', { name: th.admin.trends.fields.nameTh }).fill('คอนโดทดสอบ');
    await trend.getByRole('textbox', { name: th.admin.trends.fields.nameEn }).fill('Test condos');
    const slug = trend.getByRole('textbox', { name: th.admin.trends.fields.slug });
    await slug.fill('Not A Slug');
    await trend.getByTestId('trend-save').click();
    await expect(trend.getByText(errors['slug not valid'])).toBeVisible();
    await expect(trend.getByText(errors['value not allowed'])).toHaveCount(0);
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await slug.fill('');
    await trend.getByTestId('trend-save').click();
    await expect(trend.getByText(errors.required)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trend).toHaveCount(0);

    // an empty package: the code, the price and the credits each say so at once
    await open(page, '/admin/packages');
    await page.getByTestId('package-add').click();
    const pack = page.getByRole('dialog', { name: th.admin.packages.newTitle });
    await pack.getByTestId('package-save').click();
    for (const name of [th.admin.packages.fields.code, th.admin.packages.fields.price, th.admin.packages.fields.credits]) {
      await expect(pack.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(pack.getByText(errors.required)).toHaveCount(3);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-package-errors.png`) });
    await page.keyboard.press('Escape');

    // the ad link's message names both kinds of link it takes
    await open(page, '/admin/ads');
    await page.getByTestId('ad-add').click();
    const ad = page.getByRole('dialog', { name: th.admin.ads.newTitle });
    await ad.getByTestId('ad-name-input').fill('ลิงก์ผิด');
    await ad.getByTestId('ad-link').fill('www.example.com');
    await ad.getByTestId('ad-save').click();
    await expect(ad.getByText(errors['ad link not valid'])).toBeVisible();
    expect(errors['ad link not valid']).toContain('/');
  });

  test('the article editor checks an empty form itself, names the category, shows the first error and speaks Thai in its toolbar', async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(90_000);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const page = await pageAs(browser, baseURL, admin);
    await open(page, '/admin/articles?edit=new');
    const editor = page.getByTestId('article-editor');
    await expect(editor).toBeVisible();
    for (const label of [th.article.admin.editor.bold, th.article.admin.editor.bulletList, th.article.admin.editor.undo]) {
      await expect(editor.getByRole('button', { name: label }).first()).toBeVisible();
    }
    await expect(editor.getByRole('button', { name: 'Bold', exact: true })).toHaveCount(0);

    const stores: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/admin/article/store')) stores.push(sent.url());
    });
    // from the bottom of the form: the first error (the title) is brought into view and focused
    await editor.getByTestId('article-save').scrollIntoViewIfNeeded();
    await editor.getByTestId('article-save').click();
    const title = editor.getByTestId('article-title-th');
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(editor.getByText(th.errors['not chosen'])).toBeVisible();
    await expect(editor.getByText(th.errors['invalid input'])).toHaveCount(0);
    expect(stores).toEqual([]);
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-article-errors-th.png`) });

    // in English, the toolbar and the messages are English
    const english = await pageAs(browser, baseURL, admin);
    await english.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
    await open(english, '/admin/articles?edit=new');
    const enEditor = english.getByTestId('article-editor');
    await expect(enEditor.getByRole('button', { name: en.article.admin.editor.bold }).first()).toBeVisible();
    await enEditor.getByTestId('article-save').click();
    await expect(enEditor.getByText(en.errors['not chosen'])).toBeVisible();
  });

  test("an admin previews a draft under its banner, a visitor gets the not-found page; the list's status and page stay in the address", async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(120_000);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const page = await pageAs(browser, baseURL, admin);
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    // more drafts than one page holds
    const drafts: number[] = [];
    for (let index = 0; index < 11; index += 1) drafts.push(await writeArticle(page, admin, `ร่างบทความทดลอง ${index} ${stamp}`, 'draft'));
    const draft = drafts[0]!;

    await open(page, '/admin/articles');
    await page.getByTestId('article-status-tabs').getByRole('tab', { name: new RegExp(`^${th.article.admin.status.draft}`) }).click();
    await expect(page).toHaveURL(/[?&]status=draft(&|$)/);
    const firstOnOne = (await page.getByTestId('admin-article-item').first().getAttribute('data-article-id'))!;
    await page.getByTestId('article-list-admin').getByRole('button', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    // the second page has arrived (the first stays shown while it loads)
    await expect(page.getByTestId('admin-article-item').first()).not.toHaveAttribute('data-article-id', firstOnOne);
    const firstOnTwo = await page.getByTestId('admin-article-item').first().getAttribute('data-article-id');
    await page.reload();
    await expect(page.getByTestId('article-status-tabs').getByRole('tab', { selected: true })).toContainText(th.article.admin.status.draft);
    await expect(page.getByTestId('admin-article-item').first()).toHaveAttribute('data-article-id', firstOnTwo!);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page).toHaveURL(/status=draft/);

    // the preview from the list, under the banner
    await open(page, '/admin/articles?status=draft');
    const item = page.getByTestId('admin-article-item').filter({ hasText: `ร่างบทความทดลอง 10 ${stamp}` });
    await item.getByTestId('admin-article-preview').click();
    await expect(page).toHaveURL(new RegExp(`/view-article/${drafts[10]}$`));
    await expect(page.getByTestId('article-preview-banner')).toHaveText(new RegExp(th.article.page.previewDraft));
    await expect(page.getByTestId('article-title')).toHaveText(`ร่างบทความทดลอง 10 ${stamp}`);
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-draft-preview.png`) });

    // and from the editor
    await open(page, `/admin/articles?edit=${draft}`);
    await page.getByTestId('article-preview').click();
    await expect(page).toHaveURL(new RegExp(`/view-article/${draft}$`));
    await expect(page.getByTestId('article-preview-banner')).toBeVisible();

    // in English
    const english = await pageAs(browser, baseURL, admin);
    await english.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
    await open(english, `/view-article/${draft}`);
    await expect(english.getByTestId('article-preview-banner')).toContainText(en.article.page.previewDraft);

    // a visitor and a signed-in user: still the not-found page
    const user = await verifiedUser(request, testInfo, 'draft-reader');
    for (const session of [null, user]) {
      const visitor = await pageAs(browser, baseURL, session);
      await open(visitor, `/view-article/${draft}`);
      await expect(visitor.getByTestId('not-found-page')).toBeVisible();
      await expect(visitor.getByTestId('article-preview-banner')).toHaveCount(0);
    }
  });

  test('two ads of one slot read by their names; a long ad name or banner title reads under its thumbnail on a phone; the moderation card names an owner without a name by e-mail; a long Thai title wraps in the confirm dialog', async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(120_000);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const page = await pageAs(browser, baseURL, admin);
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    for (const name of [`แพ็กเกจเปิดตัว ${stamp}`, `ชวนลงประกาศฟรี ${stamp}`]) {
      await ok(await page.request.post('/api/admin/advertise/store', { headers: headers(admin), data: { name, page_name: 'aboutUs', page_position: 'top', html: '<p>โฆษณา</p>', starts_at: startsAt } }));
    }
    await open(page, '/admin/ads');
    for (const name of [`แพ็กเกจเปิดตัว ${stamp}`, `ชวนลงประกาศฟรี ${stamp}`]) {
      const ad = page.getByTestId('ad-item').filter({ has: page.getByTestId('ad-name').getByText(name, { exact: true }) });
      await expect(ad).toHaveCount(1);
      await expect(ad.getByTestId('ad-slot')).toHaveText(`${th.admin.ads.pages.aboutUs} · ${th.admin.ads.positions.top}`);
    }

    // the confirm dialog of a long Thai title: lines apart, nothing past the screen
    const longName = `โฆษณาแพ็กเกจพิเศษช่วงเทศกาลสงกรานต์สำหรับเจ้าของคอนโดมิเนียมย่านสุขุมวิทและทองหล่อ ${stamp}`;
    const picture = async (width: number, height: number) =>
      (
        await ok<{ image_url: string }>(
          await page.request.post('/api/admin/advertise/upload-image', { headers: headers(admin), multipart: { image: { name: 'wide.png', mimeType: 'image/png', buffer: solidPng(width, height, [28, 126, 214]) } } }),
        )
      ).image_url;
    await ok(await page.request.post('/api/admin/advertise/store', { headers: headers(admin), data: { name: longName, page_name: 'aboutUs', page_position: 'bottom', image_url: await picture(1200, 300), starts_at: startsAt } }));
    await page.reload();
    const longAd = page.getByTestId('ad-item').filter({ has: page.getByTestId('ad-name').getByText(longName, { exact: true }) });
    await expectReadableRow(page, longAd, 'ad', testInfo.project.name);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-ad-long-name.png`) });
    await longAd.getByTestId('ad-delete').click();
    const dialog = page.getByRole('dialog', { name: th.admin.ads.deleteTitle.replace('{{name}}', longName) });
    await expect(dialog).toBeVisible();
    expect(await lineHeightRatio(page, '.mantine-Modal-title')).toBeGreaterThanOrEqual(1.45);
    const box = (await dialog.locator('.mantine-Modal-title').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-confirm-long-title.png`) });
    await dialog.getByRole('button', { name: th.admin.trends.cancel }).click();

    // an event banner's long title the same way (one that starts next year: Home's banner stays as it is)
    const bannerTitle = `แบนเนอร์กิจกรรมสงกรานต์สำหรับเจ้าของคอนโดมิเนียมย่านสุขุมวิทและทองหล่อ ${stamp}`;
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
    await ok(
      await page.request.post('/api/admin/event-banner/store', {
        headers: headers(admin),
        data: { image_url: await picture(1200, 400), title_th: bannerTitle, title_en: `Songkran banner ${stamp}`, starts_at: nextYear, link: '/songkran' },
      }),
    );
    await open(page, '/admin/ads?tab=banners');
    const banner = page.getByTestId('banner-item').filter({ has: page.getByRole('heading', { name: bannerTitle }) });
    await expectReadableRow(page, banner, 'banner', testInfo.project.name);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-banner-long-title.png`) });

    // an owner who gave no name is read by their e-mail on the moderation card
    const owner = await verifiedUser(request, testInfo, 'nameless-owner');
    const title = `คอนโดเจ้าของไม่มีชื่อ ${stamp}`;
    const id = await postListing(request, owner, title);
    await open(page, `/admin/moderation?q=${encodeURIComponent(title)}`);
    const card = page.locator(`[data-testid="moderation-item"][data-listing-id="${id}"]`);
    await expect(card.getByTestId('moderation-owner')).toHaveText(`${owner.email} · 0812345678`);
    await expect(card).not.toContainText(`${th.admin.moderation.owner}: –`);
  });

  test('approving one listing says so, though the listing leaves the queue as the list is read again', async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(120_000);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const word = `อนุมัติทีละรายการ${testInfo.project.name}${Date.now()}`;
    const owner = await verifiedUser(request, testInfo, 'single-approve');
    const id = await postListing(request, owner, `คอนโด ${word}`);
    const page = await pageAs(browser, baseURL, admin);
    await open(page, `/admin/moderation?q=${encodeURIComponent(word)}`);
    const card = page.locator(`[data-testid="moderation-item"][data-listing-id="${id}"]`);
    await card.getByRole('button', { name: th.admin.moderation.approve, exact: true }).click();
    const done = page.getByText(th.admin.moderation.done.approve, { exact: true });
    await expect(done).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-moderation-single-approved.png`) });
    const published = await ok<{ data: { id: number }[] }>(await request.get(`/api/admin/estate?status=publish&q=${encodeURIComponent(word)}`, { headers: headers(admin) }));
    expect(published.data.map((listing) => listing.id)).toEqual([id]);
  });

  test('the moderation queue is searched in the address, and the listings found are approved together', async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(120_000);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const word = `คิวรวม${testInfo.project.name}${Date.now()}`;
    const ids: number[] = [];
    for (const label of ['bulk-a', 'bulk-b']) {
      const owner = await verifiedUser(request, testInfo, label);
      ids.push(await postListing(request, owner, `คอนโด ${word} ${label}`));
    }
    const page = await pageAs(browser, baseURL, admin);
    await open(page, '/admin/moderation');
    await page.getByTestId('moderation-filters-search').fill(word);
    await page.getByTestId('moderation-filters-search-submit').click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
    await expect(page.getByTestId('moderation-item')).toHaveCount(2);
    // a reload keeps the search
    await page.reload();
    await expect(page.getByTestId('moderation-filters-search')).toHaveValue(word);
    await expect(page.getByTestId('moderation-item')).toHaveCount(2);

    await page.getByTestId('moderation-bulk-all').check();
    await expect(page.getByTestId('moderation-select').first()).toBeChecked();
    await expect(page.getByTestId('moderation-bulk-count')).toHaveText(th.admin.queue.selected.replace('{{count}}', '2'));
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-moderation-bulk.png`), fullPage: true });
    await page.getByTestId('moderation-bulk-approve').click();
    await expect(page.getByTestId('moderation-item')).toHaveCount(0);
    await expect(page.getByText(th.admin.queue.estates.done.approve.replace('{{count}}', '2'))).toBeVisible();
    const published = await ok<{ data: { id: number }[] }>(await request.get(`/api/admin/estate?status=publish&q=${encodeURIComponent(word)}`, { headers: headers(admin) }));
    expect(published.data.map((listing) => listing.id).sort()).toEqual([...ids].sort());

    // in English, the same tools
    const english = await pageAs(browser, baseURL, admin);
    await english.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
    await open(english, `/admin/moderation?status=publish&q=${encodeURIComponent(word)}`);
    await expect(english.getByTestId('moderation-filters').getByRole('textbox', { name: en.admin.queue.estates.searchLabel })).toHaveValue(word);
    await expect(english.getByTestId('moderation-item')).toHaveCount(2);
  });

  test('the payments queue is searched by the payer in the address, and the slips found are approved together', async ({ browser, baseURL, request }, testInfo) => {
    test.setTimeout(120_000);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    // one owner boosts two listings by transfer and sends a slip for each
    const owner = await verifiedUser(request, testInfo, 'pay-bulk');
    const references: string[] = [];
    // both sent for review before the first approval makes the owner trusted (a trusted owner's listing goes live at once)
    const ids = [];
    for (const label of ['a', 'b']) ids.push(await postListing(request, owner, `คอนโดบูสต์ ${label} ${testInfo.project.name} ${Date.now()}`));
    for (const id of ids) {
      await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: headers(admin) }));
      const boost = await ok<{ payment: { id: string; reference: string } }>(await request.post('/api/boost-post/create', { headers: headers(owner), data: { announce_id: id, pay_with: 'transfer' } }));
      const slip = await makeSlipImage({ reference: `2026${Date.now()}${randomInt(1000, 9999)}` });
      await ok(await request.post(`/api/payment/upload-slip/${boost.payment.id}`, { headers: headers(owner), multipart: { slip: { name: 'slip.jpg', mimeType: 'image/jpeg', buffer: slip } } }));
      references.push(boost.payment.reference);
    }
    const page = await pageAs(browser, baseURL, admin);
    await open(page, '/admin/payments');
    await page.getByTestId('payments-filters-search').fill(owner.email);
    await page.getByTestId('payments-filters-search-submit').click();
    await expect(page).toHaveURL(/[?&]q=/);
    const items = page.getByTestId('payment-item');
    await expect(items).toHaveCount(2);
    for (const reference of references) await expect(items.filter({ hasText: reference })).toHaveCount(1);
    // a reload keeps the search
    await page.reload();
    await expect(page.getByTestId('payments-filters-search')).toHaveValue(owner.email);
    await expect(items).toHaveCount(2);

    await page.getByTestId('payments-bulk-all').check();
    await expect(page.getByTestId('payment-select').first()).toBeChecked();
    await expect(page.getByTestId('payments-bulk-count')).toHaveText(th.admin.queue.selected.replace('{{count}}', '2'));
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-payments-bulk.png`), fullPage: true });
    await page.getByTestId('payments-bulk-approve').click();
    await expect(items).toHaveCount(0);
    await expect(page.getByText(th.admin.queue.payments.done.approve.replace('{{count}}', '2'))).toBeVisible();
    // both boosts run now: the owner's payments say approved
    const mine = await ok<{ data: { reference: string; status: string }[] }>(await request.get('/api/payment', { headers: headers(owner) }));
    expect(mine.data.filter((payment) => references.includes(payment.reference)).map((payment) => payment.status)).toEqual(['approved', 'approved']);

    // in English, the approved tab finds them by the same search
    const english = await pageAs(browser, baseURL, admin);
    await english.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
    await open(english, `/admin/payments?status=approved&q=${encodeURIComponent(owner.email)}`);
    await expect(english.getByTestId('payments-filters').getByRole('textbox', { name: en.admin.queue.payments.searchLabel })).toHaveValue(owner.email);
    await expect(english.getByTestId('payment-item')).toHaveCount(2);
    await expect(english.getByTestId('payments-bulk')).toHaveCount(0);
  });
});
