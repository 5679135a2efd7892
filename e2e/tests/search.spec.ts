import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { isPhone, mailedLink, open, th, uniqueEmail, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { solidPng } from './support/png.js';

/**
 * The search journey of issue #8 on phone and desktop: a search from Home with a keyword
 * and filters, its results, the URL reloaded to the same results and filters, the filter
 * drawer on a phone, a filter deselected, the map view and a trend page. The server starts
 * without demo listings: the test posts three of its own, found by a word only they carry.
 */

const s = th.search;
const PASSWORD = 'search-journey-2026';

interface Session {
  token: string;
  email: string;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

async function logIn(request: APIRequestContext, email: string, password: string): Promise<Session> {
  return { ...(await ok<{ token: string }>(await request.post('/api/user/login', { data: { email, password } }))), email };
}

/** A word of letters only that no other listing carries (the keyword search splits digits off letters). */
function uniqueWord(testInfo: TestInfo): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
  return `zq${testInfo.project.name}${letters}`;
}

interface Offer {
  title: string;
  sell_type: 'เช่า' | 'ขาย';
  bedrooms: number;
  price: number;
  lat: number;
  lng: number;
  /** The stations the owner lists near it. */
  stations?: { train_type_id: number; train_station_id: number; distance: number }[];
  /** Which of the district's sub-districts it is in (the first when absent). */
  subDistrict?: number;
}

/** A new verified owner's authorization header. */
async function newOwner(request: APIRequestContext, testInfo: TestInfo): Promise<{ authorization: string }> {
  const email = uniqueEmail(testInfo, 'search-owner');
  await ok(await request.post('/api/user/register', { data: { email, phone: '0812345678', password: PASSWORD, confirmPassword: PASSWORD } }));
  const token = new URL(await mailedLink(email, '/email-verify'), 'http://x').searchParams.get('token');
  await ok(await request.post('/api/user/verify-email', { data: { token } }));
  return { authorization: `Bearer ${(await logIn(request, email, PASSWORD)).token}` };
}

/**
 * The listings by new owners, two each (a new account's welcome credits pay two first
 * publishes): an owner's first waits for review and the admin approves it, after which
 * the owner publishes directly (DESIGN 4.3, 4.4).
 */
async function postListings(request: APIRequestContext, testInfo: TestInfo, offers: Offer[]): Promise<number[]> {
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  let headers = { authorization: '' };
  const master = await ok<{ estate_types: { id: number }[] }>(await request.get('/api/estate-master'));
  const address = await ok<{ districts: { id: number; province_id: number }[]; sub_districts: { id: number; district_id: number; postal_code: string }[] }>(await request.get('/api/address-data'));
  const district = address.districts.find((item) => item.province_id === 10 && address.sub_districts.filter((sub) => sub.district_id === item.id).length > 1)!;
  const subDistricts = address.sub_districts.filter((sub) => sub.district_id === district.id);

  const ids: number[] = [];
  for (const [index, offer] of offers.entries()) {
    const firstOfOwner = index % 2 === 0;
    const subDistrict = subDistricts[offer.subDistrict ?? 0]!;
    if (firstOfOwner) headers = await newOwner(request, testInfo);
    const photos: string[] = [];
    for (const colour of [[14, 127, 107], [200, 120, 40], [60, 90, 200], [180, 180, 170]] as [number, number, number][]) {
      const image = { name: 'room.png', mimeType: 'image/png', buffer: solidPng(320, 200, colour) };
      photos.push((await ok<{ url: string }>(await request.post('/api/estate/upload-image', { headers, multipart: { image } }))).url);
    }
    const stored = await ok<{ id: number }>(
      await request.post('/api/estate/store', {
        headers,
        data: {
          sell_type: offer.sell_type,
          estate_type_id: master.estate_types[0]!.id,
          project_estate_name: 'บ้านดี ทดสอบค้นหา',
          area_size: 40 + index,
          total_bedroom: offer.bedrooms,
          total_restroom: 1,
          car_park_size: 1,
          total_kitchen: 1,
          total_diningroom: 0,
          total_livingroom: 1,
          is_pet_allow: 0,
          is_cooking_allow: 1,
          is_smoking_allow: 0,
          ...(offer.sell_type === 'เช่า' ? { rent_price: offer.price } : { sell_price: offer.price }),
          location_lat: offer.lat,
          location_lng: offer.lng,
          ...(offer.stations ? { nearby_station_cast: offer.stations } : {}),
          province_id: 10,
          district_id: district.id,
          sub_district_id: subDistrict.id,
          postal_code: subDistrict.postal_code,
          announce_title: offer.title,
          announce_description: 'ห้องสวย ใกล้รถไฟฟ้า พร้อมเข้าอยู่',
          cover_img: photos[0],
          gallery_img_cast: photos.slice(1),
          contact_firstname: 'เจ้าของ',
          contact_phone: '0812345678',
        },
      }),
    );
    await ok(await request.put(`/api/estate/publish/${stored.id}`, { headers }));
    if (firstOfOwner) await ok(await request.put(`/api/admin/estate/approve/${stored.id}`, { headers: { authorization: `Bearer ${admin.token}` } }));
    ids.push(stored.id);
  }
  return ids;
}

const cards = (page: Page) => page.getByTestId('search-results').getByTestId('listing-card');

test.describe('search', () => {
  test('from Home to results, a reload, the filters, the map and a trend page', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const phone = isPhone(testInfo);
    const word = uniqueWord(testInfo);
    const offers: Offer[] = [
      { title: `คอนโดให้เช่า ${word} สองห้องนอน`, sell_type: 'เช่า', bedrooms: 2, price: 18_000, lat: 13.7367, lng: 100.5608 },
      { title: `คอนโดให้เช่า ${word} ห้องเดียว`, sell_type: 'เช่า', bedrooms: 1, price: 12_000, lat: 13.7246, lng: 100.5783 },
      { title: `คอนโดขาย ${word} สองห้องนอน`, sell_type: 'ขาย', bedrooms: 2, price: 4_500_000, lat: 13.7563, lng: 100.5018 },
    ];
    const started = Date.now();
    const ids = await postListings(request, testInfo, offers);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const trend = await ok<{ slug_id: string; trend_name_th: string }>(
      await request.post('/api/admin/trend/store', {
        headers: { authorization: `Bearer ${admin.token}` },
        data: { trend_name_th: `คอนโด ${word}`, trend_name_en: `Condos ${word}`, slug: `condos-${word}`, filter: { keyword: word } },
      }),
    );
    await withCookieConsent(context, baseURL);
    testInfo.annotations.push({ type: 'setup', description: `${Date.now() - started} ms to post the listings and the trend` });

    // Home: a keyword, the rent sell type and two bedrooms
    await open(page, '/');
    const bar = page.getByTestId('search-bar');
    const keyword = bar.getByRole('combobox', { name: th.home.hero.keywordLabel });
    await keyword.fill(word);
    await bar.getByRole('radio', { name: th.common.sellType.rent }).check();
    if (phone) {
      await bar.getByTestId('open-filter-drawer').click();
      const drawer = page.getByTestId('filter-drawer');
      await drawer.getByTestId('count-bedroom').getByRole('button', { name: '2', exact: true }).click();
      await drawer.getByTestId('filter-drawer-search').click();
    } else {
      await bar.getByTestId('toggle-advanced').click();
      await bar.getByTestId('count-bedroom').getByRole('button', { name: '2', exact: true }).click();
      await bar.getByTestId('search-submit').click();
    }

    // the results: the one two-bedroom rental, with the spec's parameters in the URL
    await page.waitForURL(/\/announce-search\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: word, announce_type: 'เช่า', total_bedroom: '2', ts: '1' });
    // no price bound the visitor did not set
    expect(url.searchParams.has('mx')).toBe(false);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-listing-id', String(ids[0]));
    await expect(page.getByTestId('result-count')).toHaveText(s.results.count.replace('{{total}}', '1'));
    await expect(page).toHaveTitle(new RegExp(word));

    // the same URL again restores the filter and the results
    await page.reload();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(cards(page)).toHaveCount(1);
    const pageBar = page.getByTestId('search-bar');
    await expect(pageBar.getByRole('combobox', { name: s.bar.keyword })).toHaveValue(word);
    await expect(pageBar.getByRole('radio', { name: th.common.sellType.rent })).toBeChecked();
    const filters = phone ? page.getByTestId('filter-drawer') : pageBar.getByTestId('advanced-panel');
    await pageBar.getByTestId(phone ? 'open-filter-drawer' : 'toggle-advanced').click();
    const twoBedrooms = filters.getByTestId('count-bedroom').getByRole('button', { name: '2', exact: true });
    await expect(twoBedrooms).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-filters.png`) });
    if (phone) {
      // the drawer's back button returns to the results without searching
      await filters.getByTestId('filter-drawer-back').click();
      await expect(filters).toBeHidden();
      await pageBar.getByTestId('open-filter-drawer').click();
    }

    // the chosen count clicked again deselects it: both rentals
    await twoBedrooms.click();
    await expect(twoBedrooms).toHaveAttribute('aria-pressed', 'false');
    await (phone ? filters.getByTestId('filter-drawer-search') : pageBar.getByTestId('search-submit')).click();
    await expect(cards(page)).toHaveCount(2);
    expect(new URL(page.url()).searchParams.has('total_bedroom')).toBe(false);
    await expect(page.getByTestId('search-results').getByTestId('listing-card').filter({ hasText: offers[2]!.title })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-results.png`), fullPage: true });
    await expectNoViolations(page);

    // the map view pins the page's results
    await page.getByTestId('result-view').getByText(s.results.map).click();
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(2);
    await expect(page.getByTestId('map-note')).toHaveText(s.results.mapShown.replace('{{shown}}', '2').replace('{{total}}', '2'));
    // the map fits itself to the pins as it opens: a tap while it still moves can land
    // where the pin was, as a user's would, who taps again
    await expect(async () => {
      await page.locator('.leaflet-marker-icon').first().click();
      await expect(page.getByTestId('map-popup').getByRole('link')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-map.png`) });

    // the filters in force show as chips; removing one searches again without it
    const chips = page.getByTestId('active-filters');
    const rent = th.common.sellType.rent;
    await expect(chips.getByTestId('filter-chip')).toHaveText([s.chips.keyword.replace('{{keyword}}', word), rent]);
    // the header's box (wide screens) holds the keyword of the results it sits over
    const headerBox = page.getByRole('search', { name: th.shell.header.searchLabel }).getByRole('combobox');
    if (!phone) await expect(headerBox).toHaveValue(word);
    await chips.getByRole('button', { name: s.chips.remove.replace('{{filter}}', rent) }).click();
    await expect(chips.getByTestId('filter-chip')).toHaveText([s.chips.keyword.replace('{{keyword}}', word)]);
    expect(new URL(page.url()).searchParams.has('announce_type')).toBe(false);
    // still on the map, which the chip was removed from
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');
    await expect(page.getByTestId('map-note')).toHaveText(s.results.mapShown.replace('{{shown}}', '3').replace('{{total}}', '3'));
    await page.getByTestId('result-view').getByText(s.results.list).click();
    await expect(cards(page)).toHaveCount(3);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-chips.png`) });
    await expectNoViolations(page);

    // a trend page runs its saved search
    await open(page, `/trend/${trend.slug_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(trend.trend_name_th);
    await expect(page.getByTestId('trend-page').getByTestId('listing-card')).toHaveCount(3);
    // away from the results the header's box starts empty, whatever was searched last
    if (!phone) await expect(headerBox).toHaveValue('');
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-trend.png`), fullPage: true });
    await expectNoViolations(page);
    await open(page, '/trend/no-such-trend-99999');
    await expect(page.getByTestId('not-found-page')).toBeVisible();

    // clearing the results' filters leaves none, and no price bound either
    await open(page, `/announce-search?${new URLSearchParams({ announce_type: rent, mx: '20000000' }).toString()}`);
    await expect(chips.getByTestId('filter-chip')).toHaveCount(2);
    await page.getByTestId('search-bar').getByTestId('search-clear').click();
    await expect(chips).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test('the filter drawer opens its place and station lists, by touch and by keyboard', async ({ page, context, baseURL }, testInfo) => {
    await withCookieConsent(context, baseURL);
    await open(page, '/announce-search');
    // a phone's drawer fills the screen; a desktop's opens from the header's filter button
    await (isPhone(testInfo) ? page.getByTestId('search-bar').getByTestId('open-filter-drawer') : page.getByTestId('header-filters')).click();
    const drawer = page.getByTestId('filter-drawer');

    const location = drawer.getByRole('combobox', { name: s.advanced.location });
    await location.scrollIntoViewIfNeeded();
    await location.click();
    const bangkok = page.getByRole('option', { name: s.advanced.wholeProvince.replace('{{province}}', 'กรุงเทพมหานคร') });
    await expect(bangkok).toBeVisible();
    // the drawer did not jump to its top: the field stays on screen beside its list
    await expect(location).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-drawer-location.png`) });
    await bangkok.click();
    await expect(location).toHaveValue(s.advanced.wholeProvince.replace('{{province}}', 'กรุงเทพมหานคร'));

    const train = drawer.getByRole('combobox', { name: s.advanced.train });
    await train.scrollIntoViewIfNeeded();
    // opened from the keyboard
    await train.focus();
    await page.keyboard.press('ArrowDown');
    const bts = page.getByRole('option', { name: s.advanced.allLines.replace('{{type}}', 'BTS') });
    await expect(bts).toBeVisible();
    await expect(train).toBeInViewport();
    await bts.click();
    await expect(train).toHaveValue(s.advanced.allLines.replace('{{type}}', 'BTS'));

    await drawer.getByTestId('filter-drawer-search').click();
    await page.waitForURL(/train_type=BTS/);
    expect(new URL(page.url()).searchParams.get('p')).toBe('กรุงเทพมหานคร');
  });

  test('the filter drawer counts rooms once, and a room code adds its letters to those counts', async ({ page, context, baseURL }, testInfo) => {
    await withCookieConsent(context, baseURL);
    await open(page, '/announce-search');
    await (isPhone(testInfo) ? page.getByTestId('search-bar').getByTestId('open-filter-drawer') : page.getByTestId('header-filters')).click();
    const drawer = page.getByTestId('filter-drawer');
    for (const name of [s.advanced.bedrooms, s.advanced.restrooms, s.advanced.carParks]) await expect(drawer.getByRole('group', { name, exact: true })).toHaveCount(1);
    await expect(drawer.getByRole('group', { name: s.roomCode.bedrooms })).toHaveCount(0);

    await drawer.getByTestId('count-bedroom').getByRole('button', { name: '2', exact: true }).click();
    await expect(drawer.getByTestId('room-code-value')).toHaveText(s.roomCode.none);
    await drawer.getByTestId('room-code-picker').getByText(s.roomCode.kitchen).click();
    await expect(drawer.getByTestId('room-code-value')).toHaveText('2BK');
    // a count changed afterwards changes the code with it
    await drawer.getByTestId('count-restroom').getByRole('button', { name: '1', exact: true }).click();
    await expect(drawer.getByTestId('room-code-value')).toHaveText('2B1RK');
    await drawer.getByTestId('room-code-picker').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-drawer-rooms.png`) });
    await expectNoViolations(page);

    await drawer.getByTestId('filter-drawer-search').click();
    await page.waitForURL(/code=2B1RK/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ total_bedroom: '2', total_restroom: '1', code: '2B1RK' });
  });

  test('stations: one or more picked in the drawer, each a chip of the results', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const phone = isPhone(testInfo);
    const word = uniqueWord(testInfo);
    // three stations of one line: a listing near each, the first two picked
    const train = await ok<{ train_lines: { id: number; train_type_id: number; is_open: boolean }[]; train_stations: { id: number; train_line_id: number; name_th: string; is_open: boolean }[] }>(
      await request.get('/api/train-data'),
    );
    const line = train.train_lines.find((item) => item.is_open && train.train_stations.filter((station) => station.train_line_id === item.id && station.is_open).length >= 3)!;
    const [first, second, third] = train.train_stations.filter((station) => station.train_line_id === line.id && station.is_open);
    const near = (station: { id: number }) => [{ train_type_id: line.train_type_id, train_station_id: station.id, distance: 0.4 }];
    const ids = await postListings(request, testInfo, [
      { title: `คอนโดให้เช่า ${word} ใกล้สถานีแรก`, sell_type: 'เช่า', bedrooms: 1, price: 12_000, lat: 13.7367, lng: 100.5608, stations: near(first!) },
      { title: `คอนโดให้เช่า ${word} ใกล้สถานีสอง`, sell_type: 'เช่า', bedrooms: 1, price: 13_000, lat: 13.7246, lng: 100.5783, stations: near(second!) },
      { title: `คอนโดให้เช่า ${word} ใกล้สถานีสาม`, sell_type: 'เช่า', bedrooms: 1, price: 14_000, lat: 13.7563, lng: 100.5018, stations: near(third!) },
    ]);
    await withCookieConsent(context, baseURL);
    await open(page, `/announce-search?${new URLSearchParams({ q: word }).toString()}`);
    await expect(cards(page)).toHaveCount(3);

    await (phone ? page.getByTestId('search-bar').getByTestId('open-filter-drawer') : page.getByTestId('header-filters')).click();
    const drawer = page.getByTestId('filter-drawer');
    const stations = drawer.getByRole('combobox', { name: s.advanced.stations });
    // the list's options, not the page's others (the sort is a native select whose
    // options are hidden: an unscoped option locator picked those and waited forever)
    const list = page.getByRole('listbox', { name: s.advanced.stations });
    for (const station of [first!, second!]) {
      await stations.click();
      await stations.fill(station.name_th);
      await list.getByRole('option', { name: station.name_th, exact: true }).first().click();
    }
    await expect(stations).toHaveValue('');
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-station-picker.png`) });
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(drawer).toBeVisible();
    // the picked stations as the drawer shows them (axe reads a list open as a scroll
    // region without focusable content: its options are reached by the arrow keys, as in
    // the place and line lists, which are checked closed too)
    for (const station of [first!, second!]) await expect(drawer.getByText(station.name_th, { exact: true })).toBeVisible();
    await expectNoViolations(page);
    await drawer.getByTestId('filter-drawer-search').click();

    await page.waitForURL(/train_station_cast=/);
    expect(new URL(page.url()).searchParams.get('train_station_cast')).toBe([first!.id, second!.id].sort((a, b) => a - b).join(','));
    await expect(cards(page)).toHaveCount(2);
    const shown = async () => (await cards(page).evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-listing-id'))))).sort((a, b) => a - b);
    expect(await shown()).toEqual([ids[0], ids[1]].sort((a, b) => a! - b!));
    const chips = page.getByTestId('active-filters');
    await expect(chips.getByTestId('filter-chip')).toHaveText([s.chips.keyword.replace('{{keyword}}', word), first!.name_th, second!.name_th]);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-station-chips.png`), fullPage: true });
    await expectNoViolations(page);

    // a station's chip removed: the other station alone
    await chips.getByRole('button', { name: s.chips.remove.replace('{{filter}}', first!.name_th) }).click();
    await expect(chips.getByTestId('filter-chip')).toHaveText([s.chips.keyword.replace('{{keyword}}', word), second!.name_th]);
    expect(new URL(page.url()).searchParams.get('train_station_cast')).toBe(String(second!.id));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-listing-id', String(ids[1]));
  });

  test('the map: moved, "search this area" holds the results to it, kept on reload, lifted by its chip', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const word = uniqueWord(testInfo);
    // two listings a street apart near Asok (one cluster pin at first), one across the city
    const ids = await postListings(request, testInfo, [
      { title: `คอนโดให้เช่า ${word} อโศก หนึ่ง`, sell_type: 'เช่า', bedrooms: 1, price: 12_000, lat: 13.7367, lng: 100.5608 },
      { title: `คอนโดให้เช่า ${word} อโศก สอง`, sell_type: 'เช่า', bedrooms: 1, price: 13_000, lat: 13.7376, lng: 100.5617 },
      { title: `คอนโดให้เช่า ${word} บางซื่อ`, sell_type: 'เช่า', bedrooms: 1, price: 14_000, lat: 13.8063, lng: 100.5301 },
    ]);
    await withCookieConsent(context, baseURL);
    await open(page, `/announce-search?${new URLSearchParams({ q: word, view: 'map' }).toString()}`);
    const note = page.getByTestId('map-note');
    const count = page.getByTestId('result-count');
    await expect(note).toHaveText(s.results.mapShown.replace('{{shown}}', '3').replace('{{total}}', '3'));
    await expect(count).toHaveText(s.results.count.replace('{{total}}', '3'));
    const searchArea = page.getByRole('button', { name: s.results.searchArea });
    // the map fitting itself to the pins is not the visitor moving it
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(2);
    await expect(searchArea).toBeHidden();

    // the visitor zooms in on the two near Asok (their cluster's tap), then searches there
    const cluster = page.getByRole('button', { name: s.results.mapCluster.replace('{{count}}', '2') });
    await expect(async () => {
      await cluster.click({ timeout: 2_000 });
      await expect(searchArea).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-map-moved.png`) });
    await searchArea.click();
    await page.waitForURL(/north=/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('view')).toBe('map');
    const [south, west, north, east] = ['south', 'west', 'north', 'east'].map((edge) => Number(params.get(edge)));
    expect(south! < 13.7367 && north! > 13.7376 && west! < 100.5608 && east! > 100.5617).toBe(true);
    expect(north! < 13.8063).toBe(true);
    await expect(count).toHaveText(s.results.count.replace('{{total}}', '2'));
    await expect(note).toHaveText(s.results.mapShown.replace('{{shown}}', '2').replace('{{total}}', '2'));
    const chips = page.getByTestId('active-filters');
    const areaChip = [s.chips.keyword.replace('{{keyword}}', word), s.chips.mapArea];
    await expect(chips.getByTestId('filter-chip')).toHaveText(areaChip);
    await expect(searchArea).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-map-area.png`), fullPage: true });
    await expectNoViolations(page);

    // a reload (or a shared link) opens the same area, on the map
    const areaUrl = page.url();
    await page.reload();
    await expect(count).toHaveText(s.results.count.replace('{{total}}', '2'));
    await expect(chips.getByTestId('filter-chip')).toHaveText(areaChip);
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(2);
    await expect(searchArea).toBeHidden();
    expect(page.url()).toBe(areaUrl);
    // the list view shows the same two
    await page.getByTestId('result-view').getByText(s.results.list).click();
    await expect(cards(page)).toHaveCount(2);
    expect((await cards(page).evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-listing-id'))))).sort((a, b) => a - b)).toEqual([ids[0], ids[1]].sort((a, b) => a! - b!));
    // back on the map (its pins drawn) before the chip is taken off; on a loaded machine the
    // switch can take longer than a step's wait, as the cluster's tap above
    await expect(async () => {
      if (new URL(page.url()).searchParams.get('view') !== 'map') await page.getByTestId('result-view').getByText(s.results.map).click({ timeout: 2_000 });
      await expect(page.locator('.leaflet-marker-icon')).toHaveCount(2, { timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

    // removing the chip searches everywhere again, still on the map
    await chips.getByRole('button', { name: s.chips.remove.replace('{{filter}}', s.chips.mapArea) }).click();
    await expect(chips.getByTestId('filter-chip')).toHaveText([s.chips.keyword.replace('{{keyword}}', word)]);
    await expect(count).toHaveText(s.results.count.replace('{{total}}', '3'));
    await expect(note).toHaveText(s.results.mapShown.replace('{{shown}}', '3').replace('{{total}}', '3'));
    const after = new URL(page.url()).searchParams;
    expect(after.has('north')).toBe(false);
    expect(after.get('view')).toBe('map');
  });

  test('stations within a walking distance: 500 m picked in the filters, kept in the URL and a chip', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const phone = isPhone(testInfo);
    const word = uniqueWord(testInfo);
    const train = await ok<{ train_lines: { id: number; train_type_id: number; is_open: boolean }[]; train_stations: { id: number; train_line_id: number; name_th: string; is_open: boolean }[] }>(
      await request.get('/api/train-data'),
    );
    const line = train.train_lines.find((item) => item.is_open && train.train_stations.some((station) => station.train_line_id === item.id && station.is_open))!;
    const station = train.train_stations.find((item) => item.train_line_id === line.id && item.is_open)!;
    const at = (distance: number) => [{ train_type_id: line.train_type_id, train_station_id: station.id, distance }];
    // the owners state the station 300 m, 800 m and 1.5 km away
    const ids = await postListings(request, testInfo, [
      { title: `คอนโดให้เช่า ${word} ติดสถานี`, sell_type: 'เช่า', bedrooms: 1, price: 12_000, lat: 13.7367, lng: 100.5608, stations: at(0.3) },
      { title: `คอนโดให้เช่า ${word} เดินไม่ไกล`, sell_type: 'เช่า', bedrooms: 1, price: 13_000, lat: 13.7246, lng: 100.5783, stations: at(0.8) },
      { title: `คอนโดให้เช่า ${word} ไกลหน่อย`, sell_type: 'เช่า', bedrooms: 1, price: 14_000, lat: 13.7563, lng: 100.5018, stations: at(1.5) },
    ]);
    await withCookieConsent(context, baseURL);
    await open(page, `/announce-search?${new URLSearchParams({ q: word }).toString()}`);
    await expect(cards(page)).toHaveCount(3);

    await (phone ? page.getByTestId('search-bar').getByTestId('open-filter-drawer') : page.getByTestId('header-filters')).click();
    const drawer = page.getByTestId('filter-drawer');
    const distance = drawer.getByRole('combobox', { name: s.advanced.distance });
    // a distance means nothing until a station is picked
    await expect(distance).toBeDisabled();
    const stations = drawer.getByRole('combobox', { name: s.advanced.stations });
    await stations.click();
    await stations.fill(station.name_th);
    await page.getByRole('listbox', { name: s.advanced.stations }).getByRole('option', { name: station.name_th, exact: true }).first().click();
    await page.keyboard.press('Escape');
    await expect(distance).toBeEnabled();
    await distance.selectOption({ label: s.advanced.distanceMetres.replace('{{metres}}', '500') });
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-station-distance.png`) });
    await expectNoViolations(page);
    await drawer.getByTestId('filter-drawer-search').click();

    await page.waitForURL(/station_distance=500/);
    expect(new URL(page.url()).searchParams.get('train_station_cast')).toBe(String(station.id));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-listing-id', String(ids[0]));
    const chips = page.getByTestId('active-filters');
    const within = s.chips.stationDistance.replace('{{distance}}', s.advanced.distanceMetres.replace('{{metres}}', '500'));
    await expect(chips.getByTestId('filter-chip')).toHaveText([s.chips.keyword.replace('{{keyword}}', word), station.name_th, within]);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-station-distance-results.png`), fullPage: true });

    // 1 km by the URL (a shared link) finds the second too; lifting the distance, all three
    await open(page, `/announce-search?${new URLSearchParams({ q: word, train_station_cast: String(station.id), station_distance: '1000' }).toString()}`);
    await expect(cards(page)).toHaveCount(2);
    await chips.getByRole('button', { name: s.chips.remove.replace('{{filter}}', s.chips.stationDistance.replace('{{distance}}', s.advanced.distanceKm.replace('{{km}}', '1'))) }).click();
    await expect(cards(page)).toHaveCount(3);
    expect(new URL(page.url()).searchParams.has('station_distance')).toBe(false);
  });

  test('a sub-district of the district chosen: picked in the filters, kept in the URL and a chip', async ({ page, context, request, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const phone = isPhone(testInfo);
    const word = uniqueWord(testInfo);
    const address = await ok<{ districts: { id: number; province_id: number }[]; sub_districts: { id: number; district_id: number; name_th: string }[] }>(
      await request.get('/api/address-data'),
    );
    // the district the listings are posted in (postListings): the first of Bangkok with two sub-districts or more
    const district = address.districts.find((item) => item.province_id === 10 && address.sub_districts.filter((sub) => sub.district_id === item.id).length > 1)!;
    const [first, second] = address.sub_districts.filter((sub) => sub.district_id === district.id);
    const ids = await postListings(request, testInfo, [
      { title: `คอนโดให้เช่า ${word} แขวงแรก`, sell_type: 'เช่า', bedrooms: 1, price: 12_000, lat: 13.7367, lng: 100.5608, subDistrict: 0 },
      { title: `คอนโดให้เช่า ${word} แขวงที่สอง`, sell_type: 'เช่า', bedrooms: 1, price: 13_000, lat: 13.7246, lng: 100.5783, subDistrict: 1 },
    ]);
    await withCookieConsent(context, baseURL);
    await open(page, `/announce-search?${new URLSearchParams({ q: word, location_id: String(district.id) }).toString()}`);
    await expect(cards(page)).toHaveCount(2);

    await (phone ? page.getByTestId('search-bar').getByTestId('open-filter-drawer') : page.getByTestId('header-filters')).click();
    const drawer = page.getByTestId('filter-drawer');
    const subDistrict = drawer.getByRole('combobox', { name: s.filters.sub_district_id });
    await expect(subDistrict).toBeEnabled();
    await subDistrict.click();
    await subDistrict.fill(second!.name_th);
    await page.getByRole('listbox', { name: s.filters.sub_district_id }).getByRole('option', { name: second!.name_th, exact: true }).click();
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-sub-district.png`) });
    await expectNoViolations(page);
    await drawer.getByTestId('filter-drawer-search').click();

    await page.waitForURL(/sd=/);
    expect(new URL(page.url()).searchParams.get('sd')).toBe(String(second!.id));
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-listing-id', String(ids[1]));
    const chips = page.getByTestId('active-filters').getByTestId('filter-chip');
    await expect(chips.nth(2)).toHaveText(second!.name_th);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-sub-district-results.png`), fullPage: true });

    // the other sub-district by the URL (a shared link); lifting its chip, the whole district again
    await open(page, `/announce-search?${new URLSearchParams({ q: word, location_id: String(district.id), sd: String(first!.id) }).toString()}`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-listing-id', String(ids[0]));
    await page.getByTestId('active-filters').getByRole('button', { name: s.chips.remove.replace('{{filter}}', first!.name_th) }).click();
    await expect(cards(page)).toHaveCount(2);
    expect(new URL(page.url()).searchParams.has('sd')).toBe(false);
  });
});
