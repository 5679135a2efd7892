import { expect, test, type Page } from '@playwright/test';
import { en, isPhone, open, th, uniqueWord, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { ok, publishedListings } from './support/listings.js';

/**
 * Commute search (issue #35): a station and the minutes picked in the filters, kept in the
 * URL, each card saying its minutes to the station ("24 นาทีถึงสยาม", the same figure the
 * API answers), a chip, the stations reached highlighted on the map; in Thai and English.
 */

interface TrainData {
  train_lines: { id: number; code: string; train_type_id: number }[];
  train_stations: { id: number; train_line_id: number; code: string; name_th: string; name_en: string }[];
}

const cards = (page: Page) => page.getByTestId('search-results').getByTestId('listing-card');
const english = (page: Page) => page.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));

test('commute: a station and minutes picked, cards with their minutes, the URL kept, the map of stations reached', async ({ page, context, request, baseURL }, testInfo) => {
  const word = uniqueWord(`zc${testInfo.project.name}`);
  const train = await ok<TrainData>(await request.get('/api/train-data'));
  const station = (line: string, code: string) => {
    const lineRow = train.train_lines.find((item) => item.code === line)!;
    const row = train.train_stations.find((item) => item.train_line_id === lineRow.id && item.code === code)!;
    return { ...row, train_type_id: lineRow.train_type_id };
  };
  const siam = station('BTS-SUK', 'CEN');
  const near = [
    // Siam on the Silom Line (the same place), Mo Chit 7 stops up the line, Kheha at the far end
    { s: station('BTS-SIL', 'CEN'), km: 0.3 },
    { s: station('BTS-SUK', 'N8'), km: 0.4 },
    { s: station('BTS-SUK', 'E23'), km: 0.2 },
  ];
  const { ids } = await publishedListings(request, testInfo, word, 3, (i) => ({
    nearby_station_cast: [{ train_type_id: near[i]!.s.train_type_id, train_station_id: near[i]!.s.id, distance: near[i]!.km }],
  }));
  await withCookieConsent(context, baseURL);
  await open(page, `/announce-search?${new URLSearchParams({ q: word }).toString()}`);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByTestId('card-commute')).toHaveCount(0);

  // the filters: the station (Siam, either line) and the minutes
  await (isPhone(testInfo) ? page.getByTestId('search-bar').getByTestId('open-filter-drawer') : page.getByTestId('header-filters')).click();
  const drawer = page.getByTestId('filter-drawer');
  const minutes = drawer.getByRole('combobox', { name: th.search.advanced.commuteMinutes });
  await expect(minutes).toBeDisabled();
  const commute = drawer.getByRole('combobox', { name: th.search.advanced.commuteStation });
  await commute.scrollIntoViewIfNeeded();
  await commute.click();
  await commute.fill(siam.name_th);
  await page.getByRole('option', { name: siam.name_th, exact: true }).first().click();
  await expect(minutes).toBeEnabled();
  await minutes.selectOption({ label: th.search.advanced.commuteMinutesOption.replace('{{minutes}}', '30') });
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-commute-filter.png`) });
  await expectNoViolations(page);
  await drawer.getByTestId('filter-drawer-search').click();

  await page.waitForURL(/commute_minutes=30/);
  const url = new URL(page.url());
  const stationId = url.searchParams.get('commute_station_id');
  expect([String(siam.id), String(near[0]!.s.id)]).toContain(stationId);
  // within 30 minutes: Siam and Mo Chit, not Kheha; each card shows the minutes the API answers
  await expect(cards(page)).toHaveCount(2);
  const api = await ok<{ data: { id: number; commute_minutes: number }[] }>(
    await request.get(`/api/estate?${new URLSearchParams({ keyword: word, commute_station_id: stationId!, commute_minutes: '30' }).toString()}`),
  );
  expect(api.data.map((card) => card.id).sort()).toEqual([ids[0], ids[1]].sort());
  for (const card of api.data) {
    expect(card.commute_minutes).toBeLessThanOrEqual(30);
    const shown = page.locator(`[data-testid="listing-card"][data-listing-id="${card.id}"]`).getByTestId('card-commute');
    await expect(shown).toHaveText(th.listing.card.commute.replace('{{minutes}}', String(card.commute_minutes)).replace('{{station}}', siam.name_th));
  }
  const chip = th.search.chips.commute.replace('{{minutes}}', '30').replace('{{station}}', siam.name_th);
  await expect(page.getByTestId('active-filters').getByTestId('filter-chip').filter({ hasText: chip })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-commute-results.png`), fullPage: true });

  // the URL reloaded (a shared link): the same cards and minutes
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByTestId('card-commute')).toHaveCount(2);

  // the map: the stations reached in 30 minutes highlighted
  await page.getByTestId('result-view').getByText(th.search.results.map).click();
  const reached = page.getByTestId('commute-stations');
  await expect(reached).toBeVisible();
  expect(Number(await reached.getAttribute('data-count'))).toBeGreaterThan(10);
  await expect(page.locator('path.commute-station').first()).toBeAttached();
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-commute-map.png`), fullPage: true });

  // 15 minutes by a shared link: Mo Chit is now too far; the chip lifts the commute
  await open(page, `/announce-search?${new URLSearchParams({ q: word, commute_station_id: String(siam.id), commute_minutes: '15' }).toString()}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAttribute('data-listing-id', String(ids[0]));
  const chip15 = th.search.chips.commute.replace('{{minutes}}', '15').replace('{{station}}', siam.name_th);
  await page.getByRole('button', { name: th.search.chips.remove.replace('{{filter}}', chip15) }).click();
  await expect(cards(page)).toHaveCount(3);
  expect(new URL(page.url()).searchParams.has('commute_station_id')).toBe(false);

  // in English
  await english(page);
  await open(page, `/announce-search?${new URLSearchParams({ q: word, commute_station_id: String(siam.id), commute_minutes: '30' }).toString()}`);
  await expect(cards(page)).toHaveCount(2);
  const first = page.locator(`[data-testid="listing-card"][data-listing-id="${ids[0]}"]`).getByTestId('card-commute');
  await expect(first).toHaveText(en.listing.card.commute.replace('{{minutes}}', String(api.data.find((card) => card.id === ids[0])!.commute_minutes)).replace('{{station}}', siam.name_en));
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-commute-results-en.png`), fullPage: true });
});
