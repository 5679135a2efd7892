import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { open, outboxMails, mailedLink, mailText, th, uniqueEmail, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { solidPng } from './support/png.js';

/**
 * The listing journey of issue #7 on phone and desktop: an owner posts a listing (through
 * the API: store, upload, publish), it waits for review, an admin approves it in the
 * moderation screen, the listing page shows it, another user favourites it and contacts
 * the owner, the owner's mail arrives, and the owner closes it from /my-announce.
 */

const PASSWORD = 'listing-journey-2026';
const l = th.listing;

interface Session {
  token: string;
  info: { id: number };
  email: string;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

async function logIn(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const result = await ok<{ token: string; info: { id: number } }>(await request.post('/api/user/login', { data: { email, password } }));
  return { ...result, email };
}

/** A new e-mail account with its address verified (publishing needs it). */
async function verifiedUser(request: APIRequestContext, testInfo: TestInfo, label: string): Promise<Session> {
  const email = uniqueEmail(testInfo, label);
  await ok(await request.post('/api/user/register', { data: { email, phone: '0812345678', password: PASSWORD, confirmPassword: PASSWORD } }));
  const link = await mailedLink(email, '/email-verify');
  const token = new URL(link, 'http://x').searchParams.get('token');
  await ok(await request.post('/api/user/verify-email', { data: { token } }));
  return logIn(request, email, PASSWORD);
}

/** A page of a fresh browser context signed in as `session` (the stored session the login leaves). */
async function pageAs(browser: Browser, baseURL: string | undefined, session: Session | null): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: test.info().project.use.viewport ?? undefined });
  await withCookieConsent(context, baseURL);
  const page = await context.newPage();
  if (session) {
    await page.addInitScript((stored) => window.localStorage.setItem('baandee.session', stored), JSON.stringify({ token: session.token, profile: session.info }));
  }
  return page;
}

/** The owner's listing, complete enough to publish: every form field, a cover and three gallery photos. */
async function postListing(request: APIRequestContext, owner: Session, title: string): Promise<number> {
  const headers = { authorization: `Bearer ${owner.token}` };
  const photos: string[] = [];
  for (const colour of [[14, 127, 107], [200, 120, 40], [60, 90, 200], [180, 180, 170]] as [number, number, number][]) {
    const uploaded = await ok<{ url: string }>(
      await request.post('/api/estate/upload-image', { headers, multipart: { image: { name: 'room.png', mimeType: 'image/png', buffer: solidPng(1200, 800, colour) } } }),
    );
    photos.push(uploaded.url);
  }
  const master = await ok<{ estate_types: { id: number }[]; facilities: { id: number }[]; furniture: { id: number }[] }>(await request.get('/api/estate-master'));
  const address = await ok<{ districts: { id: number; province_id: number }[]; sub_districts: { id: number; district_id: number; postal_code: string }[] }>(
    await request.get('/api/address-data'),
  );
  const district = address.districts.find((item) => item.province_id === 10 && address.sub_districts.some((sub) => sub.district_id === item.id))!;
  const subDistrict = address.sub_districts.find((sub) => sub.district_id === district.id)!;
  const stored = await ok<{ id: number }>(
    await request.post('/api/estate/store', {
      headers,
      data: {
        sell_type: 'ขาย/เช่า',
        estate_type_id: master.estate_types[0]!.id,
        project_estate_name: 'บ้านดี ริเวอร์ไซด์',
        area_size: 45.5,
        released_year: 2020,
        total_floor: 30,
        room_floor: 21,
        total_bedroom: 2,
        total_restroom: 1,
        car_park_size: 1,
        total_kitchen: 1,
        total_diningroom: 0,
        total_livingroom: 1,
        direction: 'N',
        room_view_id: 2,
        room_prominent_id: 2,
        is_pet_allow: 0,
        is_cooking_allow: 1,
        is_smoking_allow: 0,
        rent_price: 28000,
        sell_price: 5900000,
        maintenance_fee: 2500,
        deposit_price: 56000,
        water_price_per_unit: 18,
        electricity_price_per_unit: 7,
        location_lat: 13.7203,
        location_lng: 100.5146,
        province_id: 10,
        district_id: district.id,
        sub_district_id: subDistrict.id,
        postal_code: subDistrict.postal_code,
        address_short: '99 ถนนเจริญกรุง',
        furniture_cast: master.furniture.slice(0, 2).map((item) => item.id),
        facility_cast: master.facilities.slice(0, 2).map((item) => item.id),
        announce_title: title,
        announce_description: 'ห้องมุม วิวแม่น้ำ เดินไปสถานีสะพานตากสิน 5 นาที พร้อมเฟอร์นิเจอร์',
        cover_img: photos[0],
        gallery_img_cast: photos.slice(1),
        contact_firstname: 'เจ้าของ',
        contact_lastname: 'ทดสอบ',
        contact_email: owner.email,
        contact_phone: '0812345678',
      },
    }),
  );
  const published = await ok<{ status: string }>(await request.put(`/api/estate/publish/${stored.id}`, { headers }));
  // an owner's first listing waits for review (DESIGN 4.3)
  expect(published.status).toBe('pending');
  return stored.id;
}

