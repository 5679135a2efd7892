import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { BACK_TO_TOP_AFTER_PX } from '@baandee/domain';
import { isPhone, open, scrollSettled, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, publishedListings, verifiedUser } from './support/listings.js';
import { solidPng } from './support/png.js';

/**
 * Result cards, the map, ads and photos (issue #27), on phone and desktop: the heart on a
 * card answers at once and agrees across pages; the map clusters, prices the search's
 * deal and keeps its popups inside; ads never take the first screen of results; the
 * back-to-top button covers no card text; photos open full screen on a dark backdrop.
 */

const l = th.listing;

/** Letters only (the keyword search splits digits off letters), unique to this run and project. */
function uniqueWord(testInfo: TestInfo, prefix: string): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
  return `${prefix}${testInfo.project.name}${letters}`;
}

const card = (page: Page, title: string) => page.getByTestId('listing-card').filter({ hasText: title });
const heart = (page: Page, title: string) => card(page, title).getByTestId('favorite-button');

/** /my-favorite through the app's own menu, so the page is not loaded again. */
async function openFavourites(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByTestId('bottom-nav').getByRole('button', { name: th.shell.bottomNav.more }).click();
    await page.getByTestId('more-drawer').getByRole('link', { name: th.shell.userMenu.favourites }).click();
  } else {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: th.shell.userMenu.favourites }).click();
  }
}

test.describe('result cards', () => {
  test('the heart answers at once, rolls back on an error, and agrees on results, the listing page and favourites', async ({ browser, request, baseURL }, testInfo) => {
    const word = uniqueWord(testInfo, 'zqheart');
    await publishedListings(request, testInfo, word, 2);
    const first = `คอนโด ${word} 1`;
    const second = `คอนโด ${word} 2`;
    const visitor = await verifiedUser(request, testInfo, 'heart');
    const page = await pageAs(browser, baseURL, visitor);
    await open(page, `/announce-search?q=${word}`);
    await expect(page.getByTestId('listing-card')).toHaveCount(2);
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');

    // the heart fills while the server is still answering
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/favorite/toggle', async (route) => {
      await held;
      await route.continue();
    });
    await heart(page, first).click();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');
    await expect(heart(page, first)).toHaveAccessibleName(l.favorite.remove);
    release();
    await page.waitForResponse('**/api/favorite/toggle');
    await page.unroute('**/api/favorite/toggle');
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'true');

    // a failed toggle puts the heart back as it was
    await page.route('**/api/favorite/toggle', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await heart(page, second).click();
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');
    const alert = page.getByTestId('alert-modal');
    await alert.getByRole('button', { name: th.common.actions.ok }).click();
    await expect(alert).toHaveCount(0);
    await page.unroute('**/api/favorite/toggle');
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');

    // the listing page shows the same heart, and taking it off there shows on the results
    await card(page, first).getByRole('link').click();
    await expect(page.getByTestId('listing-title')).toHaveText(first);
    const pageHeart = page.getByTestId('favorite-button').first();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await page.goBack();
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');

    // hearted on the results, it is in favourites; taken off there, the results show it off
    await heart(page, second).click();
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    await openFavourites(page, testInfo);
    await expect(page).toHaveURL(/\/my-favorite/);
    await expect(page.getByTestId('listing-card')).toHaveCount(1);
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'true');
    await expectNoViolations(page);
    await heart(page, second).click();
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
    await page.goBack();
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');

    // and the server agrees after a reload
    await page.reload();
    await expect(page.getByTestId('listing-card')).toHaveCount(2);
    await expect(heart(page, first)).toHaveAttribute('aria-pressed', 'false');
    await expect(heart(page, second)).toHaveAttribute('aria-pressed', 'false');
    await page.context().close();
  });
});

/** A pin or a cluster on the results map, once the map has fitted itself to them. */
const pins = (page: Page) => page.locator('.leaflet-marker-icon');

