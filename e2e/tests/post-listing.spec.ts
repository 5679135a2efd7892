import sharp from 'sharp';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isPhone, mailedLink, open, th, uniqueEmail, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { isRedAt, phonePhoto } from './support/phone-photo.js';

/**
 * The post flow (issue #7) on phone and desktop: the Post button, the five steps saving a
 * draft (that a reload resumes), real photos with their upload, the summary and Publish,
 * which sends a new owner's first listing for review.
 */
const p = th.postForm;
const f = th.listing.fields;
const PASSWORD = 'baan-dee-2025';

/** A small real JPEG: a coloured room-like picture, different per `hue`. */
function photo(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" fill="hsl(${hue},45%,82%)"/>
    <rect y="280" width="640" height="120" fill="hsl(${hue},30%,55%)"/>
    <rect x="80" y="90" width="180" height="140" fill="#fff" stroke="#777" stroke-width="6"/>
    <rect x="360" y="200" width="200" height="90" rx="14" fill="hsl(${(hue + 180) % 360},40%,50%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A new e-mail account, verified (publishing needs it), signed in on `page`. */
async function signedInOwner(page: Page, testInfo: TestInfo) {
  const email = uniqueEmail(testInfo, 'poster');
  const registered = await page.request.post('/api/user/register', {
    data: { email, phone: '0812345678', password: PASSWORD, confirmPassword: PASSWORD, is_receive_news: false },
  });
  expect(registered.status()).toBe(200);
  await open(page, await mailedLink(email, '/email-verify'));
  await expect(page.getByTestId('verify-success')).toBeVisible();
  const login = await page.request.post('/api/user/login', { data: { email, password: PASSWORD } });
  const { result } = (await login.json()) as { result: { token: string; info: { id: number } } };
  await page.addInitScript((session) => window.localStorage.setItem('baandee.session', session), JSON.stringify({ token: result.token, userId: result.info.id }));
}

async function pressPost(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByTestId('bottom-nav').getByRole('button', { name: th.shell.bottomNav.more }).click();
    await page.getByTestId('more-drawer').getByRole('button', { name: th.shell.header.post }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: th.shell.header.post }).click();
  }
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const next = (page: Page) => page.getByRole('button', { name: p.nav.next }).click();

/** What the first step needs before Next saves it (a rented condo in Chatuchak, pinned). */
async function fillFirstStep(page: Page, project: string) {
  await page.getByRole('radio', { name: th.listing.sellType['เช่า'], exact: true }).check();
  await choose(page, f.estate_type_id, /คอนโด/);
  await page.getByTestId('project-picker').fill(project);
  await page.getByRole('textbox', { name: f.area_size, exact: true }).fill('28');
  await choose(page, f.province_id, 'กรุงเทพมหานคร');
  await choose(page, f.district_id, /จตุจักร/);
  await choose(page, f.sub_district_id, 'จอมพล');
  await page.getByTestId('location-map').locator('.leaflet-container').click();
}

