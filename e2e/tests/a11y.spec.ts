import { expect, test, type Locator, type Page } from '@playwright/test';
import { ANNOUNCE_STEP_PATHS, FOOTER_LANDING_PAGES, POPULAR_AREAS, RESULTS_PER_PAGE, articlePath, publicStaticPages, trendPath } from '@baandee/domain';
import { oncePerRun, open, th, withCookieConsent, withSession } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { watchPolicy } from './support/csp.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, publishedListings, type Session } from './support/listings.js';

/**
 * Every page type on both viewports (issue #12): axe finds no serious or critical
 * violation, and the content security policy blocks nothing, not even the server-rendered
 * pages' JSON data blocks. Anonymous, signed-in and admin pages each go in one test that
 * walks them in one tab. Then the keyboard alone: the search drawer, a dialog, and the
 * first steps of the post form, with focus back where it came from when a dialog closes.
 */

interface Shared {
  owner: Session;
  listingId: number;
  articleId: number;
}

const LANDING = FOOTER_LANDING_PAGES[0].path; // condos for rent in Bangkok: the listings below are those
// on a second page the arrow back is a link (it works without the app's script and opens in a new tab);
// the arrow on, a disabled button when the second page is the last
const nextPage = (page: Page) => page.getByRole('link', { name: th.common.pagination.previous });

let shared: Shared;

test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  shared = await oncePerRun('a11y-pages', async () => {
    const request = await playwright.request.newContext({ baseURL });
    const landingTotal = async () => {
      const response = await request.get(`/api/landing-page?path=${LANDING}`);
      return response.ok() ? ((await response.json()) as { result: { announces: { total: number } } }).result.announces.total : 0;
    };
    try {
      // enough listings for a second page of the landing page and the search (other journeys' count too)
      const { owners, ids } = await publishedListings(request, testInfo, 'a11y', Math.max(2, RESULTS_PER_PAGE + 1 - (await landingTotal())));
      const owner = owners[0]!;
      await ok(await request.post('/api/favorite/toggle', { headers: { authorization: `Bearer ${owner.token}` }, data: { announce_id: ids.at(-1) } }));
      const admin = { authorization: `Bearer ${(await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password)).token}` };
      const { categories } = await ok<{ categories: { category_id: number }[] }>(await request.get('/api/admin/article-category', { headers: admin }));
      const article = await ok<{ article_id: number }>(
        await request.post('/api/admin/article/store', {
          headers: admin,
          data: { category_id: categories[0]!.category_id, title_th: 'เช็กลิสต์ก่อนเซ็นสัญญาเช่าคอนโด', body_th: '<p>อ่านสัญญาให้ครบทุกข้อ และถ่ายรูปห้องก่อนย้ายเข้า</p>', status: 'published' },
        }),
      );
      // the landing index counts new listings within seconds
      await expect.poll(landingTotal, { timeout: 30_000 }).toBeGreaterThan(RESULTS_PER_PAGE);
      return { owner, listingId: ids[0]!, articleId: article.article_id };
    } finally {
      await request.dispose();
    }
  });
});

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

/**
 * A page to check: its path, what shows once its content is there (its h1 unless said),
 * and whether axe runs here: `false` where a journey already runs it on that page at both
 * viewports (listing-journey: the listing page, my listings, moderation; search: results,
 * trend; articles: the article pages; credits: the credit page, payments and packages;
 * post-listing: the summary; line-connect: LINE settings; songkran: the event page; ads and
 * admin: their screens).
 * The content security policy is watched on every page.
 */
interface PageCheck {
  url: string;
  ready?: (page: Page) => Locator;
  axe?: false;
}

