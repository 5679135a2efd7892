import { expect, test, type Page } from '@playwright/test';
import { en, open, th, uniqueWord, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { ok, pageAs, publishedListings } from './support/listings.js';

/**
 * The compare page's commute row (issue #35, decision 066): from a commute search the
 * comparison shows each listing's minutes to the search's station or place (the figure the
 * cards show), a station or district chosen on the page changes it, and the shared link
 * keeps it; in Thai and English.
 */

interface TrainData {
  train_lines: { id: number; code: string; train_type_id: number }[];
  train_stations: { id: number; train_line_id: number; code: string; name_th: string; name_en: string }[];
}
interface Card {
  id: number;
  commute_minutes: number;
}

const english = (page: Page) => page.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
const minutesText = (template: string, minutes: number) => template.replace('{{minutes}}', String(minutes));

test('compare: the commute row from a commute search, another station chosen, kept in the shared link', async ({ page, context, request, baseURL, browser }, testInfo) => {
  const word = uniqueWord(`zk${testInfo.project.name}`);
  const train = await ok<TrainData>(await request.get('/api/train-data'));
  const station = (line: string, code: string) => {
    const lineRow = train.train_lines.find((item) => item.code === line)!;
    const row = train.train_stations.find((item) => item.train_line_id === lineRow.id && item.code === code)!;
    return { ...row, train_type_id: lineRow.train_type_id };
  };
  const near = [
    { s: station('BTS-SUK', 'E1'), km: 0.1 },
    { s: station('BTS-SUK', 'N8'), km: 0.4 },
  ];
  const { ids } = await publishedListings(request, testInfo, word, 2, (i) => ({
    nearby_station_cast: [{ train_type_id: near[i]!.s.train_type_id, train_station_id: near[i]!.s.id, distance: near[i]!.km }],
  }));
  await withCookieConsent(context, baseURL);
  // a commute search from Pathum Wan; both listings picked from its cards
  const search = new URLSearchParams({ q: word, commute_place: 'district:1007', commute_minutes: '45' });
  await open(page, `/announce-search?${search.toString()}`);
  const card = (id: number) => page.locator(`[data-testid="search-results"] [data-testid="listing-card"][data-listing-id="${id}"]`);
  for (const id of ids) {
    await card(id).getByTestId('compare-toggle').click();
    await expect(card(id).getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
  }
  const cards = await ok<{ data: Card[] }>(await request.get(`/api/estate?${new URLSearchParams({ keyword: word, commute_place: 'district:1007', commute_minutes: '45' }).toString()}`));
  expect(cards.data).toHaveLength(2);
  await page.getByTestId('compare-bar').click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  expect(new URL(page.url()).searchParams.get('commute_place')).toBe('district:1007');

  // the row: each listing's minutes as its card showed them
  const row = page.getByTestId('compare-row-commute');
  await expect(row.getByRole('rowheader')).toHaveText(th.listing.compare.commuteRow.replace('{{place}}', 'เขตปทุมวัน'));
  for (const listing of cards.data) {
    await expect(row.locator(`[data-testid="compare-commute-cell"][data-listing-id="${listing.id}"]`)).toHaveText(minutesText(th.listing.compare.commuteMinutes, listing.commute_minutes));
  }
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-compare-commute.png`), fullPage: true });

  // another target chosen on the page: Mo Chit; the address follows
  const moChit = near[1]!.s;
  const picker = page.getByRole('combobox', { name: th.listing.compare.commuteTo });
  await picker.click();
  await picker.fill(moChit.name_th);
  await page.getByRole('option', { name: moChit.name_th, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`commute_station_id=${moChit.id}`));
  expect(new URL(page.url()).searchParams.has('commute_place')).toBe(false);
  const fromMoChit = await ok<{ listings: { id: number; commute_minutes: number | null }[] }>(
    await request.get(`/api/estate/commute?ids=${ids.join(',')}&commute_station_id=${moChit.id}`),
  );
  await expect(row.getByRole('rowheader')).toHaveText(th.listing.compare.commuteRow.replace('{{place}}', moChit.name_th));
  // 400 m from Mo Chit: a 5-minute walk
  expect(fromMoChit.listings.find((listing) => listing.id === ids[1])!.commute_minutes).toBe(5);
  for (const listing of fromMoChit.listings) {
    await expect(row.locator(`[data-testid="compare-commute-cell"][data-listing-id="${listing.id}"]`)).toHaveText(minutesText(th.listing.compare.commuteMinutes, listing.commute_minutes!));
  }

  // the shared link, in another browser, in English
  const shared = new URL(page.url());
  const other = await pageAs(browser, baseURL, null);
  await english(other);
  await open(other, `${shared.pathname}${shared.search}`);
  const otherRow = other.getByTestId('compare-row-commute');
  await expect(otherRow.getByRole('rowheader')).toHaveText(en.listing.compare.commuteRow.replace('{{place}}', moChit.name_en));
  await expect(otherRow.locator(`[data-testid="compare-commute-cell"][data-listing-id="${ids[1]}"]`)).toHaveText(minutesText(en.listing.compare.commuteMinutes, 5));
  await other.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-compare-commute-en.png`), fullPage: true });

  await other.context().close();
});