test.describe('a listing from posting to closing', () => {
  test('posted, approved, shown, favourited, contacted, closed', async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    const title = `คอนโดริมน้ำ ${testInfo.project.name} ${Date.now()}`;
    const owner = await verifiedUser(request, testInfo, 'owner');
    const id = await postListing(request, owner, title);

    // the owner sees it waiting for review
    const ownerPage = await pageAs(browser, baseURL, owner);
    await open(ownerPage, '/my-announce');
    const ownCard = ownerPage.getByTestId('listing-card').filter({ hasText: title });
    await expect(ownCard.getByTestId('my-listing-status')).toHaveText(l.status.pending);
    await expectNoViolations(ownerPage);

    // an admin approves it in the moderation screen
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const adminPage = await pageAs(browser, baseURL, admin);
    await open(adminPage, '/admin/moderation');
    const item = adminPage.locator(`[data-testid="moderation-item"][data-listing-id="${id}"]`);
    await expect(item).toContainText(owner.email);
    await expectNoViolations(adminPage);
    await item.getByRole('button', { name: th.admin.moderation.approve, exact: true }).click();
    await expect(item).toHaveCount(0);
    await adminPage.getByTestId('moderation-tab-publish').click();
    await expect(adminPage.locator(`[data-testid="moderation-item"][data-listing-id="${id}"]`)).toBeVisible();

    // anyone now finds the listing page, with its server-rendered preview
    const html = await (await request.get(`/view-announce/${id}`)).text();
    expect(html).toContain('og:title');
    const visitor = await verifiedUser(request, testInfo, 'visitor');
    const page = await pageAs(browser, baseURL, visitor);
    await open(page, `/view-announce/${id}`);
    await expect(page.getByTestId('listing-title')).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(page.getByTestId('listing-price-sell')).toHaveText('5,900,000 บาท');
    await expect(page.getByTestId('listing-price-rent')).toHaveText('28,000 บาท/เดือน');
    await expect(page.getByTestId('map-link')).toHaveAttribute('href', 'https://www.google.com/maps?q=13.7203,100.5146');
    await expect(page.getByTestId('owner-phone-reveal')).toContainText('081-xxx-xxx8');
    await page.getByTestId('owner-phone-reveal').click();
    await expect(page.getByTestId('owner-phone')).toContainText('081-234-5678');
    await expectNoViolations(page);

    // the visitor keeps it in favourites
    await page.getByRole('button', { name: l.favorite.add }).first().click();
    await expect(page.getByRole('button', { name: l.favorite.remove }).first()).toHaveAttribute('aria-pressed', 'true');
    await open(page, '/my-favorite');
    await expect(page.getByTestId('listing-card').filter({ hasText: title })).toBeVisible();

    // and writes to the owner, whose mail arrives
    await open(page, `/view-announce/${id}`);
    const form = page.getByTestId('contact-owner-form');
    const message = `ขอนัดดูห้อง ${Date.now()}`;
    await form.getByLabel(l.contact.name).fill('ผู้สนใจ ทดสอบ');
    await form.getByLabel(l.contact.email).fill(visitor.email);
    await form.getByLabel(l.contact.phone).fill('0899990000');
    await form.getByLabel(l.contact.message).fill(message);
    await form.getByRole('button', { name: l.contact.submit }).click();
    await expect(page.getByTestId('contact-owner-sent')).toBeVisible();
    await expect
      .poll(async () => (await outboxMails()).some((mail) => new RegExp(`^To: ${owner.email.replace(/[.+]/g, '\\$&')}$`, 'm').test(mail) && mailText(mail).includes(message)))
      .toBe(true);

    // the owner closes it, after confirming
    await open(ownerPage, '/my-announce');
    const published = ownerPage.getByTestId('listing-card').filter({ hasText: title });
    await expect(published.getByTestId('my-listing-status')).toHaveText(l.status.publish);
    await published.getByRole('button', { name: l.mine.actions.close }).click();
    const confirm = ownerPage.getByRole('dialog', { name: l.mine.confirm.closeTitle });
    await confirm.getByTestId('confirm-button').click();
    await expect(published.getByTestId('my-listing-status')).toHaveText(l.status.closed);

    // a closed listing is no longer public: refused with the catalogue's message, or not found
    await open(page, `/view-announce/${id}`);
    await expect(page.getByTestId('listing-refused').or(page.getByTestId('not-found-page'))).toBeVisible();
    await expect(page.getByTestId('listing-page')).toHaveCount(0);
  });
});
