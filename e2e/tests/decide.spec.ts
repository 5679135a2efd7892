import { expect, test, type Page } from '@playwright/test';
import { COMPARE_MAX, formatNumber, monthlyPayment, type MortgageSettings } from '@baandee/domain';
import { en, isPhone, open, th, withCookieConsent } from './support/app.js';
import { openAdminSection } from './support/admin.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, publishedListings, type Session } from './support/listings.js';

/**
 * Help to decide (issue #35): a listing's price per m² against its district's median, the
 * mortgage calculator and the move-in cost on the listing page; comparing up to four
 * listings side by side, picked from cards and favourites, shared by link.
 */

// sale and rent listings of one group (same district, type, two bedrooms, 45.5 m²), at different prices
const SALE = [4_500_000, 5_000_000, 5_500_000, 6_000_000, 6_500_000];
const RENT = [20_000, 24_000, 28_000, 32_000, 36_000];
let ids: number[] = [];
let owners: Session[] = [];
// in every title of this run's listings: the search finds them alone
let word = '';

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL });
  // letters only: the keyword search splits digits off letters
  const letters = [...Date.now().toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');
  word = `zqdecide${testInfo.project.name}${letters}`;
  ({ ids, owners } = await publishedListings(request, testInfo, word, SALE.length, (i) => ({ sell_price: SALE[i], rent_price: RENT[i], deposit_price: RENT[i]! * 2 })));
  await request.dispose();
});

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

interface Insight {
  kind: 'sell' | 'rent';
  price_per_sqm: number;
  area_median_price_per_sqm: number | null;
  area_sample_size: number;
}

const english = (page: Page) => page.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('the listing page shows the price per m² against the district median, a mortgage calculator and the move-in cost, in Thai and English', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const id = ids[2]!; // sale 5,500,000 and rent 28,000 on 45.5 m²
  const view = await ok<{ price_insights: Insight[]; sell_price: number; rent_price: number }>(await request.get(`/api/estate/view/${id}`));
  const [sale, rent] = view.price_insights;
  expect(sale).toMatchObject({ kind: 'sell', price_per_sqm: Math.round(5_500_000 / 45.5) });
  expect(rent).toMatchObject({ kind: 'rent', price_per_sqm: Math.round(28_000 / 45.5) });
  // five of this run's listings at least share the group: the median shows
  expect(sale!.area_sample_size).toBeGreaterThanOrEqual(5);
  expect(sale!.area_median_price_per_sqm).not.toBeNull();

  await open(page, `/view-announce/x-${id}`);
  const insight = page.getByTestId('price-insight');
  await expect(insight.getByRole('heading', { name: th.listing.insight.title })).toBeVisible();
  const saleInsight = insight.getByTestId('price-insight-sell');
  await expect(saleInsight.getByTestId('price-per-sqm')).toHaveText(th.listing.insight.perSqm.sell.replace('{{price}}', formatNumber(sale!.price_per_sqm)));
  // other tests publish listings of the same group meanwhile: the median and the count may have moved since the API was asked
  await expect(saleInsight.getByTestId('area-median')).toContainText(/\d{1,3}(,\d{3})+/);
  await expect(saleInsight.getByTestId('area-median')).toContainText(new RegExp(th.listing.insight.sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{count\\}\\}', '\\d+')));
  await expect(saleInsight.getByTestId('price-standing')).toBeVisible();
  await expect(insight.getByTestId('price-insight-rent').getByTestId('price-per-sqm')).toHaveText(th.listing.insight.perSqm.rent.replace('{{price}}', formatNumber(rent!.price_per_sqm)));

  // the calculator: the visitor's own share, term and rate give the annuity payment
  const calculator = page.getByTestId('mortgage-calculator');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.getByTestId('mortgage-monthly')).toBeVisible();
  const mine: MortgageSettings = { loan_share_percent: 80, years: 20, annual_rate_percent: 6 };
  await calculator.getByRole('textbox', { name: th.listing.mortgage.loanShare }).fill(String(mine.loan_share_percent));
  await calculator.getByRole('textbox', { name: th.listing.mortgage.years }).fill(String(mine.years));
  await calculator.getByRole('textbox', { name: th.listing.mortgage.rate }).fill(String(mine.annual_rate_percent));
  const monthly = monthlyPayment(5_500_000 * 0.8, 6, 20);
  await expect(calculator.getByTestId('mortgage-monthly')).toHaveText(th.listing.mortgage.amount.replace('{{amount}}', formatNumber(Math.round(monthly))));
  await expect(calculator.getByTestId('mortgage-loan')).toHaveText(th.listing.mortgage.amount.replace('{{amount}}', formatNumber(4_400_000)));
  await expect(calculator.getByTestId('mortgage-downPayment')).toHaveText(th.listing.mortgage.amount.replace('{{amount}}', formatNumber(1_100_000)));
  // a term past the limit: no payment, a message instead
  await calculator.getByRole('textbox', { name: th.listing.mortgage.years }).fill('45');
  await expect(calculator.getByTestId('mortgage-invalid')).toHaveText(th.listing.mortgage.invalid);
  await calculator.getByRole('textbox', { name: th.listing.mortgage.years }).fill('20');

  // the move-in cost: first month, the stated deposit, the security deposit it does not state
  const moveIn = page.getByTestId('move-in-cost');
  await expect(moveIn.getByTestId('move-in-firstMonth')).toHaveText(th.listing.mortgage.amount.replace('{{amount}}', formatNumber(28_000)));
  await expect(moveIn.getByTestId('move-in-deposit')).toHaveText(th.listing.mortgage.amount.replace('{{amount}}', formatNumber(56_000)));
  await expect(moveIn.getByTestId('move-in-securityDeposit')).toHaveText(th.listing.moveIn.notStated);
  await expect(moveIn.getByTestId('move-in-total')).toHaveText(th.listing.mortgage.amount.replace('{{amount}}', formatNumber(84_000)));
  await expect(moveIn.getByTestId('move-in-note')).toHaveText(th.listing.moveIn.months.replace('{{months}}', '2'));
  await expectNoViolations(page);
  await shot(page, 'listing-th');

  const englishPage = await pageAs(browser, baseURL, null);
  await english(englishPage);
  await open(englishPage, `/view-announce/x-${id}`);
  await expect(englishPage.getByTestId('price-insight').getByRole('heading', { name: en.listing.insight.title })).toBeVisible();
  await expect(englishPage.getByTestId('price-insight-sell').getByTestId('price-per-sqm')).toHaveText(en.listing.insight.perSqm.sell.replace('{{price}}', formatNumber(sale!.price_per_sqm)));
  await expect(englishPage.getByTestId('mortgage-calculator').getByRole('heading', { name: en.listing.mortgage.title })).toBeVisible();
  await expect(englishPage.getByTestId('mortgage-calculator').getByTestId('mortgage-monthly')).toBeVisible();
  await expect(englishPage.getByTestId('move-in-cost').getByRole('heading', { name: en.listing.moveIn.title })).toBeVisible();
  await expect(englishPage.getByTestId('move-in-securityDeposit')).toHaveText(en.listing.moveIn.notStated);
  await shot(englishPage, 'listing-en');
  await englishPage.context().close();
});

