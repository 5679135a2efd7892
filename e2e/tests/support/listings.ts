import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { mailedLink, ownAddress, uniqueEmail, withCookieConsent } from './app.js';
import { E2E_ADMIN } from './env.js';
import { solidPng } from './png.js';

/** Accounts and listings made through the API, as the journeys that need a published listing start. */

export const PASSWORD = 'listing-journey-2026';

export interface Session {
  token: string;
  info: { id: number };
  email: string;
}

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

export async function logIn(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const result = await ok<{ token: string; info: { id: number } }>(await request.post('/api/user/login', { data: { email, password } }));
  return { ...result, email };
}

/** A new e-mail account with its address verified (publishing needs it). */
export async function verifiedUser(request: APIRequestContext, testInfo: TestInfo, label: string): Promise<Session> {
  const email = uniqueEmail(testInfo, label);
  await ok(await request.post('/api/user/register', { data: { email, phone: '0812345678', password: PASSWORD, confirmPassword: PASSWORD } }));
  const link = await mailedLink(email, '/email-verify');
  const token = new URL(link, 'http://x').searchParams.get('token');
  await ok(await request.post('/api/user/verify-email', { data: { token } }));
  return logIn(request, email, PASSWORD);
}

/** A page of a fresh browser context signed in as `session` (the stored session the login leaves). */
export async function pageAs(browser: Browser, baseURL: string | undefined, session: Session | null): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: test.info().project.use.viewport ?? undefined, extraHTTPHeaders: ownAddress() });
  await withCookieConsent(context, baseURL);
  const page = await context.newPage();
  if (session) {
    await page.addInitScript((stored) => window.localStorage.setItem('baandee.session', stored), JSON.stringify({ token: session.token, profile: session.info }));
  }
  return page;
}

/**
 * The floor of each listing posted here: one owner's listings of one unit on the site are
 * held as duplicates (docs/decisions/057), so each is another unit of the same building.
 */
let floors = 0;
const nextFloor = () => 2 + (floors++ % 28);

/** The owner's listing, complete enough to publish: every form field, a cover and three gallery photos. */
/**
 * Posts a complete listing through the API and publishes it: an owner's first listing
 * waits for review (DESIGN 4.3), a later one of an owner with an approved listing goes live.
 */
export async function postListing(
  request: APIRequestContext,
  owner: Session,
  title: string,
  /** What publishing it leads to; `draft`: saved complete, not published. */
  expected: 'pending' | 'publish' | 'draft' = 'pending',
  photoSize: { width: number; height: number } = { width: 1200, height: 800 },
  /** Form fields to set beyond the complete listing's (a LINE id, ...). */
  extra: Record<string, unknown> = {},
  /** The cover and the gallery: that many plain-coloured photos (4 unless told, each a colour of its own), or these pictures (cover first). */
  pictures: number | readonly Buffer[] = 4,
): Promise<number> {
  const headers = { authorization: `Bearer ${owner.token}` };
  const photos: string[] = [];
  const colours: [number, number, number][] = [[14, 127, 107], [200, 120, 40], [60, 90, 200], [180, 180, 170]];
  const plain = (n: number) => {
    const [r, g, b] = colours[n % colours.length]!;
    const shade = 20 * Math.floor(n / colours.length);
    return solidPng(photoSize.width, photoSize.height, [Math.min(255, r + shade), Math.min(255, g + shade), Math.min(255, b + shade)]);
  };
  for (const buffer of typeof pictures === 'number' ? Array.from({ length: pictures }, (_, n) => plain(n)) : pictures) {
    const uploaded = await ok<{ url: string }>(await request.post('/api/estate/upload-image', { headers, multipart: { image: { name: 'room.png', mimeType: 'image/png', buffer } } }));
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
        room_floor: nextFloor(),
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
        ...extra,
      },
    }),
  );
  if (expected === 'draft') return stored.id;
  const published = await ok<{ status: string }>(await request.put(`/api/estate/publish/${stored.id}`, { headers }));
  expect(published.status).toBe(expected);
  return stored.id;
}

/**
 * `count` published listings (condos for sale and rent in Bangkok), two per new verified
 * owner: a new account's welcome credits pay two publishes, and the admin approves each
 * owner's first (DESIGN 4.3, 4.4). Small photos: pages only need them to be there.
 */
export async function publishedListings(
  request: APIRequestContext,
  testInfo: TestInfo,
  label: string,
  count: number,
  /** Form fields of the n-th listing (0-based) beyond the complete listing's (its prices, ...). */
  extra: (index: number) => Record<string, unknown> = () => ({}),
): Promise<{ owners: Session[]; ids: number[] }> {
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const small = { width: 160, height: 100 };
  const owners: Session[] = [];
  const ids: number[] = [];
  while (ids.length < count) {
    const owner = await verifiedUser(request, testInfo, `${label}${owners.length}`);
    owners.push(owner);
    const first = await postListing(request, owner, `คอนโด ${label} ${ids.length + 1}`, 'pending', small, extra(ids.length));
    await ok(await request.put(`/api/admin/estate/approve/${first}`, { headers: { authorization: `Bearer ${admin.token}` } }));
    ids.push(first);
    if (ids.length < count) ids.push(await postListing(request, owner, `คอนโด ${label} ${ids.length + 1}`, 'publish', small, extra(ids.length)));
  }
  return { owners, ids };
}
