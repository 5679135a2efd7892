import { expect, test, type Page } from '@playwright/test';
import { en, open, th, uniqueWord, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, postListing, verifiedUser } from './support/listings.js';

/**
 * A keyword that states filters ("คอนโด เลี้ยงสัตว์ได้ ใกล้ BTS") searches with those filters,
 * shown as chips the visitor can lift, instead of words to find in the listings' text; a
 * place typed with a typo still finds its listings.
 */

let word = '';
let petFriendly = 0;
/** A condo in Watthana, in the Ashton Asoke project, 400 m from BTS Phrom Phong, that allows pets: its title names none of it. */
let placed = 0;
/** A house 2.5 km from BTS Udom Suk (past walking distance): a keyword naming the station does not reach it, the station's filter does. */
let udomSukHouse = 0;

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  word = uniqueWord(`zq${testInfo.project.name}`);
  const train = await ok<{ train_types: { id: number; code: string }[]; train_lines: { id: number; train_type_id: number; is_open: boolean }[]; train_stations: { id: number; train_line_id: number; is_open: boolean }[] }>(
    await request.get('/api/train-data'),
  );
  const bts = train.train_types.find((type) => type.code === 'BTS')!;
  const line = train.train_lines.find((item) => item.train_type_id === bts.id && item.is_open)!;
  const station = train.train_stations.find((item) => item.train_line_id === line.id && item.is_open)!;
  const nearBts = { nearby_station_cast: [{ train_type_id: bts.id, train_station_id: station.id, distance: 0.4 }] };
  const owner = await verifiedUser(request, testInfo, 'intent-owner');
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  // the owner's first listing waits for the admin, the second is published at once
  petFriendly = await postListing(request, owner, `คอนโดสุขุมวิท ${word} รับสัตว์เลี้ยง`, 'pending', { width: 320, height: 200 }, { ...nearBts, is_pet_allow: 1 });
  await ok(await request.put(`/api/admin/estate/approve/${petFriendly}`, { headers: { authorization: `Bearer ${admin.token}` } }));
  await postListing(request, owner, `คอนโดสุขุมวิท ${word} ห้องสวย`, 'publish', { width: 320, height: 200 }, { ...nearBts, is_pet_allow: 0 });

  const phromPhong = train.train_stations.find((item) => (item as { name_en?: string }).name_en === 'Phrom Phong')!;
  const address = await ok<{ districts: { id: number; name_en: string }[]; sub_districts: { id: number; district_id: number; postal_code: string }[] }>(await request.get('/api/address-data'));
  const watthana = address.districts.find((item) => item.name_en === 'Khet Watthana')!;
  const subDistrict = address.sub_districts.find((item) => item.district_id === watthana.id)!;
  const project = (await ok<{ projects: { id: number; name_en: string | null }[] }>(await request.get('/api/project-estate?q=Ashton%20Asoke'))).projects.find((item) => item.name_en === 'Ashton Asoke')!;
  const placer = await verifiedUser(request, testInfo, 'intent-placed');
  placed = await postListing(request, placer, 'ห้องมุม แสงดี พร้อมอยู่', 'pending', { width: 320, height: 200 }, {
    nearby_station_cast: [{ train_type_id: bts.id, train_station_id: phromPhong.id, distance: 0.4 }],
    is_pet_allow: 1,
    district_id: watthana.id,
    sub_district_id: subDistrict.id,
    postal_code: subDistrict.postal_code,
    project_estate_id: project.id,
    project_estate_name: 'Ashton Asoke',
    announce_description: 'ห้องมุม แสงดี พร้อมเฟอร์นิเจอร์',
  });
  await ok(await request.put(`/api/admin/estate/approve/${placed}`, { headers: { authorization: `Bearer ${admin.token}` } }));
  const udomSuk = train.train_stations.find((item) => (item as { name_en?: string }).name_en === 'Udom Suk')!;
  // the owner's second listing is published at once
  udomSukHouse = await postListing(request, placer, 'บ้านเดี่ยว สวนหลังบ้าน ซอยเงียบ', 'publish', { width: 320, height: 200 }, {
    estate_type_id: 3,
    nearby_station_cast: [{ train_type_id: bts.id, train_station_id: udomSuk.id, distance: 2.5 }],
  });
  await request.dispose();
});

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

