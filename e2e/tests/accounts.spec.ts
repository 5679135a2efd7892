import path from 'node:path';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { animationsDone, isPhone, mailedLink, open, th, uniqueEmail, withCookieConsent } from './support/app.js';
import type { FakeGoogleUser } from './support/fake-google.js';
import { png } from './support/png.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');
const PASSWORD = 'baan-dee-2025';
const NEW_PASSWORD = 'baan-dee-2026!';
const VALID_THAI_ID = '1101700230708'; // 13 digits with a correct checksum
const JURISTIC_NUMBER = '0105558012345';

/** A small, real PNG (a colour gradient); the server re-encodes it to 200x200 WebP. */
const pngImage = (size = 48) => png(size, size, (x, y) => [11, 127 + y * 2, 107 + x * 2]);

const a = th.account;
const dialog = (page: Page, view: keyof typeof th.shell.loginDialog.title) => page.getByRole('dialog', { name: th.shell.loginDialog.title[view] });

async function openLogin(page: Page): Promise<Locator> {
  await page.getByTestId('header-login').click();
  const login = dialog(page, 'login');
  await expect(login).toBeVisible();
  return login;
}

async function logIn(page: Page, email: string, password: string) {
  const login = dialog(page, 'login');
  await login.getByRole('textbox', { name: a.fields.email, exact: true }).fill(email);
  await login.getByRole('textbox', { name: a.fields.password, exact: true }).fill(password);
  await login.getByRole('button', { name: a.login.submit }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** A user-menu entry: the avatar menu on desktop, the bottom navigation's More drawer on phones. */
async function openUserLink(page: Page, testInfo: TestInfo, name: string) {
  if (isPhone(testInfo)) {
    await page.getByTestId('bottom-nav').getByRole('button', { name: th.shell.bottomNav.more }).click();
    const drawer = page.getByTestId('more-drawer');
    await drawer.getByRole(name === th.shell.userMenu.logout ? 'button' : 'link', { name }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name }).click();
  }
}

async function userLinkNames(page: Page, testInfo: TestInfo): Promise<string[]> {
  let items: Locator;
  if (isPhone(testInfo)) {
    await page.getByTestId('bottom-nav').getByRole('button', { name: th.shell.bottomNav.more }).click();
    items = page.getByTestId('more-drawer').getByRole('link');
  } else {
    await page.getByTestId('user-menu').click();
    items = page.getByRole('menuitem');
  }
  await expect(items.first()).toBeVisible();
  const names = await items.allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(items.first()).toBeHidden();
  return names;
}

const sessionToken = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('baandee.session') ?? '{}').token as string | undefined);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function closeAlert(page: Page, text: string) {
  const alert = page.getByTestId('alert-modal');
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: th.common.actions.ok }).click();
  await expect(alert).toBeHidden();
}

