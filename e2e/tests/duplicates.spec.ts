import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { en, open, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, postListing, verifiedUser, type Session } from './support/listings.js';

/** Duplicates caught at posting (docs/decisions/057), as the owner and the admin see them. */

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

/** A picture of its own for each seed: coloured shapes on a gradient, 900x600 PNG. */
function picture(seed: number): Promise<Buffer> {
  let state = seed * 7919 + 13;
  const n = (max: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * max);
  };
  const colour = () => `rgb(${n(256)},${n(256)},${n(256)})`;
  const shapes = Array.from({ length: 14 }, () =>
    n(2) === 0
      ? `<rect x="${n(840)}" y="${n(540)}" width="${60 + n(330)}" height="${60 + n(270)}" fill="${colour()}"/>`
      : `<circle cx="${n(900)}" cy="${n(600)}" r="${30 + n(135)}" fill="${colour()}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs><rect width="900" height="600" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The same picture as a re-poster uploads it: smaller, saved again. */
const copyOf = async (seed: number) => sharp(await picture(seed)).resize(600).png({ compressionLevel: 9, palette: true }).toBuffer();

/** The pending queue's page that holds the listing (oldest submission first). */
async function queuePage(request: APIRequestContext, admin: Session, id: number): Promise<number> {
  for (let page = 1; page < 200; page += 1) {
    const result = await ok<{ data: { id: number }[]; last_page: number }>(
      await request.get(`/api/admin/estate?status=pending&page=${page}`, { headers: { authorization: `Bearer ${admin.token}` } }),
    );
    if (result.data.some((item) => item.id === id)) return page;
    if (page >= result.last_page) break;
  }
  throw new Error(`listing ${id} is not in the pending queue`);
}

test('a listing posted with another owner’s photos is held: the owner sees which photos matched, the admin compares both and links them, the listing page names the other lister', async ({ browser, baseURL, request }, testInfo) => {
  test.setTimeout(180_000);
  const base = (testInfo.project.name === 'phone' ? 500 : 600) + (Date.now() % 97) * 1000;
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const adminHeaders = { authorization: `Bearer ${admin.token}` };

  // the first lister's listing, on the site
  const first = await verifiedUser(request, testInfo, 'dupfirst');
  const firstTitle = `คอนโดต้นฉบับ ${testInfo.project.name} ${base}`;
  const originals = await Promise.all([0, 1, 2, 3].map((i) => picture(base + i)));
  const firstId = await postListing(request, first, firstTitle, 'pending', undefined, { contact_firstname: 'มาลี', contact_lastname: 'ต้นฉบับ' }, originals);
  await ok(await request.put(`/api/admin/estate/approve/${firstId}`, { headers: adminHeaders }));

  // a second lister posts two of those photos: held for review
  const second = await verifiedUser(request, testInfo, 'dupsecond');
  const secondTitle = `คอนโดรูปซ้ำ ${testInfo.project.name} ${base}`;
  const photos = [await copyOf(base), await picture(base + 50), await copyOf(base + 2), await picture(base + 51)];
  const secondId = await postListing(request, second, secondTitle, 'pending', undefined, { contact_firstname: 'สมศักดิ์', contact_lastname: 'นายหน้า' }, photos);

  // the owner sees the hold and the matched photos side by side, in Thai
  const owner = await pageAs(browser, baseURL, second);
  await open(owner, '/my-announce');
  const card = owner.getByTestId('listing-card').filter({ hasText: secondTitle });
  const hold = card.getByTestId('duplicate-hold');
  await expect(hold).toBeVisible();
  await expect(hold).toContainText(th.listing.duplicate.held);
  const matches = hold.locator('[data-testid="duplicate-match"][data-reason="photo"]');
  await expect(matches).toHaveCount(2);
  await expect(matches.first()).toContainText(th.listing.duplicate.photo.replace('{{title}}', firstTitle));
  await expect(matches.first().getByRole('img')).toHaveCount(2);
  await hold.scrollIntoViewIfNeeded();
  await owner.screenshot({ path: testInfo.outputPath('owner-held-th.png'), fullPage: false });
  // and on the listing form
  await open(owner, `/${secondId}/announce/form-post`);
  await expect(owner.getByTestId('duplicate-hold')).toBeVisible();
  await expect(owner.getByTestId('duplicate-hold').locator('[data-testid="duplicate-match"]')).toHaveCount(2);

  // the admin compares both listings side by side and links them
  const page = await queuePage(request, admin, secondId);
  const adminPage = await pageAs(browser, baseURL, admin);
  await open(adminPage, `/admin/moderation?status=pending&page=${page}`);
  const item = adminPage.locator(`[data-testid="moderation-item"][data-listing-id="${secondId}"]`);
  const comparison = item.getByTestId('duplicate-comparison');
  await expect(comparison).toBeVisible();
  await expect(comparison).toContainText(th.admin.duplicates.title.replace('{{id}}', String(firstId)));
  const sides = comparison.getByTestId('duplicate-side');
  await expect(sides).toHaveCount(2);
  await expect(sides.nth(0)).toContainText(secondTitle);
  await expect(sides.nth(1)).toContainText(firstTitle);
  await expect(comparison.getByTestId('duplicate-pair')).toHaveCount(2);
  // side by side: the two columns share a row at both widths
  const [left, right] = [await sides.nth(0).boundingBox(), await sides.nth(1).boundingBox()];
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  expect(Math.abs(right!.y - left!.y)).toBeLessThan(4);
  await comparison.scrollIntoViewIfNeeded();
  await expectNoViolations(adminPage);
  await adminPage.screenshot({ path: testInfo.outputPath('admin-comparison-th.png'), fullPage: false });
  await comparison.getByRole('button', { name: th.admin.duplicates.link }).click();
  await expect(item).toHaveCount(0);
  const linked = await ok<{ status: string }>(await request.get(`/api/estate/view/${secondId}`));
  expect(linked.status).toBe('publish');

  // the first listing's page names the other lister, in Thai and in English
  const visitor = await pageAs(browser, baseURL, null);
  await open(visitor, `/view-announce/${firstId}`);
  const also = visitor.getByTestId('also-listed-by');
  await expect(also).toContainText(th.listing.duplicate.alsoListedBy);
  await expect(also.getByRole('link', { name: 'สมศักดิ์ นายหน้า' })).toBeVisible();
  await also.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: testInfo.outputPath('also-listed-by-th.png'), fullPage: false });
  const english = await pageAs(browser, baseURL, null);
  await english.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  await open(english, `/view-announce/${firstId}`);
  await expect(english.getByTestId('also-listed-by')).toContainText(en.listing.duplicate.alsoListedBy);
  await english.getByTestId('also-listed-by').scrollIntoViewIfNeeded();
  await english.screenshot({ path: testInfo.outputPath('also-listed-by-en.png'), fullPage: false });
});
