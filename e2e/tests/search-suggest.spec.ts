import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { en, isPhone, open, th, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';

/**
 * Suggestions while typing (docs/decisions/051): from the second character the search box
 * lists places, stations, lines, projects and types with their kind, and this browser's
 * recent searches; choosing one runs the search with its filter, shown as a chip.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

const field = (page: Page, label: string) => page.getByTestId('search-bar').getByRole('combobox', { name: label });
const listbox = (page: Page) => page.getByTestId('search-bar').getByRole('listbox');
const chips = (page: Page) => page.getByTestId('active-filters').getByTestId('filter-chip');
const option = (page: Page, name: string) => listbox(page).getByRole('option').filter({ hasText: name });

/** A tap on a phone, a click on a desktop. */
const choose = (target: Locator, testInfo: TestInfo) => (isPhone(testInfo) ? target.tap() : target.click());

test('Thai: a station and a district suggested with their kind, chosen by keyboard and by touch, then kept as recent searches', async ({ page }, testInfo) => {
  const s = th.common.searchBar.suggest;
  await open(page, '/');
  const input = field(page, th.home.hero.keywordLabel);
  await input.click();
  // one character suggests nothing yet
  await input.pressSequentially('ท');
  await expect(listbox(page)).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.pressSequentially('องหล่อ');
  const thongLo = option(page, 'ทองหล่อ').first();
  await expect(thongLo).toContainText(s.kinds.station.replace('{{system}}', 'BTS'));
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: testInfo.outputPath(`suggest-th-${testInfo.project.name}.png`) });
  await expectNoViolations(page);

  // down highlights the first suggestion, Enter chooses it: the station filter, not a keyword
  await input.press('ArrowDown');
  const first = listbox(page).getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await input.press('Enter');
  await page.waitForURL(/\/announce-search\?/);
  expect(new URL(page.url()).searchParams.get('train_station_cast')).toMatch(/^\d+$/);
  expect(new URL(page.url()).searchParams.has('q')).toBe(false);
  await expect(chips(page)).toHaveText(['ทองหล่อ']);

  // the results page's box: Thai typed without its tone mark still finds the district, chosen by touch
  const pageInput = field(page, th.search.bar.keyword);
  await pageInput.click();
  await pageInput.pressSequentially('วัฒนา');
  const watthana = option(page, 'เขตวัฒนา').first();
  await expect(watthana).toContainText(s.kinds.district);
  await expect(watthana).toContainText('กรุงเทพมหานคร');
  await choose(watthana, testInfo);
  await expect(chips(page)).toHaveText(['เขตวัฒนา, กรุงเทพมหานคร', 'ทองหล่อ']);
  expect(new URL(page.url()).searchParams.get('d')).toBe('เขตวัฒนา');

  // toneless Thai: ทองหลอ is still ทองหล่อ
  await pageInput.click();
  await pageInput.fill('');
  await pageInput.pressSequentially('ทองหลอ');
  await expect(option(page, 'ทองหล่อ').first()).toBeVisible();
  await pageInput.press('Escape');
  await expect(listbox(page)).toHaveCount(0);

  // back home: the empty field lists the recent searches, newest first, and clears them
  await open(page, '/');
  const home = field(page, th.home.hero.keywordLabel);
  await home.click();
  const recent = listbox(page).getByTestId('recent-search');
  await expect(recent).toHaveCount(2);
  await expect(recent.first()).toContainText('เขตวัฒนา');
  await expect(recent.nth(1)).toContainText('ทองหล่อ');
  await expect(page.getByText(s.recent)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`recent-th-${testInfo.project.name}.png`) });
  await choose(page.getByTestId('clear-recent-searches'), testInfo);
  await expect(recent).toHaveCount(0);
});

test('English: romanisations and typos suggest the right entry, choosing a station sets its chip', async ({ page }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  const s = en.common.searchBar.suggest;
  await open(page, '/');
  const input = field(page, en.home.hero.keywordLabel);
  await input.click();
  await input.pressSequentially('thonglor');
  const thongLo = option(page, 'Thong Lo').first();
  await expect(thongLo).toContainText(s.kinds.station.replace('{{system}}', 'BTS'));

  await input.fill('');
  await input.pressSequentially('sukhimvit');
  await expect(option(page, 'Sukhumvit Line').first()).toContainText(s.kinds.line.replace('{{system}}', 'BTS'));
  await expect(option(page, 'Sukhumvit').first()).toBeVisible();

  await input.fill('');
  await input.pressSequentially('Ekamai');
  const ekkamai = option(page, 'Ekkamai').first();
  await expect(ekkamai).toContainText(s.kinds.station.replace('{{system}}', 'BTS'));
  await page.screenshot({ path: testInfo.outputPath(`suggest-en-${testInfo.project.name}.png`) });
  await expectNoViolations(page);
  await choose(ekkamai, testInfo);
  await page.waitForURL(/\/announce-search\?/);
  await expect(chips(page)).toHaveText(['Ekkamai']);

  // a district from its English name, without the "Khet" prefix
  const pageInput = field(page, en.search.bar.keyword);
  await pageInput.click();
  await pageInput.pressSequentially('watth');
  const watthana = option(page, 'Khet Watthana').first();
  await expect(watthana).toContainText(s.kinds.district);
  await choose(watthana, testInfo);
  await expect(chips(page)).toHaveText(['Khet Watthana, Bangkok', 'Ekkamai']);

  // the recent searches that match what is typed come first
  await pageInput.click();
  await pageInput.pressSequentially('ekk');
  await expect(listbox(page).getByRole('option').first()).toHaveAttribute('data-testid', 'recent-search');
  await expect(listbox(page).getByRole('option').first()).toContainText('Ekkamai');
});