const chips = (page: Page) => page.getByTestId('active-filters').getByTestId('filter-chip');
const cards = (page: Page) => page.getByTestId('search-results').getByTestId('listing-card');

async function searchFromHome(page: Page, keyword: string, label: string) {
  await open(page, '/');
  const field = page.getByTestId('search-bar').getByRole('combobox', { name: label });
  await field.fill(keyword);
  await field.press('Enter');
  await page.waitForURL(/\/announce-search\?/);
}

test('a Thai keyword that states a type, pets and a line searches with those filters, shown as chips', async ({ page }, testInfo) => {
  await searchFromHome(page, `คอนโด ${word} เลี้ยงสัตว์ได้ ใกล้ BTS`, th.home.hero.keywordLabel);
  const keywordChip = th.search.chips.keyword.replace('{{keyword}}', word);
  const bts = th.search.advanced.allLines.replace('{{type}}', 'BTS');
  await expect(chips(page)).toHaveText([keywordChip, 'คอนโด', bts, th.search.advanced.pet]);
  expect(new URL(page.url()).searchParams.get('q')).toBe(word);
  // the listing that allows pets, not the one that only says "condo"
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAttribute('data-listing-id', String(petFriendly));
  await page.screenshot({ path: testInfo.outputPath('intent-th.png') });
  await expectNoViolations(page);

  // lifting what was understood widens the search
  await page.getByTestId('active-filters').getByRole('button', { name: th.search.chips.remove.replace('{{filter}}', th.search.advanced.pet) }).click();
  await expect(chips(page)).toHaveText([keywordChip, 'คอนโด', bts]);
  await expect(cards(page)).toHaveCount(2);
});

test('in English: a business takeover is a type, and a place typed with a typo still finds its listings', async ({ page }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  await searchFromHome(page, 'business takeover silom', en.home.hero.keywordLabel);
  await expect(chips(page)).toHaveText([en.search.chips.keyword.replace('{{keyword}}', 'silom'), 'Business lease / lease takeover']);

  await searchFromHome(page, `pet friendly condo sukhimvit ${word}`, en.home.hero.keywordLabel);
  await expect(chips(page)).toHaveText([en.search.chips.keyword.replace('{{keyword}}', `sukhimvit ${word}`), 'Condo', en.search.advanced.pet]);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAttribute('data-listing-id', String(petFriendly));
  await page.screenshot({ path: testInfo.outputPath('intent-en.png') });
});

/**
 * One query of each kind the search judge measures (apps/api/test/search-judge.test.ts),
 * typed into the home search box: what was understood shows as chips, and the listing in that
 * place is among the results although its title names none of it.
 */
const KINDS: { kind: string; language: 'th' | 'en'; typed: string; keyword: string | null; chips: (catalogue: typeof th | typeof en) => string[] }[] = [
  { kind: 'exact Thai', language: 'th', typed: 'คอนโด พร้อมพงษ์', keyword: 'พร้อมพงษ์', chips: () => ['คอนโด'] },
  { kind: 'Thai without spaces', language: 'th', typed: 'คอนโดพร้อมพงษ์', keyword: 'พร้อมพงษ์', chips: () => ['คอนโด'] },
  { kind: 'without tone marks', language: 'th', typed: 'พรอมพงษ', keyword: 'พรอมพงษ', chips: () => [] },
  { kind: 'a romanisation', language: 'en', typed: 'phromphong', keyword: 'phromphong', chips: () => [] },
  { kind: 'an English typo', language: 'en', typed: 'phrom phnog', keyword: 'phrom phnog', chips: () => [] },
  {
    kind: 'an intent phrase',
    language: 'th',
    typed: 'คอนโดเลี้ยงสัตว์ได้ ใกล้ BTS วัฒนา',
    keyword: 'วัฒนา',
    chips: (catalogue) => ['คอนโด', catalogue.search.advanced.allLines.replace('{{type}}', 'BTS'), catalogue.search.advanced.pet],
  },
  { kind: 'a place and a type', language: 'en', typed: 'condo watthana', keyword: 'watthana', chips: () => ['Condo'] },
  { kind: 'a project name', language: 'th', typed: 'แอชตัน อโศก', keyword: 'แอชตัน อโศก', chips: () => [] },
  { kind: 'mixed Thai and English', language: 'th', typed: 'condo พร้อมพงษ์', keyword: 'พร้อมพงษ์', chips: () => ['คอนโด'] },
];