test.describe('results map', () => {
  test('a rent search pins rent prices and its popup stays inside the map', async ({ page, request }, testInfo) => {
    const word = uniqueWord(testInfo, 'zqpin');
    await publishedListings(request, testInfo, word, 1);
    await open(page, `/announce-search?q=${word}&announce_type=${encodeURIComponent('เช่า')}&view=map`);
    // the listing is offered for sale (5.9M) and for rent (28K): a rent search shows the rent
    await expect(pins(page)).toHaveCount(1);
    await expect(pins(page)).toHaveText('฿28K');

    // dragged to the map's top corner, the pin's popup still opens inside the map
    const map = page.getByRole('region', { name: th.search.results.mapLabel });
    const mapBox = (await map.boundingBox())!;
    const pinBox = (await pins(page).boundingBox())!;
    const from = { x: pinBox.x + pinBox.width / 2, y: pinBox.y + pinBox.height + 20 };
    const corner = isPhone(testInfo) ? { x: mapBox.x + mapBox.width - 24, y: mapBox.y + 40 } : { x: mapBox.x + mapBox.width - 30, y: mapBox.y + 40 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + corner.x) / 2, (from.y + corner.y) / 2, { steps: 5 });
    await page.mouse.move(corner.x, corner.y, { steps: 5 });
    await page.mouse.up();
    await pins(page).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByTestId('map-popup')).toBeVisible();
    await expect(async () => {
      const box = (await popup.boundingBox())!;
      const bounds = (await map.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(bounds.x);
      expect(box.y).toBeGreaterThanOrEqual(bounds.y);
      expect(box.x + box.width).toBeLessThanOrEqual(bounds.x + bounds.width);
      expect(box.y + box.height).toBeLessThanOrEqual(bounds.y + bounds.height);
    }).toPass({ timeout: 5_000 });
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-map-popup.png`) });
  });

  test('listings at one place are one cluster pin that lists them', async ({ page, request }, testInfo) => {
    const word = uniqueWord(testInfo, 'zqcluster');
    await publishedListings(request, testInfo, word, 3);
    await open(page, `/announce-search?q=${word}&view=map`);
    await expect(page.getByTestId('map-note')).toHaveText(th.search.results.mapShown.replace('{{shown}}', '3').replace('{{total}}', '3'));
    await expect(pins(page)).toHaveCount(1);
    const cluster = page.getByRole('button', { name: th.search.results.mapCluster.replace('{{count}}', '3') });
    await expect(cluster).toHaveText('3');
    await expect(async () => {
      await cluster.click();
      await expect(page.getByTestId('map-popup').getByRole('link')).toHaveCount(3, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    for (const n of [1, 2, 3]) await expect(page.getByTestId('map-popup').getByRole('link', { name: `คอนโด ${word} ${n}` })).toBeVisible();
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-map-cluster.png`) });
  });
});

