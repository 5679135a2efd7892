import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BACK_TO_TOP_AFTER_PX, PRODUCT_NAME } from '@baandee/domain';
import { en, isPhone, mailText, open, outboxMails, scrollWindowTo, th, withCookieConsent, withSession } from './support/app.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

test.describe('application shell', () => {
  test('the home page arrives prerendered and the app takes it over without errors', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(th.home.hero.title);
    expect(html).toContain(`<title>${th.shell.pages.home} | ${PRODUCT_NAME}</title>`);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.home.hero.title);

    // The footer, below the first screen, stays the server's markup until it comes near the
    // screen (React marks the nodes it owns); then it hydrates and its links navigate in the app.
    const footer = page.locator('footer');
    const hydrated = () => footer.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
    expect(await hydrated()).toBe(false);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(hydrated).toBe(true);
    await footer.getByRole('link', { name: th.shell.nav.about, exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // a hydration mismatch would be reported as a console error
    expect(problems).toEqual([]);
  });

  test('switches the language th -> en -> th, storing it and reloading', async ({ page, context, baseURL }) => {
    await withCookieConsent(context, baseURL);
    await open(page, '/');
    const html = page.locator('html');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(html).toHaveAttribute('lang', 'th');
    await expect(heading).toHaveText(th.home.hero.title);
    await expect(page).toHaveTitle(`${th.shell.pages.home} | ${PRODUCT_NAME}`);

    await page.getByRole('button', { name: th.common.language.switchTo }).click();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(heading).toHaveText(en.home.hero.title);
    await expect(page).toHaveTitle(`${en.shell.pages.home} | ${PRODUCT_NAME}`);
    expect(await page.evaluate(() => window.localStorage.getItem('baandee.language'))).toBe('en');

    // the choice survives a new visit
    await open(page, '/contact');
    await expect(heading).toHaveText(en.contact.page.title);

    await page.getByRole('button', { name: en.common.language.switchTo }).click();
    await expect(html).toHaveAttribute('lang', 'th');
    await expect(heading).toHaveText(th.contact.page.title);
    expect(await page.evaluate(() => window.localStorage.getItem('baandee.language'))).toBe('th');
  });

  test('bottom navigation highlights the current area on phones', async ({ page, context, baseURL }, testInfo) => {
    await withCookieConsent(context, baseURL);
    await open(page, '/');
    const nav = page.getByTestId('bottom-nav');
    if (!isPhone(testInfo)) {
      await expect(nav).toBeHidden();
      return;
    }
    const tab = (name: string) => nav.getByRole('link', { name, exact: true });
    const more = nav.getByRole('button', { name: th.shell.bottomNav.more });
    await expect(tab(th.shell.bottomNav.home)).toHaveAttribute('aria-current', 'page');

    await tab(th.shell.bottomNav.article).click();
    await expect(page).toHaveURL(/\/article$/);
    await expect(tab(th.shell.bottomNav.article)).toHaveAttribute('aria-current', 'page');
    await expect(tab(th.shell.bottomNav.home)).not.toHaveAttribute('aria-current');

    await tab(th.shell.bottomNav.find).click();
    await expect(page).toHaveURL(/\/announce-search$/);
    await expect(tab(th.shell.bottomNav.find)).toHaveAttribute('aria-current', 'page');

    await tab(th.shell.bottomNav.recommended).click();
    await expect(page).toHaveURL(/\/#recommended$/);
    await expect(tab(th.shell.bottomNav.recommended)).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#recommended')).toBeInViewport();

    await open(page, '/contact');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);

    await withSession(page, testInfo);
    for (const account of ['/my-profile', '/my-announce', '/change-password']) {
      await open(page, account);
      await expect(more).toHaveAttribute('aria-current', 'page');
    }

    await more.click();
    const drawer = page.getByTestId('more-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: th.shell.nav.about }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(drawer).toBeHidden();
  });

  test('desktop sell menu loads on intent and lists estate types with price bands', async ({ page, context, baseURL }, testInfo) => {
    test.skip(isPhone(testInfo), 'the mega-menus are a desktop header feature');
    await withCookieConsent(context, baseURL);
    await open(page, '/');
    const sell = page.getByRole('link', { name: th.shell.nav.sell });
    await expect(sell).toHaveAttribute('href', /announce_type=/);
    await sell.hover();
    const trigger = page.getByTestId('menu-sell');
    await expect(trigger).toBeVisible();
    await page.mouse.move(0, 400);
    await trigger.hover();
    const condo = page.getByRole('menuitem', { name: /คอนโด/ }).first();
    await expect(condo).toBeVisible();
    await condo.hover();
    await expect(page.getByRole('menuitem', { name: /ล้าน/ }).first()).toBeVisible();
  });

  test('a login-required page without a token goes Home and opens the login dialog', async ({ page, context, baseURL }, testInfo) => {
    await withCookieConsent(context, baseURL);
    await open(page, '/my-announce');
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: th.shell.loginDialog.title.login });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: th.shell.loginDialog.toRegister }).click();
    await expect(page.getByRole('dialog', { name: th.shell.loginDialog.title.register })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // closing reset the view: the Post button opens it on login again
    // (on a phone through the bottom sheet: Home's own Post button lies under it)
    if (isPhone(testInfo)) await page.getByRole('button', { name: th.shell.bottomNav.more }).click();
    const postFrom = isPhone(testInfo) ? page.getByTestId('more-drawer') : page.getByRole('banner');
    await postFrom.getByRole('button', { name: th.shell.header.post }).click();
    await expect(page.getByRole('dialog', { name: th.shell.loginDialog.title.login })).toBeVisible();
  });

  test('cookie bar: "not now" returns on the next page; accepting records consent and it stays gone', async ({ page, context }) => {
    await open(page, '/');
    const bar = page.getByTestId('cookie-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: th.shell.cookie.later }).click();
    await expect(bar).toBeHidden();

    await open(page, '/about-us');
    await expect(bar).toBeVisible();

    const recorded = page.waitForResponse((response) => response.url().endsWith('/api/accept-cookie') && response.request().method() === 'POST');
    await bar.getByRole('button', { name: th.shell.cookie.accept }).click();
    const response = await recorded;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', result: { accepted: true } });
    await expect(bar).toBeHidden();
    expect((await context.cookies()).some((cookie) => cookie.name === 'baandee_analytics')).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: th.shell.footer.privacy }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.legal.privacy.title);
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toBeHidden();
  });

  test(`back-to-top appears after ${BACK_TO_TOP_AFTER_PX} px of scroll and scrolls up`, async ({ page, context, baseURL }) => {
    await withCookieConsent(context, baseURL);
    await open(page, '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.legal.privacy.title);
    const button = page.getByRole('button', { name: th.shell.backToTop });

    await scrollWindowTo(page, BACK_TO_TOP_AFTER_PX - 200);
    await expect(button).toBeHidden();
    // on a phone it shows when the reader turns back up (going down it would cover the text read)
    await scrollWindowTo(page, BACK_TO_TOP_AFTER_PX + 600);
    await scrollWindowTo(page, BACK_TO_TOP_AFTER_PX + 200);
    await expect(button).toBeVisible();

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('every navigation starts at the top of the page', async ({ page, context, baseURL }) => {
    await withCookieConsent(context, baseURL);
    await open(page, '/terms-of-service');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: th.shell.nav.contact }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.contact.page.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('unknown routes show the not-found page inside the shell', async ({ page, context, baseURL }) => {
    await withCookieConsent(context, baseURL);
    for (const url of ['/no-such-page', '/help-center/no-such-topic', '/view-article/1/extra']) {
      await open(page, url);
      await expect(page.getByTestId('not-found-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.shell.notFound.title);
      await expect(page).toHaveTitle(`${th.shell.pages.notFound} | ${PRODUCT_NAME}`);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await page.getByRole('link', { name: th.common.actions.goHome }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.home.hero.title);
  });

  test('contact us: field errors, then a sent message and a mail in the outbox', async ({ page, context, baseURL }, testInfo) => {
    await withCookieConsent(context, baseURL);
    await open(page, '/contact');
    const form = page.getByTestId('contact-form');
    const field = (label: string) => form.getByRole('textbox', { name: label });
    await form.getByRole('button', { name: th.contact.form.submit }).click();
    await expect(form.getByText(th.errors.required)).toHaveCount(5);

    await field(th.contact.form.name).fill('สมหญิง ทดสอบ');
    await field(th.contact.form.email).fill('somying@example');
    await field(th.contact.form.email).blur();
    await expect(form.getByText(th.errors['email not valid'])).toBeVisible();
    await field(th.contact.form.email).fill('somying@example.com');

    // the phone keeps digits only, at most 10
    await field(th.contact.form.phone).pressSequentially('08-1234 56789x1');
    await expect(field(th.contact.form.phone)).toHaveValue('0812345678');

    const subject = `E2E ${testInfo.project.name} ${Date.now()}`;
    await field(th.contact.form.subject).fill(subject);
    await field(th.contact.form.message).fill('อยากทราบวิธีลงประกาศคอนโดให้เช่าย่านอารีย์ค่ะ');
    await expect(form.getByText(th.errors.required)).toHaveCount(0);

    const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact-us'));
    await form.getByRole('button', { name: th.contact.form.submit }).click();
    expect((await sent).status()).toBe(200);
    const alert = page.getByRole('dialog', { name: th.contact.form.sentTitle });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: th.common.actions.ok }).click();
    await expect(alert).toBeHidden();
    await expect(field(th.contact.form.name)).toHaveValue('');

    await expect.poll(async () => (await outboxMails()).find((mail) => mail.includes(subject)) ?? null).not.toBeNull();
    const mail = (await outboxMails()).find((item) => item.includes(subject))!;
    expect(mail).toContain('Reply-To: somying@example.com');
    expect(mailText(mail)).toContain('Phone: 0812345678');
    expect(mailText(mail)).toContain('อยากทราบวิธีลงประกาศคอนโดให้เช่าย่านอารีย์ค่ะ');
  });

  test('screenshots of home, contact and a help page', async ({ page, context, baseURL }, testInfo) => {
    await withCookieConsent(context, baseURL);
    const pages = [
      { name: 'home', url: '/', heading: th.home.hero.title },
      { name: 'contact', url: '/contact', heading: th.contact.page.title },
      { name: 'help-boost-post', url: '/help-center/boost-post', heading: th.help.boostPost.title },
    ];
    for (const { name, url, heading } of pages) {
      await open(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${testInfo.project.name}-${name}.png`), fullPage: true });
    }
  });
});