test('a query of each kind from the home search box shows what it understood and finds the listing in that place', async ({ context, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  for (const { kind, language, typed, keyword, chips: understood } of KINDS) {
    const catalogue = language === 'en' ? en : th;
    // each query as a new visitor types it: nothing of the query before carried over
    await context.clearCookies();
    await withCookieConsent(context, baseURL);
    const page = await context.newPage();
    await page.addInitScript((lang) => {
      if (window.sessionStorage.getItem('e2e.fresh')) return;
      window.sessionStorage.setItem('e2e.fresh', '1');
      window.localStorage.clear();
      window.localStorage.setItem('baandee.language', lang);
    }, language);
    await searchFromHome(page, typed, catalogue.home.hero.keywordLabel);
    const keywordChip = keyword ? [catalogue.search.chips.keyword.replace('{{keyword}}', keyword)] : [];
    await expect(chips(page), kind).toHaveText([...keywordChip, ...understood(catalogue)]);
    await expect(page.getByTestId('search-results').locator(`[data-testid="listing-card"][data-listing-id="${placed}"]`), kind).toBeVisible();
    if (kind === 'an English typo') await page.screenshot({ path: testInfo.outputPath('kind-typo-en.png') });
    await page.close();
  }
});

test('no results: the page offers the searches that find something, each with its count, and none that finds nothing', async ({ page }, testInfo) => {
  // neither listing allows smoking
  await searchFromHome(page, `คอนโด ${word} สูบบุหรี่ได้`, th.home.hero.keywordLabel);
  const empty = page.getByTestId('search-empty');
  await expect(empty).toBeVisible();
  const smoking = th.search.advanced.smoking;
  const lift = empty.getByTestId('suggest-without');
  await expect(lift).toHaveText(th.search.empty.suggestion.replace('{{label}}', th.search.empty.without.replace('{{filter}}', smoking)).replace('{{total}}', '2'));
  await expect(empty.getByTestId('suggest-filters')).toHaveText(th.search.empty.suggestion.replace('{{label}}', th.search.empty.removeFilters).replace('{{total}}', '2'));
  await page.screenshot({ path: testInfo.outputPath('no-results.png'), fullPage: true });
  await expectNoViolations(page);

  await lift.click();
  await expect(cards(page)).toHaveCount(2);
  await expect(chips(page)).toHaveText([th.search.chips.keyword.replace('{{keyword}}', word), 'คอนโด']);
});

test('no results for a misspelt station: "did you mean" offers the station as its filter, with its count, and finds the listing near it', async ({ page }, testInfo) => {
  await searchFromHome(page, 'บ้านเดี่ยว uodm suk', th.home.hero.keywordLabel);
  const empty = page.getByTestId('search-empty');
  await expect(empty).toBeVisible();
  const spelling = empty.getByTestId('suggest-spelling');
  await expect(spelling).toHaveText(new RegExp(`^${th.search.empty.didYouMean.replace('{{name}}', 'อุดมสุข')} \\([1-9][0-9]*\\)$`));
  await page.screenshot({ path: testInfo.outputPath('did-you-mean.png'), fullPage: true });
  await expectNoViolations(page);

  await spelling.click();
  // the station replaced the misspelt words; the type stays
  await expect(chips(page)).toHaveText(['บ้านเดี่ยว', 'อุดมสุข']);
  await expect(page.getByTestId('search-results').locator(`[data-testid="listing-card"][data-listing-id="${udomSukHouse}"]`)).toBeVisible();
});
