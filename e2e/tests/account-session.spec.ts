import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { VERIFY_RESEND_COOLDOWN_SECONDS } from '@baandee/domain';
import { isPhone, open, th, withCookieConsent } from './support/app.js';

const a = th.account;
const PASSWORD = 'baan-dee-2025';

async function registerAccount(page: Page, testInfo: TestInfo, label: string): Promise<string> {
  const email = `${label}.${testInfo.project.name}.${Date.now()}@example.com`;
  const res = await page.request.post('/api/user/register', {
    data: { email, phone: '0899999999', password: PASSWORD, confirmPassword: PASSWORD, is_receive_news: false },
  });
  expect(res.status()).toBe(200);
  return email;
}

const loginDialog = (page: Page) => page.getByRole('dialog', { name: th.shell.loginDialog.title.login });

async function submitLogin(page: Page, email: string) {
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: a.fields.email, exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: a.fields.password, exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: a.login.submit }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function logOut(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByTestId('bottom-nav').getByRole('button', { name: th.shell.bottomNav.more }).click();
    await page.getByTestId('more-drawer').getByRole('button', { name: th.shell.userMenu.logout }).click();
  } else {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: th.shell.userMenu.logout }).click();
  }
  await expect(page.getByTestId('header-login')).toBeVisible();
}

test.describe('account session', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('a login-required page asked for while logged out opens after logging in from the dialog', async ({ page }, testInfo) => {
    const email = await registerAccount(page, testInfo, 'guard');
    await open(page, '/line-setting?tab=1');
    await expect(page).toHaveURL(/\/$/);
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/line-setting\?tab=1$/);
  });

  test('closing the login dialog with Escape gives the focus back to the control that opened it, the first time too', async ({ page }) => {
    await open(page, '/');
    const opener = page.getByTestId('header-login');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    // and again, once the dialog's code is loaded
    await page.keyboard.press('Enter');
    await expect(loginDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
  });

  test('logging out and in as another user in the same tab shows nothing of the first', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const first = await registerAccount(page, testInfo, 'first');
    const second = await registerAccount(page, testInfo, 'second');
    await open(page, '/my-profile');
    await submitLogin(page, first);
    await expect(page).toHaveURL(/\/my-profile$/);
    const form = page.getByTestId('profile-form');
    const firstname = form.getByRole('textbox', { name: a.profile.firstname, exact: true });
    await firstname.fill('Anong');
    await form.getByRole('textbox', { name: a.profile.lastname, exact: true }).fill('First');
    await form.getByRole('button', { name: a.profile.save }).click();
    await expect(page.getByTestId('profile-name')).toHaveText('Anong First');

    await logOut(page, testInfo);
    await page.getByTestId('header-login').click();
    await submitLogin(page, second);
    if (isPhone(testInfo)) {
      await page.getByTestId('bottom-nav').getByRole('button', { name: th.shell.bottomNav.more }).click();
      await page.getByTestId('more-drawer').getByRole('link', { name: th.shell.userMenu.profile }).click();
    } else {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: th.shell.userMenu.profile }).click();
    }
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByTestId('profile-form').getByRole('textbox', { name: a.fields.email, exact: true })).toHaveValue(second);
    await expect(firstname).toHaveValue('');
    await expect(page.getByText('Anong')).toHaveCount(0);
    await expect(page.getByText(first)).toHaveCount(0);
  });
});

test.describe('verification mail', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('"send a new link" counts down the server\'s cooldown instead of sending mail after mail', async ({ page }, testInfo) => {
    const email = await registerAccount(page, testInfo, 'cooldown');
    await open(page, '/my-profile');
    await submitLogin(page, email);
    const button = page.getByTestId('verify-banner').getByTestId('verify-resend-button');
    await expect(button).toHaveText(a.verify.resend);
    await button.click();
    // the registration mail is seconds old: the button waits, counting down
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(/\d+/);
    const first = Number((await button.innerText()).match(/\d+/)![0]);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(VERIFY_RESEND_COOLDOWN_SECONDS);
    await expect.poll(async () => Number((await button.innerText()).match(/\d+/)?.[0] ?? 0)).toBeLessThan(first);
  });
});

test.describe('sign-up copy', () => {
  test('Home and the create-account help name only the sign-ins this server offers (Google here, no Facebook)', async ({ page }) => {
    await open(page, '/');
    const step = page.getByText(/ได้ในไม่กี่นาที/);
    // the section hydrates (and asks which sign-ins there are) as it comes into view
    await step.scrollIntoViewIfNeeded();
    await expect(step).toContainText('Google');
    await expect(step).not.toContainText('Facebook');

    await open(page, '/help-center/create-account');
    const main = page.locator('main');
    await expect(main).toContainText('Google');
    await expect(main).not.toContainText('Facebook');
  });
});