/** Opens each page in turn in one tab: axe, and nothing blocked by the content security policy. */
async function checkPages(page: Page, pages: PageCheck[]) {
  const policy = await watchPolicy(page);
  for (const { url, ready, axe } of pages) {
    await test.step(url, async () => {
      await open(page, url);
      await expect(ready ? ready(page) : page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (axe !== false) await expectNoViolations(page);
      await policy.expectNone(url);
    });
  }
}

function signIn(page: Page, session: Session) {
  return page.addInitScript((stored) => window.localStorage.setItem('baandee.session', stored), JSON.stringify({ token: session.token, profile: session.info }));
}

/** Admin screens whose journeys run axe on them (see PageCheck). */
const ADMIN_CHECKED_ELSEWHERE = ['/admin/moderation', '/admin/payments', '/admin/packages', '/admin/ads', '/admin/trends'];

test.describe('every page type: axe and the content security policy', () => {
  test('pages anyone can open, the login dialog and its register view', async ({ page }) => {
    test.setTimeout(240_000);
    const { owner, listingId, articleId } = shared;
    // one help topic (the topics are one page with other text); the article list for the
    // policy only, its category page not at all, and the search on its second page below
    const skipped = ['help.accountManagement', 'help.boostPost', 'articleCategory', 'search'];
    const statics = publicStaticPages().filter(({ name }) => !skipped.includes(name));
    await checkPages(page, [
      ...statics.map(({ name, route }) => ({ url: route.path, ...(name === 'articles' && { axe: false as const }) })),
      { url: '/no-such-page' },
      { url: `/view-profile/${owner.info.id}` },
      // second pages: the pagination's arrows and numbers are on them
      { url: `${LANDING}?page=2`, ready: nextPage },
      { url: '/announce-search?page=2', ready: nextPage },
      { url: `/view-announce/x-${listingId}`, ready: (page) => page.getByTestId('listing-title'), axe: false },
      { url: trendPath(POPULAR_AREAS[0].slug, POPULAR_AREAS[0].trendId), axe: false },
      { url: articlePath(articleId), ready: (page) => page.getByTestId('article-title'), axe: false },
      { url: '/songkran', axe: false },
    ]);
    const policy = await watchPolicy(page);
    await open(page, '/');
    await page.getByTestId('header-login').click();
    await expect(page.getByRole('dialog', { name: th.shell.loginDialog.title.login })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: th.shell.loginDialog.toRegister }).click();
    await expect(page.getByRole('dialog', { name: th.shell.loginDialog.title.register })).toBeVisible();
    await expectNoViolations(page);
    await policy.expectNone('the login dialog');
  });

  test('a signed-in owner’s pages: the post form’s steps, favourites, account settings, listings, credits, LINE', async ({ page }) => {
    test.setTimeout(240_000);
    const { owner, listingId } = shared;
    await signIn(page, owner);
    await checkPages(page, [
      ...ANNOUNCE_STEP_PATHS.map((step) => ({ url: `/${listingId}/announce${step ? `/${step}` : ''}` })),
      { url: '/my-favorite', ready: (page) => page.getByTestId('listing-card').first() },
      { url: '/my-profile' },
      { url: '/change-password' },
      { url: '/my-announce', axe: false },
      { url: '/my-credit-point', axe: false },
      { url: '/line-setting', axe: false },
    ]);
  });

  test('the admin screens', async ({ page, request }) => {
    test.setTimeout(240_000);
    await signIn(page, await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password));
    await open(page, '/admin');
    await expect(page.getByTestId('admin-nav')).toBeVisible();
    // on a phone the list is folded under its button: its links are there all the same
    const sections = await page.getByTestId('admin-nav').getByRole('link', { includeHidden: true }).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(sections).toEqual(expect.arrayContaining(ADMIN_CHECKED_ELSEWHERE));
    await checkPages(
      page,
      sections.map((url) => ({ url, ready: (page: Page) => page.getByTestId('admin-layout'), ...(ADMIN_CHECKED_ELSEWHERE.includes(url) && { axe: false as const }) })),
    );
  });
});