test.describe('ads on the results', () => {
  test('results come first: no ad above them or on their first screen, and a text ad shows all its lines', async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const word = uniqueWord(testInfo, 'zqads');
    await publishedListings(request, testInfo, word, 2);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const headers = { authorization: `Bearer ${admin.token}` };
    // a picture without text at the top, and a text ad of several Thai lines at the bottom
    const upload = await ok<{ image_url: string }>(
      await request.post('/api/admin/advertise/upload-image', { headers, multipart: { image: { name: 'ad.png', mimeType: 'image/png', buffer: solidPng(1200, 300, [28, 126, 214]) } } }),
    );
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    await ok(await request.post('/api/admin/advertise/store', { headers, data: { name: `โฆษณาภาพ ${word}`, page_name: 'searchList', page_position: 'top', image_url: upload.image_url, alt_th: `โฆษณา ${word}`, starts_at: startsAt } }));
    const html = `<h3>ลงประกาศขายหรือเช่ากับบ้านดี ${word}</h3><p>ผู้ซื้อและผู้เช่าติดต่อคุณโดยตรง ไม่มีค่านายหน้า ลงประกาศได้ทั้งคอนโด บ้านเดี่ยว ทาวน์โฮม และที่ดิน</p><p><a href="/announce">ลงประกาศเลย</a></p>`;
    await ok(await request.post('/api/admin/advertise/store', { headers, data: { name: `โฆษณา HTML ${word}`, page_name: 'searchList', page_position: 'bottom', html, starts_at: startsAt } }));
    // a process reads the ads again at most once a second (ads.service.ts): the page is opened once both are served
    const served = async () => ((await (await request.get('/api/advertise?page=searchList')).json()) as { result: { alt_th: string | null; html: string | null }[] }).result;
    await expect.poll(async () => (await served()).filter((ad) => ad.alt_th === `โฆษณา ${word}` || ad.html?.includes(word)).length).toBe(2);

    await withCookieConsent(page.context(), baseURL);
    await open(page, `/announce-search?q=${word}`);
    await expect(page.getByTestId('listing-card')).toHaveCount(2);
    const viewport = page.viewportSize()!;
    const first = (await page.getByTestId('listing-card').first().boundingBox())!;
    expect(first.y).toBeLessThan(viewport.height - 120);
    await expect(page.locator('[data-testid="ad-slot"][data-position="top"]')).toBeVisible();
    for (const slot of await page.getByTestId('ad-slot').all()) {
      await slot.scrollIntoViewIfNeeded();
      const box = (await slot.boundingBox())!;
      const card = (await page.getByTestId('listing-card').first().boundingBox())!;
      expect(box.y, `the ${await slot.getAttribute('data-position')} ad comes after the first results`).toBeGreaterThan(card.y + card.height);
    }
    const bottom = page.locator('[data-testid="ad-slot"][data-position="bottom"]');
    await bottom.scrollIntoViewIfNeeded();
    const cut = await bottom.evaluate((element) => element.scrollHeight - element.clientHeight);
    expect(cut, 'the text ad shows its last line').toBeLessThanOrEqual(1);
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-ads.png`), fullPage: true });
  });
});

test.describe('back to top', () => {
  test('the back-to-top button covers no card text while the results are read, and shows on the way back up', async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const word = uniqueWord(testInfo, 'zqtop');
    await publishedListings(request, testInfo, word, 6);
    await withCookieConsent(page.context(), baseURL);
    await open(page, `/announce-search?q=${word}`);
    await expect(page.getByTestId('listing-card')).toHaveCount(6);
    // a longer page below the results, so a wide screen's two rows of cards scroll past the button's threshold too
    await page.addStyleTag({ content: 'body { padding-bottom: 1500px; }' });
    const button = page.getByTestId('back-to-top');
    const texts = page.getByTestId('listing-card').locator('h3, p, span');

    // reading down the page a wheel turn at a time: wherever the button shows, no card text is under it
    let coveredAt: number | null = null;
    let passed = false;
    for (let step = 0; step < 40; step++) {
      await page.mouse.wheel(0, 150);
      await scrollSettled(page);
      const y = await page.evaluate(() => window.scrollY);
      if (y < BACK_TO_TOP_AFTER_PX + 100) continue;
      passed = true;
      if (!(await button.isVisible())) continue;
      const box = (await button.boundingBox())!;
      const covered = await texts.evaluateAll(
        (elements, b) =>
          elements.some((element) => {
            const r = element.getBoundingClientRect();
            return r.width > 0 && r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y;
          }),
        box,
      );
      if (covered) coveredAt ??= y;
    }
    expect(passed, 'the page scrolled past the point where the button may show').toBe(true);
    expect(coveredAt, 'card text under the button').toBeNull();

    // turning back up shows it, and it takes the reader to the top
    await page.mouse.wheel(0, -300);
    await expect(button).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-back-to-top.png`) });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('full-screen photos', () => {
  /** The picture as drawn: its box scaled down to the photo's own shape (object-fit: contain). */
  const drawn = (image: ReturnType<Page['locator']>) =>
    image.evaluate((element: HTMLImageElement) => {
      const box = element.getBoundingClientRect();
      const scale = Math.min(box.width / element.naturalWidth, box.height / element.naturalHeight);
      return { width: element.naturalWidth * scale, height: element.naturalHeight * scale };
    });

  test('a photo opens on a dark screen it fills, zooms (pinch or the zoom button), swipes on and closes', async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const word = uniqueWord(testInfo, 'zqphoto');
    const { ids } = await publishedListings(request, testInfo, word, 1);
    await withCookieConsent(page.context(), baseURL);
    await open(page, `/view-announce/x-${ids[0]}`);
    await page.getByRole('button', { name: l.gallery.open.replace('{{index}}', '1') }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    const photo = (index: number) => viewer.getByRole('img', { name: l.gallery.photo.replace('{{index}}', String(index)).replace('{{total}}', '4') });
    const first = photo(1);
    await expect(first).toBeInViewport();
    await expect.poll(() => first.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

    // the photo takes the screen: its whole width on a phone, most of the width or height on desktop
    const viewport = page.viewportSize()!;
    const size = await drawn(first);
    if (isPhone(testInfo)) expect(size.width).toBeGreaterThanOrEqual(viewport.width - 1);
    else expect(size.width >= viewport.width * 0.9 || size.height >= viewport.height * 0.85).toBe(true);

    // on a dark backdrop, header included
    const luminance = (colour: string) => {
      const [r, g, b] = colour.match(/[\d.]+/g)!.map(Number);
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    };
    const backdrop = await viewer.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(luminance(backdrop)).toBeLessThan(0.15);
    const header = await viewer.getByRole('heading').evaluate((element) => getComputedStyle(element.parentElement!).backgroundColor);
    expect(luminance(header === 'rgba(0, 0, 0, 0)' ? backdrop : header)).toBeLessThan(0.15);

    // pinch zoom is the browser's own on the photo (nothing between blocks it) ...
    const touchActions = await first.evaluate((element) => {
      const found: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) found.push(getComputedStyle(node).touchAction);
      return found;
    });
    for (const value of touchActions) expect(['auto', 'manipulation'].includes(value) || value.includes('pinch-zoom'), touchActions.join(' < ')).toBe(true);
    // ... and the zoom button (or a double tap) enlarges the photo past the screen, to be panned, and back
    const zoom = viewer.getByRole('button', { name: l.gallery.zoom });
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-photo-full-screen.png`) });
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await drawn(first)).width).toBeGreaterThan(viewport.width * 1.5);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-photo-zoomed.png`) });
    await first.dblclick();
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect((await drawn(first)).width).toBeLessThanOrEqual(viewport.width);

    // the next photo, by the arrow control or a key, then the close button
    await viewer.getByRole('button', { name: l.gallery.next }).click();
    await expect(photo(2)).toBeInViewport();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeInViewport();
    await viewer.getByRole('button', { name: l.gallery.close }).click();
    await expect(viewer).toHaveCount(0);
  });
});