test('compare: four picks from the cards, a fifth refused, kept over a reload, side by side and shared by link', async ({ page, browser, baseURL, request }, testInfo) => {
  test.setTimeout(120_000);
  await open(page, `/announce-search?q=${word}`);
  const card = (id: number) => page.locator(`[data-testid="listing-card"][data-listing-id="${id}"]`);
  const toggle = (id: number) => card(id).getByTestId('compare-toggle');
  for (const id of ids.slice(0, COMPARE_MAX)) {
    await toggle(id).click();
    await expect(toggle(id)).toHaveAttribute('aria-pressed', 'true');
  }
  // the fifth: refused, said why, nothing changes
  const fifth = ids[COMPARE_MAX]!;
  await toggle(fifth).click();
  await expect(page.getByText(th.listing.compare.full.replace('{{max}}', String(COMPARE_MAX)))).toBeVisible();
  await expect(toggle(fifth)).toHaveAttribute('aria-pressed', 'false');
  const bar = page.getByTestId('compare-bar');
  await expect(bar).toHaveText(th.shell.compareBar.replace('{{picked}}', String(COMPARE_MAX)));
  await shot(page, 'cards-th');

  // the picks survive a reload
  await page.reload();
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  // each card shows its pick once it comes near the screen (a card further down hydrates then: decision 071)
  for (const id of ids.slice(0, COMPARE_MAX)) {
    await toggle(id).scrollIntoViewIfNeeded();
    await expect(toggle(id)).toHaveAttribute('aria-pressed', 'true');
  }
  await bar.click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  expect(new URL(page.url()).searchParams.get('ids')).toBe(ids.slice(0, COMPARE_MAX).join(','));
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(COMPARE_MAX);
  for (const [i, id] of ids.slice(0, COMPARE_MAX).entries()) await expect(columns.nth(i)).toHaveAttribute('data-listing-id', String(id));
  const table = page.getByTestId('compare-table');
  for (const row of Object.values(th.listing.compare.rows)) await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
  await expect(table.getByTestId('compare-row-pricePerSqm')).toContainText(th.listing.insight.perSqm.sell.replace('{{price}}', formatNumber(Math.round(SALE[0]! / 45.5))));
  // each listing of the run is another floor of the building (one owner's same unit is held as a duplicate)
  await expect(table.getByTestId('compare-row-floor').getByRole('cell')).toHaveText(Array.from({ length: 4 }, () => new RegExp(`^${th.listing.compare.floorOf.replace('{{floor}}', '\\d+').replace('{{total}}', '30')}$`)));
  await expect(table.getByTestId('compare-row-rules')).toContainText(`${th.listing.rules.is_cooking_allow}: ${th.listing.compare.allowed}`);
  // each listing's quality score as its page's answer gives it (what would raise it stays its owner's)
  const scores = await Promise.all(ids.slice(0, COMPARE_MAX).map(async (id) => (await ok<{ quality_score: number }>(await request.get(`/api/estate/view/${id}`))).quality_score));
  expect(scores.every((score) => score > 0 && score < 100)).toBe(true);
  await expect(table.getByTestId('compare-row-quality').getByRole('cell')).toHaveText(scores.map((score) => th.listing.quality.score.replace('{{score}}', String(score))));
  if (isPhone(testInfo)) {
    // four columns do not fit 360 px: the table scrolls sideways, the page does not
    expect(await table.evaluate((element) => element.scrollWidth > element.parentElement!.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await expectNoViolations(page);
  await shot(page, 'compare-th');

  // one taken out: the address and the picks follow
  await columns.nth(3).getByTestId('compare-remove').click();
  await expect(columns).toHaveCount(COMPARE_MAX - 1);
  const shared = new URL(page.url());
  expect(shared.searchParams.get('ids')).toBe(ids.slice(0, 3).join(','));

  // the link in a browser that picked nothing, in English
  const other = await pageAs(browser, baseURL, null);
  await english(other);
  await open(other, `${shared.pathname}${shared.search}`);
  await expect(other.getByRole('heading', { name: en.listing.compare.title, level: 1 })).toBeVisible();
  await expect(other.getByTestId('compare-column')).toHaveCount(3);
  await expect(other.getByTestId('compare-table').getByRole('rowheader', { name: en.listing.compare.rows.pricePerSqm })).toBeVisible();
  await expect(other.getByTestId('compare-row-price')).toContainText(en.listing.card.price.replace('{{price}}', formatNumber(SALE[0]!)));
  await expect(other.getByTestId('compare-table').getByRole('rowheader', { name: en.listing.compare.rows.quality })).toBeVisible();
  await expect(other.getByTestId('compare-row-quality').getByRole('cell')).toHaveText(scores.slice(0, 3).map((score) => en.listing.quality.score.replace('{{score}}', String(score))));
  await shot(other, 'compare-en');
  // and its own comparison is empty
  await open(other, '/compare');
  await expect(other.getByTestId('compare-empty')).toContainText(en.listing.compare.emptyTitle);
  await other.context().close();
});

test('a favourite can be picked to compare from the favourites page', async ({ browser, baseURL, request }) => {
  const owner = owners[0]!;
  await ok(await request.post('/api/favorite/toggle', { headers: { authorization: `Bearer ${owner.token}` }, data: { announce_id: ids[1] } }));
  const page = await pageAs(browser, baseURL, owner);
  await open(page, '/my-favorite');
  const card = page.locator(`[data-testid="listing-card"][data-listing-id="${ids[1]}"]`);
  await card.getByRole('button', { name: th.listing.compare.addLabel }).click();
  await expect(card.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('compare-bar')).toHaveText(th.shell.compareBar.replace('{{picked}}', '1'));
  await page.context().close();
});

test('the admin sets the calculator defaults: a value out of range is named, a good one saved and used by listing pages', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const page = await pageAs(browser, baseURL, admin);
  await open(page, '/admin');
  await openAdminSection(page, th.admin.nav.settings);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  const form = page.getByTestId('admin-mortgage-settings');
  const share = form.getByRole('textbox', { name: th.admin.settings.mortgage.loanShare });
  await share.fill('120');
  await form.getByTestId('admin-mortgage-save').click();
  await expect(form).toContainText(th.errors['loan share out of range'].replace('{{loanShareMin}}', '10').replace('{{loanShareMax}}', '100'));

  // both viewports save the same values, so they never undo each other's
  const saved: MortgageSettings = { loan_share_percent: 80, years: 25, annual_rate_percent: 6.25 };
  await share.fill(String(saved.loan_share_percent));
  await form.getByRole('textbox', { name: th.admin.settings.mortgage.years }).fill(String(saved.years));
  await form.getByRole('textbox', { name: th.admin.settings.mortgage.rate }).fill(String(saved.annual_rate_percent));
  await form.getByTestId('admin-mortgage-save').click();
  await expect(page.getByText(th.admin.settings.mortgage.saved)).toBeVisible();
  await expect(form.getByTestId('admin-mortgage-source')).toHaveText(th.admin.settings.mortgage.source.admin);
  await expectNoViolations(page);
  await shot(page, 'admin-settings-th');
  expect(await ok(await request.get('/api/mortgage-settings'))).toMatchObject({ ...saved, source: 'admin' });

  const listing = await pageAs(browser, baseURL, null);
  await open(listing, `/view-announce/x-${ids[0]}`);
  const calculator = listing.getByTestId('mortgage-calculator');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.getByRole('textbox', { name: th.listing.mortgage.years })).toHaveValue(String(saved.years));
  const monthly = monthlyPayment(SALE[0]! * 0.8, saved.annual_rate_percent, saved.years);
  await expect(calculator.getByTestId('mortgage-monthly')).toHaveText(th.listing.mortgage.amount.replace('{{amount}}', formatNumber(Math.round(monthly))));
  await listing.context().close();
  await page.context().close();
});
