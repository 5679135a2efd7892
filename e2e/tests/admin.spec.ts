import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { isPhone, open, th, uniqueWord, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { openAdminSection } from './support/admin.js';
import { logIn as logInApi, postListing, verifiedUser } from './support/listings.js';

const a = th.account;
const loginDialog = (page: Page) => page.getByRole('dialog', { name: th.shell.loginDialog.title.login });

/** The account links: the avatar menu on desktop, the bottom navigation's More drawer on phones. */
async function openAccountLinks(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByTestId('bottom-nav').getByRole('button', { name: th.shell.bottomNav.more }).click();
    return page.getByTestId('more-drawer').getByRole('link');
  }
  await page.getByTestId('user-menu').click();
  return page.getByRole('menuitem');
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByTestId('header-login').click();
  const login = loginDialog(page);
  await login.getByRole('textbox', { name: a.fields.email, exact: true }).fill(email);
  await login.getByRole('textbox', { name: a.fields.password, exact: true }).fill(password);
  await login.getByRole('button', { name: a.login.submit }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

test.describe('the admin area', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('the seeded admin signs in and finds the moderation queue, the payments queue, the packages and each other section with its empty state', async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, '/');
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await open(page, '/admin');
    await expect(page.getByTestId('admin-layout')).toBeVisible();
    await expect(page.getByTestId('admin-count-admins')).not.toHaveText('0');

    await openAdminSection(page, th.admin.nav.moderation);
    await expect(page).toHaveURL(/\/admin\/moderation$/);
    await expect(page.getByRole('tab', { name: th.listing.status.pending })).toHaveAttribute('aria-selected', 'true');
    // the money screens (other journeys may have payments waiting), the packages and the event
    for (const [section, screen] of [
      ['payments', 'payments-queue'],
      ['packages', 'packages-admin'],
      // the Songkran event's settings and numbers
      ['events', 'admin-songkran-settings'],
    ] as const) {
      await openAdminSection(page, th.admin.nav[section]);
      await expect(page).toHaveURL(new RegExp(`/admin/${section}$`));
      await expect(page.getByTestId(screen)).toBeVisible();
    }
    // the users section searches the accounts; the reports section lists what visitors reported
    await openAdminSection(page, th.admin.nav.users);
    await expect(page.getByTestId('users-admin')).toBeVisible();
    await openAdminSection(page, th.admin.nav.reports);
    await expect(page.getByTestId('reports-queue')).toBeVisible();
  });

  test('the admin finds the admin area in the account menu, the work queues first with their counts, each opening its queue', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    // a listing waiting for review: an owner's first listing is pending (DESIGN 4.3)
    const owner = await verifiedUser(request, testInfo, 'queue');
    await postListing(request, owner, `คอนโดรอตรวจ ${testInfo.project.name}`, 'pending', { width: 160, height: 100 });
    // a visitor's search that finds nothing
    const nothing = uniqueWord(`zzq${testInfo.project.name}`);
    expect((await request.get(`/api/estate?keyword=${nothing}`)).status()).toBe(200);
    await open(page, '/');
    await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

    const links = await openAccountLinks(page, testInfo);
    await links.filter({ hasText: th.shell.userMenu.admin }).click();
    await expect(page).toHaveURL(/\/admin$/);
    const o = th.admin.overview;
    const queues = page.getByRole('region', { name: o.queuesTitle });
    await expect(queues).toBeVisible();
    // the queues come before the user counts
    const order = await page.getByTestId('admin-overview').locator('[data-testid^="admin-queue-"]:not([data-testid="admin-queue-count"]), [data-testid^="admin-count-"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(order.slice(0, 4)).toEqual(['admin-queue-pendingListings', 'admin-queue-awaitingPayments', 'admin-queue-openReports', 'admin-queue-failedDeliveries']);
    const pending = queues.getByRole('link', { name: new RegExp(o.pendingListings) });
    await expect(pending.getByTestId('admin-queue-count')).toHaveText(/^[1-9][\d,]*$/);
    await expect(queues.getByRole('link', { name: new RegExp(o.awaitingPayments) }).getByTestId('admin-queue-count')).toHaveText(/^\d[\d,]*$/);
    await expect(queues.getByRole('link', { name: new RegExp(o.openReports) }).getByTestId('admin-queue-count')).toHaveText(/^\d[\d,]*$/);
    // the week's searches: the keyword that found nothing is named, and opens its search (searches are written within a second)
    const searches = page.getByRole('region', { name: o.searchesTitle.replace('{{count}}', '7') });
    const zeroKeywords = searches.getByTestId('admin-zero-keywords');
    await expect(async () => {
      if (!((await zeroKeywords.textContent({ timeout: 10_000 }).catch(() => null)) ?? '').includes(nothing)) {
        await page.reload();
        throw new Error(`${nothing} not listed yet`);
      }
    }).toPass({ timeout: 45_000 });
    await expect(searches.getByTestId('admin-searches-zero-rate')).toHaveText(/^\d+(\.\d)?%$/);
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath('admin-overview.png'), fullPage: true });

    await pending.click();
    await expect(page).toHaveURL(/\/admin\/moderation\?status=pending$/);
    await expect(page.getByRole('tab', { name: th.listing.status.pending })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await queues.getByRole('link', { name: new RegExp(o.awaitingPayments) }).click();
    await expect(page).toHaveURL(/\/admin\/payments\?status=awaiting_approval$/);
    await expect(page.getByTestId('payments-queue')).toBeVisible();
    await page.goBack();
    await searches.getByRole('link', { name: nothing }).click();
    await expect(page).toHaveURL(new RegExp(`/announce-search\\?q=${nothing}$`));
    await expect(page.getByTestId('search-empty')).toBeVisible();
  });

  test('an admin adds a trend with a saved search and finds it listed, with its link', async ({ page, request }, testInfo) => {
    const login = await request.post('/api/user/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    expect(login.status()).toBe(200);
    const { token, info } = (await login.json()).result;
    await page.addInitScript((stored) => window.localStorage.setItem('baandee.session', stored), JSON.stringify({ token, profile: info }));
    const tr = th.admin.trends;
    const nameEn = `Quiet condos ${testInfo.project.name} ${Date.now()}`;

    await open(page, '/admin/trends');
    await expect(page.getByTestId('trend-item').first()).toBeVisible(); // the seeded trends
    await page.getByTestId('trend-add').click();
    const form = page.getByRole('dialog', { name: tr.newTitle });
    await form.getByRole('textbox', { name: tr.fields.nameTh }).fill(`คอนโดเงียบสงบ ${testInfo.project.name}`);
    await form.getByRole('textbox', { name: tr.fields.nameEn }).fill(nameEn);
    await form.getByRole('textbox', { name: tr.fields.keyword }).fill('เงียบสงบ');
    // a place down to the sub-district, with the search's own control for it
    const subDistrict = form.getByRole('combobox', { name: th.search.filters.sub_district_id });
    await expect(subDistrict).toBeDisabled();
    // an option is chosen by its click event: in the dialog on a phone the list keeps moving while it settles
    await form.getByRole('combobox', { name: tr.fields.province, exact: true }).click();
    await page.getByRole('option', { name: 'กรุงเทพมหานคร', exact: true }).dispatchEvent('click');
    await form.getByRole('combobox', { name: tr.fields.district, exact: true }).click();
    await page.getByRole('option').first().dispatchEvent('click');
    await expect(subDistrict).toBeEnabled();
    await subDistrict.click();
    const chosen = (await page.getByRole('listbox', { name: th.search.filters.sub_district_id }).getByRole('option').first().textContent())!;
    await page.getByRole('listbox', { name: th.search.filters.sub_district_id }).getByRole('option', { name: chosen, exact: true }).dispatchEvent('click');
    await expect(subDistrict).toHaveValue(chosen);
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-trend-sub-district.png`) });
    await form.getByTestId('trend-save').click();
    await expect(form).toHaveCount(0);

    const slug = nameEn.toLowerCase().replace(/ /g, '-');
    const item = page.getByTestId('trend-item').filter({ hasText: `/trend/${slug}-` });
    await expect(item).toContainText(`คอนโดเงียบสงบ ${testInfo.project.name}`);
    await expect(item.getByTestId('trend-summary')).toContainText('เงียบสงบ');
    // the sub-district is kept in the saved search, one condition beyond the summary's
    await expect(item.getByTestId('trend-summary')).toContainText(tr.summary.more.replace('{{count}}', '1'));
  });

  test('a signed-in user who is not an admin gets the not-found page', async ({ page, request }, testInfo) => {
    const email = `plain.${testInfo.project.name}.${Date.now()}@example.com`;
    const password = 'plain-user-2025';
    const registered = await request.post('/api/user/register', {
      data: { email, phone: '0812345678', password, confirmPassword: password },
    });
    expect(registered.status()).toBe(200);

    await open(page, '/');
    await logIn(page, email, password);
    // the account links do not offer the admin area
    const links = await openAccountLinks(page, testInfo);
    await expect(links.filter({ hasText: th.shell.userMenu.profile })).toBeVisible();
    await expect(links.filter({ hasText: th.shell.userMenu.admin })).toHaveCount(0);
    await open(page, '/admin');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
    await expect(page.getByTestId('admin-layout')).toHaveCount(0);
  });

  test('the Songkran settings are typed and shown in Bangkok time from a browser in New York; credits past the limit are refused with it named; reset brings back the defaults', async ({ browser, baseURL, request }, testInfo) => {
    const admin = await logInApi(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const context = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport ?? undefined, timezoneId: 'America/New_York' });
    await withCookieConsent(context, baseURL);
    const page = await context.newPage();
    await page.addInitScript((stored) => window.localStorage.setItem('baandee.session', stored), JSON.stringify({ token: admin.token, profile: admin.info }));
    const settingsNow = async () => {
      const response = await request.get('/api/admin/event/songkran', { headers: { authorization: `Bearer ${admin.token}` } });
      return ((await response.json()) as { result: { settings: { starts_at: string; ends_at: string; share_credits: number } } }).result.settings;
    };
    await open(page, '/admin/events');
    const form = page.getByTestId('admin-songkran-settings');
    const e = th.admin.events.settings;
    const start = form.getByRole('textbox', { name: e.startsAt }).or(form.getByLabel(e.startsAt));
    // the server's defaults for this suite: from 2020-01-01 00:00 Bangkok time (playwright.config.ts), 05:00 the evening before in New York
    await expect(start).toHaveValue('2020-01-01T00:00');
    await expect(page.getByTestId('admin-songkran-window')).toContainText('1 มกราคม 2563 เวลา 00:00');

    // 1000 credits: refused with the limit named, not cut to it, and nothing saved
    const credits = form.getByRole('textbox', { name: e.credits });
    await credits.fill('1000');
    await credits.blur();
    await expect(credits).toHaveValue('1000');
    await form.getByRole('button', { name: e.save }).click();
    await expect(form).toContainText(th.errors['share credits out of range'].replace('{{shareCreditsMax}}', '100'));
    expect((await settingsNow()).share_credits).toBe(1);
    await page.screenshot({ path: testInfo.outputPath('songkran-settings-refused.png'), fullPage: true });
    await expectNoViolations(page);

    // the same window typed again in Bangkok time is the same instant the defaults name
    await credits.fill('1');
    await start.fill('2020-01-01T00:00');
    await form.getByRole('button', { name: e.save }).click();
    await expect(page.getByText(e.saved)).toBeVisible();
    expect((await settingsNow()).starts_at).toBe('2019-12-31T17:00:00.000Z');
    await form.getByTestId('admin-songkran-reset').click();
    await expect(page.getByText(e.resetDone)).toBeVisible();
    await expect(form.getByText(e.source.default)).toBeVisible();
    await context.close();
  });

  test('a visitor is asked to sign in', async ({ page }) => {
    await open(page, '/admin/moderation');
    await expect(loginDialog(page)).toBeVisible();
    await expect(page.getByTestId('admin-layout')).toHaveCount(0);
  });
});
