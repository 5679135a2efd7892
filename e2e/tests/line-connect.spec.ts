import path from 'node:path';
import { expect, test } from '@playwright/test';
import { open, th, withCookieConsent, withSession } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { fakeLineUrl } from './support/fake-line.js';

const l = th.line;
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

interface StandInUser {
  userId: string;
  displayName: string;
  friend: boolean;
}

test.describe('connecting LINE', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await withCookieConsent(context, baseURL);
  });

  test('from /line-setting through LINE Login in a new window back to /line-callback, then disconnect', async ({ page }, testInfo) => {
    await withSession(page, testInfo);
    await open(page, '/line-setting');
    const section = page.getByTestId('line-connection');
    await expect(section).toContainText(l.section.intro);
    await expectNoViolations(page);

    // LINE Login opens in its own window, on the stand-in's consent page
    const popupOpened = page.waitForEvent('popup');
    await section.getByTestId('line-connect-button').click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'LINE Login' })).toBeVisible();
    const authorize = new URL(popup.url());
    expect(authorize.origin).toBe(fakeLineUrl());
    expect(authorize.searchParams.get('scope')).toBe('profile openid email');
    expect(authorize.searchParams.get('state')).toMatch(/^[A-HJKMNP-Z2-9]{7}$/);
    await expect(section.getByTestId('line-waiting')).toBeVisible();

    const name = `ผู้ใช้ LINE ${testInfo.project.name} ${Date.now()}`;
    await popup.getByRole('textbox', { name: 'Display name' }).fill(name);
    await expect(popup.getByRole('checkbox')).toBeChecked(); // add the official account as a friend
    await popup.getByRole('button', { name: 'Allow' }).click();

    // back on our /line-callback in that window: connected
    await expect(popup).toHaveURL(/\/line-callback\?code=/);
    await expect(popup.getByTestId('line-callback-success')).toContainText(l.callback.successText.replace('{{name}}', name));
    await popup.screenshot({ path: path.join(SCREENSHOTS, `line-callback-${testInfo.project.name}.png`) });
    await expectNoViolations(popup);

    // the settings page noticed by re-checking the profile, without a reload
    await expect(section.getByTestId('line-connected-as')).toHaveText(l.section.connectedAs.replace('{{name}}', name));
    await expect(section).toContainText(l.section.friend);
    await expect(section.getByTestId('line-waiting')).toHaveCount(0);
    const profile = await page.evaluate(async () => {
      const session = JSON.parse(window.localStorage.getItem('baandee.session') ?? '{}') as { token: string; profile: { id: number } };
      const res = await fetch(`/api/user/${session.profile.id}`, { headers: { authorization: `Bearer ${session.token}` } });
      return ((await res.json()) as { result: { line_friend_status: boolean } }).result;
    });
    expect(profile.line_friend_status).toBe(true);
    const users = (await (await fetch(`${fakeLineUrl()}/__control/users`)).json()) as StandInUser[];
    expect(users.find((user) => user.displayName === name)?.friend).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, `line-setting-connected-${testInfo.project.name}.png`), fullPage: true });
    await expectNoViolations(page);

    // the button closes its window: the click may end with the page it was made on
    const closed = popup.waitForEvent('close');
    await popup
      .getByTestId('line-callback-close')
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await closed;

    // disconnect, confirmed once more
    await section.getByRole('button', { name: l.section.disconnect }).click();
    await section.getByRole('button', { name: l.section.disconnectYes }).click();
    await expect(page.getByText(l.section.disconnected)).toBeVisible();
    await expect(section.getByTestId('line-connect-button')).toBeVisible();
  });

  test('a callback with a state this server did not issue says so', async ({ page }, testInfo) => {
    await withSession(page, testInfo);
    await open(page, '/line-callback?code=made-up&state=ABCDEFG');
    await expect(page.getByTestId('line-callback-failed')).toContainText(th.errors['messaging-app login expired']);
    await expect(page.getByRole('link', { name: l.callback.goSettings })).toBeVisible();
  });
});
