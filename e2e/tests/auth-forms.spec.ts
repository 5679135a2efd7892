import { expect, test, type Page } from '@playwright/test';
import { open, th, uniqueEmail, withCookieConsent } from './support/app.js';
import { expectNoViolations } from './support/axe.js';

const a = th.account;
const dialog = (page: Page, view: keyof typeof th.shell.loginDialog.title) => page.getByRole('dialog', { name: th.shell.loginDialog.title[view] });

test.beforeEach(async ({ context, baseURL }) => {
  await withCookieConsent(context, baseURL);
});

test('registration leaves marketing news unticked: the visitor opts in (PDPA)', async ({ page }) => {
  await open(page, '/');
  await page.getByTestId('header-login').click();
  await dialog(page, 'login').getByRole('button', { name: th.shell.loginDialog.toRegister }).click();
  const news = dialog(page, 'register').getByRole('checkbox', { name: a.register.receiveNews });
  await expect(news).toBeVisible();
  await expect(news).not.toBeChecked();
});

test('a wrong password says that the e-mail or password is not valid, not that something went wrong', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'wrong-password');
  const password = 'right-passphrase-2026';
  expect((await request.post('/api/user/register', { data: { email, phone: '0812345678', password, confirmPassword: password } })).ok()).toBe(true);
  await open(page, '/');
  await page.getByTestId('header-login').click();
  const login = dialog(page, 'login');
  await login.getByRole('textbox', { name: a.fields.email, exact: true }).fill(email);
  await login.getByRole('textbox', { name: a.fields.password, exact: true }).fill('not-the-passphrase');
  await login.getByRole('button', { name: a.login.submit }).click();
  // said in the form, where the visitor corrects it; no "something went wrong"
  await expect(login.getByRole('alert')).toHaveText(th.errors['email or password not valid']);
  await expect(page.getByText(th.shell.alert.error)).toHaveCount(0);
  await expect(page.getByTestId('alert-modal')).toHaveCount(0);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('wrong-password.png') });
});
