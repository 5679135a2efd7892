import { expect, test, type Page } from '@playwright/test';
import { logInWithDialog, mailedLink, open, th, uniqueEmail, withCookieConsent } from './support/app.js';

const PASSWORD = 'baan-dee-2025';
const a = th.account;
const dialog = (page: Page, view: keyof typeof th.shell.loginDialog.title) => page.getByRole('dialog', { name: th.shell.loginDialog.title[view] });

test.describe('account security', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('changing the e-mail: password, a link to the new address, applied only when opened', async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, 'mover');
    const newEmail = uniqueEmail(testInfo, 'moved');
    const registered = await request.post('/api/user/register', {
      data: { email, phone: '0899999999', password: PASSWORD, confirmPassword: PASSWORD, is_receive_news: false },
    });
    expect(registered.status()).toBe(200);

    await open(page, '/');
    await logInWithDialog(page, email, PASSWORD);
    await open(page, '/my-profile');
    const field = page.getByTestId('profile-email');
    await expect(field).toHaveValue(email);
    await expect(field).toHaveAttribute('readonly', '');

    await page.getByRole('button', { name: a.changeEmail.action }).click();
    const change = page.getByRole('dialog', { name: a.changeEmail.title });
    await change.getByRole('textbox', { name: a.changeEmail.newEmail, exact: true }).fill(newEmail);
    await change.getByRole('textbox', { name: a.changeEmail.password, exact: true }).fill('not-my-password');
    await change.getByRole('button', { name: a.changeEmail.submit }).click();
    await expect(change.getByText(th.errors['old password not valid'])).toBeVisible();
    await change.getByRole('textbox', { name: a.changeEmail.password, exact: true }).fill(PASSWORD);
    await change.getByRole('button', { name: a.changeEmail.submit }).click();
    const alert = page.getByTestId('alert-modal');
    await expect(alert).toContainText(a.changeEmail.sentTitle);
    await alert.getByRole('button', { name: th.common.actions.ok }).click();
    // nothing changed yet
    await expect(field).toHaveValue(email);

    await open(page, await mailedLink(newEmail, '/confirm-email-change'));
    await expect(page.getByTestId('email-change-success')).toContainText(newEmail);
    await page.getByRole('link', { name: a.changeEmail.goProfile }).click();
    await expect(page.getByTestId('profile-email')).toHaveValue(newEmail);
  });

  test('the password strength meter loads on the first keystroke and follows the typing', async ({ page }) => {
    const strengthChunks: string[] = [];
    page.on('request', (req) => {
      if (/password-strength[^/]*\.js/.test(req.url())) strengthChunks.push(req.url());
    });
    await open(page, '/');
    await page.getByTestId('header-login').click();
    await dialog(page, 'login').getByRole('button', { name: th.shell.loginDialog.toRegister }).click();
    const register = dialog(page, 'register');
    await expect(register).toBeVisible();
    expect(strengthChunks).toEqual([]);

    const password = register.getByRole('textbox', { name: a.fields.password, exact: true });
    await password.fill('password');
    const meter = register.getByTestId('password-strength');
    await expect(meter).toHaveAttribute('data-score', '0');
    await expect(meter).toContainText(a.passwordStrength.levels.veryWeak);
    expect(strengthChunks).toHaveLength(1);

    await password.fill('mango balcony thunder river');
    await expect(meter).toHaveAttribute('data-score', /^[34]$/);
    await password.fill('');
    await expect(meter).toHaveCount(0);
  });
});