test.describe('post a listing', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('the five steps with photos up to Publish, which sends it for review', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signedInOwner(page, testInfo);
    await open(page, '/');
    await pressPost(page, testInfo);
    await expect(page).toHaveURL(/\/announce$/);

    // 1. project info and location
    await page.getByRole('radio', { name: th.listing.sellType['เช่า'], exact: true }).check();
    await choose(page, f.estate_type_id, /คอนโด/);
    await page.getByTestId('project-picker').fill('ลุมพินี วิลล์ ทดสอบ');
    await page.getByRole('textbox', { name: f.area_size, exact: true }).fill('32.5');
    await page.getByRole('textbox', { name: f.total_floor, exact: true }).fill('8');
    await choose(page, f.province_id, 'กรุงเทพมหานคร');
    await choose(page, f.district_id, /จตุจักร/);
    await choose(page, f.sub_district_id, 'จอมพล');
    await expect(page.getByTestId('postal-code')).toHaveValue('10900');
    const map = page.getByTestId('location-map');
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await map.click(); // a tap places the pin at the centre of the view
    await expect(page.getByTestId('pin-status')).toContainText(p.info.map.pinned.split(' ')[0]!);
    await next(page);

    // the draft exists: its own address, which a reload resumes
    await expect(page).toHaveURL(/\/\d+\/announce\/form-price$/);
    const draftUrl = page.url();
    await page.getByRole('textbox', { name: f.rent_price, exact: true }).fill('15a000');
    await expect(page.getByRole('textbox', { name: f.rent_price, exact: true })).toHaveValue('15,000');
    await next(page);
    await expect(page).toHaveURL(/form-room$/);
    await open(page, draftUrl);
    await expect(page.getByRole('textbox', { name: f.rent_price, exact: true })).toHaveValue('15,000');
    await next(page);

    // 3. rooms: two bedrooms, one restroom, living room and kitchen
    await page.getByRole('radiogroup', { name: th.listing.rooms.bedroom }).getByText('2', { exact: true }).click();
    await page.getByRole('radiogroup', { name: th.listing.rooms.restroom }).getByText('1', { exact: true }).click();
    await page.getByTestId('room-L').click();
    await page.getByTestId('room-K').click();
    await expect(page.getByTestId('room-code')).toHaveText('2B1RLK');
    await page.getByRole('checkbox', { name: th.listing.rules.is_cooking_allow }).check();
    await next(page);

    // 4. facilities: the stations come from the pin
    await expect(page.getByTestId('station-row').first()).toBeVisible();
    await page.getByRole('button', { name: p.facility.addPlace }).click();
    await page.getByRole('textbox', { name: p.facility.placeName }).fill('เซ็นทรัล ลาดพร้าว');
    await page.getByRole('textbox', { name: new RegExp(p.facility.distance.replace(/[()]/g, '.')) }).last().fill('1.5');
    await choose(page, p.facility.placeType, /.+/);
    await next(page);

    // 5. text, photos (a cover and three more, each with its progress), contact from the profile
    await page.getByRole('textbox', { name: f.announce_title }).fill('คอนโดใกล้รถไฟฟ้า 2 ห้องนอน พร้อมอยู่');
    await page.getByRole('textbox', { name: f.announce_description }).fill('ห้องมุม แสงดี เฟอร์นิเจอร์ครบ');
    const [coverInput, galleryInput] = await page.locator('input[type="file"]').all();
    // the cover straight from a phone's gallery: 5 MB, 4000 x 3000, turned by its EXIF orientation
    const cameraPhoto = await phonePhoto();
    expect(cameraPhoto.length).toBeGreaterThan(4.5 * 1024 * 1024);
    // the files each upload sends, as the page hands them to XMLHttpRequest
    await page.evaluate(() => {
      const sent: { name: string; type: string; size: number }[] = [];
      Object.assign(window, { sentFiles: sent });
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        if (body instanceof FormData) for (const [, value] of body) if (value instanceof File) sent.push({ name: value.name, type: value.type, size: value.size });
        return send.call(this, body);
      };
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/estate/upload-image'));
    await coverInput!.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: cameraPhoto });
    await expect(page.getByTestId('upload-progress')).toBeVisible();
    expect((await answered).status()).toBe(200);
    const [sent] = await page.evaluate(() => (window as unknown as { sentFiles: { name: string; type: string; size: number }[] }).sentFiles);
    expect(sent).toMatchObject({ name: 'IMG_2041.jpg', type: 'image/jpeg' });
    expect(sent!.size).toBeGreaterThan(100_000);
    expect(sent!.size).toBeLessThanOrEqual(2 * 1024 * 1024); // within the limit on the wire
    const cover = page.getByRole('img', { name: p.post.images.coverAlt });
    await expect(cover).toBeVisible();
    await expect(page.getByTestId('upload-refused')).toHaveCount(0);
    const large = await page.request.get((await cover.getAttribute('src'))!.replace(/\.webp$/, '-large.webp'));
    const stored = await large.body();
    const { width, height } = await sharp(stored).metadata();
    expect(Math.max(width!, height!)).toBeLessThanOrEqual(2560);
    expect(height, 'upright: shown portrait as the phone took it').toBeGreaterThan(width!);
    expect(await isRedAt(stored, Math.round(width! / 2), 5), 'the red band at the top').toBe(true);
    expect(await isRedAt(stored, Math.round(width! / 2), height! - 5)).toBe(false);
    await galleryInput!.setInputFiles([
      { name: 'room-1.jpg', mimeType: 'image/jpeg', buffer: await photo(90) },
      { name: 'room-2.jpg', mimeType: 'image/jpeg', buffer: await photo(200) },
      { name: 'room-3.jpg', mimeType: 'image/jpeg', buffer: await photo(300) },
    ]);
    await expect(page.getByTestId('gallery-item')).toHaveCount(3);
    await page.getByRole('button', { name: p.post.images.moveDown.replace('{{number}}', '1') }).click();
    await galleryInput!.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByTestId('upload-refused')).toContainText(th.errors['not an image']);
    await expect(page.getByRole('textbox', { name: f.contact_phone })).toHaveValue('0812345678');
    await page.getByRole('textbox', { name: f.contact_firstname }).fill('สมชาย');
    await page.getByRole('button', { name: p.nav.toPreview }).click();

    // the summary, then Publish: a first listing waits for review
    await expect(page).toHaveURL(/\/\d+\/announce\/preview$/);
    const summary = page.getByTestId('listing-summary');
    await expect(summary).toContainText('ลุมพินี วิลล์ ทดสอบ');
    await expect(summary).toContainText('2B1RLK');
    await expect(summary).toContainText('15,000');
    await expectNoViolations(page);
    await expect(page.getByTestId('publish-problems')).toHaveCount(0);
    await page.getByRole('button', { name: p.publish.button }).click();
    await expect(page).toHaveURL(/\/my-announce$/);
    await expect(page.getByText(p.publish.pending)).toBeVisible();
  });

  test('Next on an empty form asks for the step’s fields and makes no draft; five steps; rooms by choice; a new listing keeps its title', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signedInOwner(page, testInfo);
    await open(page, '/announce');
    const heading = page.getByRole('heading', { level: 1 });
    const stepBar = page.getByTestId('step-bar');
    const position = (step: number) => p.stepOf.replace('{{step}}', String(step)).replace('{{total}}', '5');
    await expect(heading).toHaveText(p.title.new);
    await expect(stepBar).toHaveAttribute('aria-label', position(1));

    // nothing typed: the step says what is missing, on its fields, and no draft is made
    await next(page);
    const sellType = page.getByRole('radiogroup', { name: f.sell_type });
    await expect(page.getByText(th.errors['not chosen']).first()).toBeVisible();
    await expect(page.getByTestId('step-info').getByText(th.errors.required).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: f.area_size, exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(sellType).toBeVisible();
    await expect(page).toHaveURL(/\/announce$/);
    const session = JSON.parse((await page.evaluate(() => window.localStorage.getItem('baandee.session')))!) as { token: string };
    const mine = await page.request.get('/api/estate/my-estate?page=1', { headers: { authorization: `Bearer ${session.token}` } });
    expect(((await mine.json()) as { result: { not_finish_id: number | null } }).result.not_finish_id).toBeNull();

    // the first step filled in: the draft exists, and it is still a new listing
    await fillFirstStep(page, 'ไอดีโอ ทดสอบขั้นตอน');
    await next(page);
    await expect(page).toHaveURL(/\/\d+\/announce\/form-price$/);
    await expect(heading).toHaveText(p.title.new);
    await expect(page).toHaveTitle(new RegExp(p.title.new));
    await expect(stepBar).toHaveAttribute('aria-label', position(2));
    await page.getByRole('textbox', { name: f.rent_price, exact: true }).fill('9000');
    await next(page);

    // rooms: one choice per count, 4+ reached in one tap (not by cycling through the others)
    const bedrooms = page.getByRole('radiogroup', { name: th.listing.rooms.bedroom });
    await bedrooms.getByText('4+', { exact: true }).click();
    await page.getByRole('radiogroup', { name: th.listing.rooms.restroom }).getByText('2', { exact: true }).click();
    await expect(page.getByTestId('room-code')).toHaveText('4+B2R');
    await expect(bedrooms.getByRole('radio', { name: '4+' })).toBeChecked();
    await bedrooms.getByText('1', { exact: true }).click();
    await expect(page.getByTestId('room-code')).toHaveText('1B2R');
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath('room-step.png'), fullPage: true });
    await next(page);
    await expect(page).toHaveURL(/\/announce\/form-facility$/);
    await expect(page.getByTestId('station-row').first()).toBeVisible(); // suggested from the pin once the step opens
    await next(page);
    await expect(page).toHaveURL(/\/announce\/form-post$/);
    await expect(stepBar).toHaveAttribute('aria-label', position(5));
    await expect(heading).toHaveText(p.title.new);
  });

  test('the Post button continues the unfinished draft', async ({ page }, testInfo) => {
    await signedInOwner(page, testInfo);
    await open(page, '/announce');
    await fillFirstStep(page, 'ร่างที่ยังไม่เสร็จ');
    await next(page);
    await expect(page).toHaveURL(/\/(\d+)\/announce\/form-price$/);
    const id = /\/(\d+)\/announce/.exec(page.url())![1];
    await open(page, '/');
    await pressPost(page, testInfo);
    await expect(page).toHaveURL(new RegExp(`/${id}/announce$`));
    await expect(page.getByTestId('project-picker')).toHaveValue('ร่างที่ยังไม่เสร็จ');
  });
});
