import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logInWithDialog, open, th, uniqueEmail, withCookieConsent } from './support/app.js';

const PASSWORD = 'baan-dee-privacy-2026';
const p = th.account.privacy;

test.describe('your data and account (PDPA)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('downloads my data, then deletes the account, after which signing in is refused', async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, 'leaver');
    const registered = await request.post('/api/user/register', { data: { email, phone: '0898765432', password: PASSWORD, confirmPassword: PASSWORD } });
    expect(registered.status()).toBe(200);
    await open(page, '/');
    await logInWithDialog(page, email, PASSWORD);
    await open(page, '/my-profile');

    const section = page.getByTestId('privacy-settings');
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: p.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^baandee-data-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile(await download.path());
    // a zip (local file header) whose directory names data.json
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(zip.includes('data.json')).toBe(true);

    await section.getByRole('button', { name: p.delete }).click();
    const dialog = page.getByRole('dialog', { name: p.dialogTitle });
    const password = dialog.getByRole('textbox', { name: p.password, exact: true });
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: p.submit }).click();
    await expect(dialog.getByText(th.errors['password not valid'])).toBeVisible();
    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: p.submit }).click();

    const alert = page.getByTestId('alert-modal');
    await expect(alert).toContainText(p.deletedTitle);
    await alert.getByRole('button', { name: th.common.actions.ok }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-login')).toBeVisible();

    await page.getByTestId('header-login').click();
    const login = page.getByRole('dialog', { name: th.shell.loginDialog.title.login });
    await login.getByRole('textbox', { name: th.account.fields.email, exact: true }).fill(email);
    await login.getByRole('textbox', { name: th.account.fields.password, exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: th.account.login.submit }).click();
    await expect(login.getByTestId('login-refused')).toHaveText(th.errors['email or password not valid']);
  });
});
