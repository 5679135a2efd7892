import { expect, test, type Page } from '@playwright/test';
import { en, isPhone, open, th, uniqueWord, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { ok, publishedListings } from './support/listings.js';

/**
 * Commute search from a place (issue #35, decision 066): a district picked in the filters
 * instead of a station, or where the visitor is (the browser's location), kept in the URL
 * as `commute_place`, each card saying its minutes to the place ("24 นาทีถึงปทุมวัน", the
 * figure the API answers), a chip, the place marked on the map; in Thai and English.
 */

interface TrainData {
  train_lines: { id: number; code: string; train_type_id: number }[];
  train_stations: { id: number; train_line_id: number; code: string; name_th: string; name_en: string; lat: number; lng: number }[];
}
interface Areas {
  provinces: { districts: { id: number; name_th: string; name_en: string; point: { lat: number; lng: number } | null }[] }[];
}

const cards = (page: Page) => page.getByTestId('search-results').getByTestId('listing-card');
const english = (page: Page) => page.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
const cardText = (template: string, minutes: number, place: string) => template.replace('{{minutes}}', String(minutes)).replace('{{station}}', place);

test('commute from a place: a district or where you are, cards with their minutes, the URL kept, the place on the map', async ({ page, context, request, baseURL }, testInfo) => {
  const word = uniqueWord(`zp${testInfo.project.name}`);
  const train = await ok<TrainData>(await request.get('/api/train-data'));
  const station = (line: string, code: string) => {
    const lineRow = train.train_lines.find((item) => item.code === line)!;
    const row = train.train_stations.find((item) => item.train_line_id === lineRow.id && item.code === code)!;
    return { ...row, train_type_id: lineRow.train_type_id };
  };
  const areas = await ok<Areas>(await request.get('/api/district-around-bangkok'));
  const pathumWan = areas.provinces.flatMap((p) => p.districts).find((d) => d.id === 1007)!;
  expect(pathumWan.point).not.toBeNull();
  const near = [
    // Chit Lom (Pathum Wan's point), Mo Chit up the line, Kheha at the far end
    { s: station('BTS-SUK', 'E1'), km: 0.1 },
    { s: station('BTS-SUK', 'N8'), km: 0.4 },
    { s: station('BTS-SUK', 'E23'), km: 0.2 },
  ];
  const { ids } = await publishedListings(request, testInfo, word, 3, (i) => ({
    nearby_station_cast: [{ train_type_id: near[i]!.s.train_type_id, train_station_id: near[i]!.s.id, distance: near[i]!.km }],
  }));
  await withCookieConsent(context, baseURL);
  await open(page, `/announce-search?${new URLSearchParams({ q: word }).toString()}`);
  await expect(cards(page)).toHaveCount(3);

  // the filters: a district as the place, and the minutes
  const openFilters = () => (isPhone(testInfo) ? page.getByTestId('search-bar').getByTestId('open-filter-drawer') : page.getByTestId('header-filters')).click();
  await openFilters();
  const drawer = page.getByTestId('filter-drawer');
  const minutes = drawer.getByRole('combobox', { name: th.search.advanced.commuteMinutes });
  await expect(minutes).toBeDisabled();
  const place = drawer.getByRole('combobox', { name: th.search.advanced.commutePlace });
  await place.scrollIntoViewIfNeeded();
  await place.click();
  await place.fill(pathumWan.name_th);
  await page.getByRole('option', { name: pathumWan.name_th, exact: true }).first().click();
  await expect(minutes).toBeEnabled();
  await minutes.selectOption({ label: th.search.advanced.commuteMinutesOption.replace('{{minutes}}', '30') });
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-commute-place-filter.png`) });
  await expectNoViolations(page);
  await drawer.getByTestId('filter-drawer-search').click();

  await page.waitForURL(/commute_minutes=30/);
  expect(new URL(page.url()).searchParams.get('commute_place')).toBe('district:1007');
  expect(new URL(page.url()).searchParams.has('commute_station_id')).toBe(false);
  // within 30 minutes of Pathum Wan: Chit Lom and Mo Chit, not Kheha; each card shows the API's minutes
  await expect(cards(page)).toHaveCount(2);
  const api = await ok<{ data: { id: number; commute_minutes: number }[] }>(
    await request.get(`/api/estate?${new URLSearchParams({ keyword: word, commute_place: 'district:1007', commute_minutes: '30' }).toString()}`),
  );
  expect(api.data.map((card) => card.id).sort()).toEqual([ids[0], ids[1]].sort());
  for (const card of api.data) {
    expect(card.commute_minutes).toBeLessThanOrEqual(30);
    const shown = page.locator(`[data-testid="listing-card"][data-listing-id="${card.id}"]`).getByTestId('card-commute');
    await expect(shown).toHaveText(cardText(th.listing.card.commute, card.commute_minutes, pathumWan.name_th));
  }
  // 100 m from Chit Lom, Pathum Wan's point: 2 minutes
  expect(api.data.find((card) => card.id === ids[0])!.commute_minutes).toBe(2);
  const chip = cardText(th.search.chips.commute, 30, pathumWan.name_th);
  await expect(page.getByTestId('active-filters').getByTestId('filter-chip').filter({ hasText: chip })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-commute-place-results.png`), fullPage: true });

  // the map: the place marked and the stations reached
  await page.getByTestId('result-view').getByText(th.search.results.map).click();
  await expect(page.getByTestId('commute-stations')).toBeVisible();
  expect(Number(await page.getByTestId('commute-stations').getAttribute('data-count'))).toBeGreaterThan(10);
  await expect(page.locator('path.commute-place')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-commute-place-map.png`), fullPage: true });

  // where the visitor is: 400 m east of Mo Chit; the place is a point, the cards say "the chosen point"
  const moChit = near[1]!.s;
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: moChit.lat, longitude: moChit.lng + 0.0037 });
  await open(page, `/announce-search?${new URLSearchParams({ q: word }).toString()}`);
  await expect(cards(page)).toHaveCount(3);
  await openFilters();
  await place.scrollIntoViewIfNeeded();
  await place.click();
  await page.getByRole('option', { name: th.search.advanced.commuteHere, exact: true }).click();
  await expect(minutes).toBeEnabled();
  await drawer.getByTestId('filter-drawer-search').click();
  await page.waitForURL(/commute_place=point/);
  const point = new URL(page.url()).searchParams.get('commute_place')!;
  const fromHere = await ok<{ data: { id: number; commute_minutes: number }[] }>(
    await request.get(`/api/estate?${new URLSearchParams({ keyword: word, commute_place: point, commute_minutes: '30' }).toString()}`),
  );
  expect(fromHere.data.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(fromHere.data.length);
  for (const card of fromHere.data) {
    const shown = page.locator(`[data-testid="listing-card"][data-listing-id="${card.id}"]`).getByTestId('card-commute');
    await expect(shown).toHaveText(cardText(th.listing.card.commute, card.commute_minutes, th.search.chips.commutePoint));
  }
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-commute-point-results.png`), fullPage: true });

  // in English, by a shared link
  await english(page);
  await open(page, `/announce-search?${new URLSearchParams({ q: word, commute_place: 'district:1007', commute_minutes: '30' }).toString()}`);
  await expect(cards(page)).toHaveCount(2);
  const first = page.locator(`[data-testid="listing-card"][data-listing-id="${ids[0]}"]`).getByTestId('card-commute');
  await expect(first).toHaveText(cardText(en.listing.card.commute, 2, pathumWan.name_en));
  await expect(page.getByTestId('active-filters').getByTestId('filter-chip').filter({ hasText: cardText(en.search.chips.commute, 30, pathumWan.name_en) })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-commute-place-results-en.png`), fullPage: true });
});