test.describe('accounts', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('register, verify the e-mail, log in, edit the profile, become a company, change the password, log out', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(testInfo, 'journey');
    await open(page, '/');

    // the dialog: a bottom sheet on phones, a modal on desktop
    const login = await openLogin(page);
    await expect(login.getByRole('button', { name: a.login.submit })).toBeVisible();
    await animationsDone(page.locator('body')); // the dialog's open animation, for the picture
    await page.screenshot({ path: path.join(SCREENSHOTS, `login-dialog-${testInfo.project.name}.png`) });
    const box = (await page.locator('[data-testid="login-dialog"]').boundingBox())!;
    if (isPhone(testInfo)) expect(box.y + box.height).toBeGreaterThan(740 - 80); // anchored to the bottom

    await login.getByRole('button', { name: th.shell.loginDialog.toRegister }).click();
    const register = dialog(page, 'register');
    const submit = register.getByRole('button', { name: a.register.submit });
    await expect(submit).toBeDisabled();
    await register.getByRole('textbox', { name: a.fields.email, exact: true }).fill(email);
    await register.getByRole('textbox', { name: a.fields.phone, exact: true }).pressSequentially('081-234 5678x9');
    await expect(register.getByRole('textbox', { name: a.fields.phone, exact: true })).toHaveValue('0812345678');
    await register.getByRole('textbox', { name: a.fields.password, exact: true }).fill(PASSWORD);
    await register.getByRole('textbox', { name: a.fields.confirmPassword, exact: true }).fill(PASSWORD + 'x');
    await expect(submit).toBeDisabled();
    await register.getByRole('textbox', { name: a.fields.confirmPassword, exact: true }).fill(PASSWORD);
    // PDPA: marketing news is opt-in
    await expect(register.getByRole('checkbox', { name: a.register.receiveNews })).not.toBeChecked();
    await animationsDone(page.locator('body'));
    await page.screenshot({ path: path.join(SCREENSHOTS, `register-dialog-${testInfo.project.name}.png`) });
    await submit.click();

    // back on the login view, told to check the inbox
    await expect(dialog(page, 'login').getByTestId('registered-notice')).toContainText(email);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const verifyLink = await mailedLink(email, '/email-verify');
    await open(page, verifyLink);
    await expect(page.getByTestId('verify-success')).toContainText(a.verify.successTitle);
    // the same link opened again: no failure, the address is verified
    await open(page, verifyLink);
    await expect(page.getByTestId('verify-success')).toContainText(a.verify.alreadyVerified);
    await expect(page.getByTestId('verify-failed')).toHaveCount(0);
    await page.getByTestId('verify-login').click();
    await logIn(page, email, PASSWORD);

    // profile: every field, the address pickers and the picture
    await openUserLink(page, testInfo, th.shell.userMenu.profile);
    await expect(page).toHaveURL(/\/my-profile$/);
    const form = page.getByTestId('profile-form');
    await expect(page.getByTestId('verify-banner')).toHaveCount(0);
    await form.getByRole('textbox', { name: a.profile.firstname, exact: true }).fill('สมชาย');
    await form.getByRole('textbox', { name: a.profile.lastname, exact: true }).fill('ใจดี');
    // the calendar in Thai: dd/mm/yyyy with Buddhist-era years (1990 is 2533)
    await page.getByTestId('birth-date').click();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: a.profile.calendarPrevious }).click();
    await page.getByRole('button', { name: '2533', exact: true }).click();
    await page.getByRole('button', { name: 'เม.ย.', exact: true }).click();
    await page.getByRole('button', { name: '13 เมษายน 2533', exact: true }).click();
    await expect(page.getByTestId('birth-date')).toHaveText('13/04/2533');
    await form.getByRole('textbox', { name: a.profile.idCard, exact: true }).fill('1101700230709');
    await form.getByRole('textbox', { name: a.profile.idCard, exact: true }).blur();
    await expect(form.getByText(th.errors['id card check digit not valid'])).toBeVisible();
    await form.getByRole('textbox', { name: a.profile.idCard, exact: true }).fill(VALID_THAI_ID);
    await form.getByRole('textbox', { name: a.profile.address, exact: true }).fill('99/1 ซอยพหลโยธิน 24 ถนนพหลโยธิน');
    await choose(page, a.profile.province, 'กรุงเทพมหานคร');
    await choose(page, a.profile.district, 'เขตจตุจักร');
    await choose(page, a.profile.subDistrict, 'จอมพล');
    await expect(page.getByTestId('postal-code')).toHaveValue('10900');
    await form.getByRole('textbox', { name: a.profile.shortHistory, exact: true }).fill('นายหน้าอสังหาฯ ย่านลาดพร้าว–จตุจักร ประสบการณ์ 10 ปี');
    await form.getByRole('checkbox', { name: a.profile.showPhone }).check();
    await form.getByRole('button', { name: a.profile.save }).click();
    await expect(page.getByText(a.profile.saved)).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText('สมชาย ใจดี');
    // the API keeps the ISO date
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('baandee.session') ?? '{}') as { token: string; userId: number });
    const saved = await (await request.get(`/api/user/${stored.userId}`, { headers: { authorization: `Bearer ${stored.token}` } })).json();
    expect(saved.result.birth_date).toBe('1990-04-13');

    const photo = page.getByTestId('profile-photo');
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage() });
    await expect(photo).toHaveAttribute('src', /^\/uploads\/profile\/[\w-]+\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);

    // a company needs its name and number first
    const switcher = page.getByTestId('user-type-switch');
    await switcher.getByText(a.userType.company).click();
    await expect(page.getByTestId('alert-modal')).toContainText(th.errors['profile incomplete']);
    await expect(page.getByTestId('alert-modal')).toContainText(a.profile.juristicNumber);
    await closeAlert(page, a.profile.companyName);
    await form.getByRole('textbox', { name: a.profile.companyName, exact: true }).fill('บ้านดี เรียลตี้ จำกัด');
    await form.getByRole('textbox', { name: a.profile.juristicNumber, exact: true }).fill(JURISTIC_NUMBER);
    // the first save's notice may still be up: only a fresh one says this save is done (the switch refuses unsaved changes)
    await expect(page.getByText(a.profile.saved)).toHaveCount(0);
    await form.getByRole('button', { name: a.profile.save }).click();
    await expect(page.getByText(a.profile.saved)).toBeVisible();
    await switcher.getByText(a.userType.company).click();
    await expect(page.getByTestId('user-type-badge')).toHaveText(a.userType.company);

    await page.reload();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('profile-form').getByRole('textbox', { name: a.profile.companyName, exact: true })).toHaveValue('บ้านดี เรียลตี้ จำกัด');
    await expect(page.getByTestId('postal-code')).toHaveValue('10900');
    await animationsDone(page.locator('body'));
    await page.screenshot({ path: path.join(SCREENSHOTS, `my-profile-${testInfo.project.name}.png`), fullPage: true });

    // change password: an e-mail account has the menu entry
    expect(await userLinkNames(page, testInfo)).toContain(th.shell.userMenu.changePassword);
    await openUserLink(page, testInfo, th.shell.userMenu.changePassword);
    await expect(page).toHaveURL(/\/change-password$/);
    const change = page.getByTestId('change-password-form');
    await change.getByRole('textbox', { name: a.changePassword.old, exact: true }).fill('wrong-password');
    await change.getByRole('textbox', { name: a.changePassword.new, exact: true }).fill(NEW_PASSWORD);
    await change.getByRole('textbox', { name: a.changePassword.confirm, exact: true }).fill(NEW_PASSWORD);
    await change.getByRole('button', { name: a.changePassword.submit }).click();
    await expect(change.getByText(th.errors['old password not valid'])).toBeVisible();
    await change.getByRole('textbox', { name: a.changePassword.old, exact: true }).fill(PASSWORD);
    await change.getByRole('button', { name: a.changePassword.submit }).click();
    await closeAlert(page, a.changePassword.success);

    // logout ends the session on the server: the old token is refused
    const token = await sessionToken(page);
    const profileId = await page.evaluate(() => JSON.parse(window.localStorage.getItem('baandee.session') ?? '{}').userId as number);
    expect(token).toBeTruthy();
    expect((await request.get(`/api/user/${profileId}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    await openUserLink(page, testInfo, th.shell.userMenu.logout);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await sessionToken(page)).toBeUndefined();
    await expect.poll(async () => (await request.get(`/api/user/${profileId}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

    // the new password works
    await openLogin(page);
    await logIn(page, email, NEW_PASSWORD);
  });

  test('forgot password: a mailed link sets a new password that logs in (an address never verified: the account is taken back and says so)', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, 'forgot');
    const registered = await request.post('/api/user/register', {
      data: { email, phone: '0899999999', password: PASSWORD, confirmPassword: PASSWORD, is_receive_news: false },
    });
    expect(registered.status()).toBe(200);

    await open(page, '/');
    const login = await openLogin(page);
    // client-side rule: a valid e-mail and a password, or a warning
    await login.getByRole('textbox', { name: a.fields.email, exact: true }).fill('not-an-email');
    await login.getByRole('button', { name: a.login.submit }).click();
    await expect(page.getByTestId('alert-modal')).toHaveAttribute('data-alert-type', 'warning');
    await closeAlert(page, th.errors['please correct login form']);
    // a wrong password: the server's message
    await login.getByRole('textbox', { name: a.fields.email, exact: true }).fill(email);
    await login.getByRole('textbox', { name: a.fields.password, exact: true }).fill('not-my-password');
    await login.getByRole('button', { name: a.login.submit }).click();
    await expect(login.getByTestId('login-refused')).toHaveText(th.errors['email or password not valid']);

    await login.getByRole('button', { name: th.shell.loginDialog.toForgot }).click();
    const forgot = dialog(page, 'forgot-password');
    await forgot.getByRole('textbox', { name: a.fields.email, exact: true }).fill('somchai@');
    await forgot.getByRole('button', { name: a.forgot.submit }).click();
    await expect(page.getByTestId('alert-modal')).toHaveAttribute('data-alert-type', 'error');
    await closeAlert(page, th.errors['please correct your email']);
    await forgot.getByRole('textbox', { name: a.fields.email, exact: true }).fill(email);
    await forgot.getByRole('button', { name: a.forgot.submit }).click();
    await expect(forgot.getByTestId('reset-sent')).toContainText(email);
    await page.keyboard.press('Escape');

    await open(page, await mailedLink(email, '/reset-password'));
    const form = page.getByTestId('reset-password-form');
    await form.getByRole('textbox', { name: a.reset.password, exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('textbox', { name: a.fields.confirmPassword, exact: true }).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: a.reset.submit }).click();
    await expect(page.getByTestId('reset-success')).toBeVisible();
    // the address was never verified: the link took the account back, and the page says what was reset before the login
    const takenBack = page.getByTestId('account-taken-back');
    await expect(takenBack).toContainText(a.takenBack.title);
    await expect(takenBack).toContainText(a.takenBack.text);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await takenBack.screenshot({ path: path.join(SCREENSHOTS, `account-taken-back-${testInfo.project.name}.png`) });
    await page.getByTestId('reset-success').getByRole('button', { name: a.login.submit }).click();
    // the login starts with the account's address; logging in leaves the reset page for the profile
    const login2 = dialog(page, 'login');
    await expect(login2.getByRole('textbox', { name: a.fields.email, exact: true })).toHaveValue(email);
    await login2.getByRole('textbox', { name: a.fields.password, exact: true }).fill(NEW_PASSWORD);
    await login2.getByRole('button', { name: a.login.submit }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByTestId('profile-form')).toBeVisible();

    // the link works once: opened again, it says so at once, with no form to fill
    const used = await mailedLink(email, '/reset-password');
    await open(page, used);
    await expect(page.getByTestId('reset-expired')).toContainText(a.reset.expiredTitle);
    await expect(page.getByTestId('reset-password-form')).toHaveCount(0);
    await expect(page.getByTestId('reset-request-new')).toBeVisible();
    // a made-up token too
    await open(page, '/reset-password?token=garbage');
    await expect(page.getByTestId('reset-expired')).toBeVisible();
  });

  test('Google sign-in against a local issuer; logout also signs out of Google', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const user: FakeGoogleUser = {
      sub: `g-${testInfo.project.name}-${Date.now()}`,
      email: uniqueEmail(testInfo, 'google'),
      given_name: 'สมหญิง',
      family_name: 'รักดี',
    };
    await page.addInitScript((who) => {
      window.__fakeGoogleUser = who;
    }, user);
    await open(page, '/');
    const login = await openLogin(page);
    await login.getByTestId('fake-google-button').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(window.localStorage.getItem('baandee.session') ?? '{}') as { token: string; userId: number });
    const profile = await (await page.request.get(`/api/user/${session.userId}`, { headers: { authorization: `Bearer ${session.token}` } })).json().then((body) => body.result);
    expect(profile).toMatchObject({ account_type: 3, email: user.email, firstname: 'สมหญิง', lastname: 'รักดี', email_verified: true });

    // no password to change for a Google account
    expect(await userLinkNames(page, testInfo)).not.toContain(th.shell.userMenu.changePassword);
    await open(page, '/change-password');
    await expect(page.getByTestId('change-password-social')).toContainText('Google');

    // notification settings: news is off for a social sign-up until the user opts in
    await openUserLink(page, testInfo, th.shell.userMenu.notifications);
    await expect(page).toHaveURL(/\/line-setting$/);
    const news = page.getByRole('switch', { name: `${a.notifications.events.news}: ${a.notifications.channel.email}` });
    await expect(news).not.toBeChecked();
    await news.dispatchEvent('click'); // Mantine draws the track over the hidden input
    await page.getByRole('button', { name: a.notifications.save }).click();
    await expect(page.getByText(a.notifications.saved)).toBeVisible();
    // the LINE section above the settings offers to connect (LINE is set up against the local stand-in)
    await expect(page.getByTestId('line-connect-button')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `line-setting-${testInfo.project.name}.png`), fullPage: true });
    await page.reload();
    await expect(news).toBeChecked();

    await openUserLink(page, testInfo, th.shell.userMenu.logout);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.__gsiDisableAutoSelectCalls ?? 0)).toBeGreaterThan(0);
  });

  test('Google sign-in for an address someone registered without verifying: the account is taken back and says what was reset', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, 'taken-back');
    const registered = await request.post('/api/user/register', {
      data: { email, phone: '0899999999', password: PASSWORD, confirmPassword: PASSWORD, is_receive_news: true },
    });
    expect(registered.status()).toBe(200);
    const user: FakeGoogleUser = { sub: `g-back-${testInfo.project.name}-${Date.now()}`, email, given_name: 'เจ้าของ', family_name: 'ตัวจริง' };
    await page.addInitScript((who) => {
      window.__fakeGoogleUser = who;
    }, user);
    await open(page, '/');
    const login = await openLogin(page);
    await login.getByTestId('fake-google-button').click();
    const alert = page.getByTestId('alert-modal');
    await expect(alert).toContainText(a.takenBack.title);
    await expect(alert).toContainText(a.takenBack.text);
    await page.screenshot({ path: path.join(SCREENSHOTS, `account-taken-back-google-${testInfo.project.name}.png`) });
    await closeAlert(page, a.takenBack.title);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    const session = await page.evaluate(() => JSON.parse(window.localStorage.getItem('baandee.session') ?? '{}') as { token: string; userId: number });
    const profile = await (await page.request.get(`/api/user/${session.userId}`, { headers: { authorization: `Bearer ${session.token}` } })).json().then((body) => body.result);
    expect(profile).toMatchObject({ account_type: 3, email, firstname: 'เจ้าของ', phone: null, email_verified: true });
  });

  test('an expired or used verification link shows the catalogue error and how to get a new one', async ({ page }) => {
    await open(page, '/email-verify?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByTestId('verify-failed-text')).toHaveText(th.errors['reset link expired']);
    await expect(page.getByTestId('verify-resend')).toContainText(a.verify.resendLoginText);
  });
});