/** Presses Tab (or `key`) until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, presses = 40, key = 'Tab') {
  for (let i = 0; i < presses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const inside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

test.describe('the keyboard alone', () => {
  test('the search drawer, the login dialog and the post form’s first steps; focus returns to the opener', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const phone = testInfo.project.name === 'phone';

    // the search drawer: opened from its button, trapped, closed with Escape, then searching from its last button
    await open(page, '/announce-search');
    const opener = phone ? page.getByTestId('search-bar').getByTestId('open-filter-drawer') : page.getByRole('banner').getByTestId('header-filters');
    await tabTo(page, opener, 60);
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('filter-drawer');
    await expect(drawer).toBeVisible();
    await expect.poll(() => inside(drawer)).toBe(true);
    const keyword = drawer.getByTestId('drawer-keyword');
    await tabTo(page, keyword, 5);
    // a place: a word that states a filter ("คอนโด") would become that filter, not the keyword
    await page.keyboard.type('อโศก');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(keyword).toHaveValue('อโศก');
    // the focus trap wraps: backwards from the first control comes the last, "show results"
    await tabTo(page, keyword, 5);
    await tabTo(page, drawer.getByTestId('filter-drawer-search'), 3, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('อโศก');
    await expect(drawer).toBeHidden();

    // a dialog: the login dialog opens from the header, keeps the focus, gives it back on Escape
    await open(page, '/');
    const login = page.getByTestId('header-login');
    await tabTo(page, login);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: th.shell.loginDialog.title.login });
    await expect(dialog).toBeVisible();
    await expect.poll(() => inside(dialog)).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(dialog)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();

    // the post form's first two steps
    await withSession(page, testInfo);
    await open(page, '/announce');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: th.shell.skipToContent })).toBeFocused();
    await page.keyboard.press('Enter');
    const f = th.listing.fields;
    const rent = page.getByRole('radio', { name: th.listing.sellType['เช่า'], exact: true });
    // a group without a choice takes the focus on its first radio; Space chooses, arrows move the choice
    await tabTo(page, page.getByRole('radio').first());
    await page.keyboard.press('Space');
    for (let i = 0; i < 3 && !(await rent.isChecked()); i++) await page.keyboard.press('ArrowRight');
    await expect(rent).toBeChecked();
    const estateType = page.getByRole('combobox', { name: f.estate_type_id, exact: true });
    await tabTo(page, estateType);
    await page.keyboard.press('ArrowDown');
    // Enter chooses the highlighted option once the list is drawn (a phone draws it a moment later)
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(estateType).not.toHaveValue('');
    await tabTo(page, page.getByTestId('project-picker'));
    await page.keyboard.type('บ้านดี คีย์บอร์ด');
    await tabTo(page, page.getByRole('textbox', { name: f.area_size, exact: true }));
    await page.keyboard.type('30');
    // the place: searchable lists, typed into and chosen with the arrow keys
    for (const [field, typed, chosen] of [
      [f.province_id, 'กรุงเทพ', 'กรุงเทพมหานคร'],
      [f.district_id, 'จตุจักร', /จตุจักร/],
      [f.sub_district_id, 'จอมพล', 'จอมพล'],
    ] as const) {
      const place = page.getByRole('combobox', { name: field, exact: true });
      // a list opens once the one before it is chosen (the next render): a Tab pressed before that passes it by
      await expect(place).toBeEnabled();
      await tabTo(page, place);
      await page.keyboard.type(typed);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(place).toHaveValue(chosen);
    }
    await expect(page.getByTestId('postal-code')).toHaveValue('10900');
    await tabTo(page, page.getByTestId('pin-centre'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pin-status')).toContainText(th.postForm.info.map.pinned.split(' ')[0]!);
    await tabTo(page, page.getByRole('button', { name: th.postForm.nav.next }), 60);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\d+\/announce\/form-price$/);
    const rentPrice = page.getByRole('textbox', { name: f.rent_price, exact: true });
    await tabTo(page, rentPrice);
    await page.keyboard.type('15000');
    await expect(rentPrice).toHaveValue('15,000');
    await tabTo(page, page.getByRole('button', { name: th.postForm.nav.next }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/\d+\/announce\/form-room$/);
  });
});
