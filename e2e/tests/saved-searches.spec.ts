import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { en, mailText, open, outboxMails, th, uniqueWord } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { ok, pageAs, publishedListings, verifiedUser } from './support/listings.js';

/**
 * Saved searches with alerts (docs/decisions/060): a visitor saves the results' search
 * (signing in on the way and coming back to it), then finds it on /my-saved-search, opens
 * it as a search, renames it, pauses it and deletes it; an alert mail's unsubscribe link
 * pauses its search without signing in, in Thai and in English.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

const savedCard = (page: Page, name: string) => page.getByTestId('saved-search').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a visitor saves the results after signing in, then opens, renames, pauses and deletes it on /my-saved-search', async ({ browser, baseURL, request }, testInfo) => {
  const seeker = await verifiedUser(request, testInfo, 'saver');
  const word = uniqueWord('savedq');
  const page = await pageAs(browser, baseURL, null);
  await open(page, `/announce-search?q=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);

  // signed out: the button asks to sign in, and the results come back with the dialog open
  await page.getByTestId('save-search').click();
  const login = page.getByRole('dialog', { name: th.shell.loginDialog.title.login });
  await login.getByRole('textbox', { name: th.account.fields.email, exact: true }).fill(seeker.email);
  await login.getByRole('textbox', { name: th.account.fields.password, exact: true }).fill('listing-journey-2026');
  await login.getByRole('button', { name: th.account.login.submit }).click();
  const dialog = page.getByRole('dialog', { name: th.search.saved.dialogTitle });
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe(word);
  // named after the keyword; e-mail, since no LINE account is connected
  await expect(dialog.getByTestId('save-search-name')).toHaveValue(word);
  await expect(dialog.getByRole('radio', { name: th.search.saved.line })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: th.search.saved.email })).toBeChecked();
  const name = `คอนโดที่ต้องการ ${word}`;
  await dialog.getByTestId('save-search-name').fill(name);
  await dialog.getByRole('radio', { name: th.search.saved.daily }).check();
  await page.screenshot({ path: path.join(SCREENSHOTS, `save-search-dialog-${testInfo.project.name}.png`) });
  await expectNoViolations(page);
  await dialog.getByTestId('save-search-submit').click();
  await expect(page.getByTestId('save-search-done')).toContainText(name);
  await page.getByTestId('save-search-done').getByRole('link', { name: th.search.saved.seeAll }).click();

  await expect(page).toHaveURL(/\/my-saved-search$/);
  await expect(page.getByRole('heading', { level: 1, name: th.search.saved.title })).toBeVisible();
  const card = savedCard(page, name);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('saved-search-state')).toHaveText(th.search.saved.active);
  await expect(card).toContainText(th.search.saved.dailyShort);
  await page.screenshot({ path: path.join(SCREENSHOTS, `my-saved-search-${testInfo.project.name}.png`), fullPage: true });
  await expectNoViolations(page);

  // open it as a search
  await card.getByTestId('saved-search-open').click();
  await expect(page).toHaveURL(new RegExp(`/announce-search\\?.*q=${word}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  await page.goBack();

  // rename
  const renamed = `Asoke ${word}`;
  await savedCard(page, name).getByTestId('saved-search-rename').click();
  const rename = page.getByRole('dialog', { name: th.search.saved.renameTitle });
  await rename.getByTestId('saved-search-rename-input').fill(renamed);
  await rename.getByTestId('saved-search-rename-save').click();
  await expect(rename).toBeHidden();
  const after = savedCard(page, renamed);
  await expect(after).toBeVisible();

  // an alert's "see all" link opens the saved search as a search
  const mine = await ok<{ saved_searches: { id: number; name: string }[] }>(await request.get('/api/saved-search', { headers: { authorization: `Bearer ${seeker.token}` } }));
  await open(page, `/my-saved-search?open=${mine.saved_searches.find((s) => s.name === renamed)!.id}`);
  await expect(page).toHaveURL(new RegExp(`/announce-search\\?.*q=${word}`));
  await open(page, '/my-saved-search');

  // pause, and the list says so after a reload too
  await after.getByTestId('saved-search-pause').click();
  await expect(after.getByTestId('saved-search-state')).toHaveText(th.search.saved.paused);
  await expect(after.getByTestId('saved-search-pause')).toHaveText(th.search.saved.resume);
  await page.reload();
  await expect(savedCard(page, renamed).getByTestId('saved-search-state')).toHaveText(th.search.saved.paused);

  // delete, after the confirmation
  await savedCard(page, renamed).getByTestId('saved-search-delete').click();
  const confirm = page.getByRole('dialog', { name: th.search.saved.deleteTitle });
  await expect(confirm).toContainText(renamed);
  await confirm.getByTestId('saved-search-confirm-delete').click();
  await expect(page.getByTestId('saved-searches-empty')).toBeVisible();
  const listed = await ok<{ saved_searches: unknown[] }>(await request.get('/api/saved-search', { headers: { authorization: `Bearer ${seeker.token}` } }));
  expect(listed.saved_searches).toEqual([]);
  await page.context().close();
});

test("an alert mail's unsubscribe link pauses its search without signing in, in Thai and in English", async ({ browser, baseURL, request }, testInfo) => {
  const seeker = await verifiedUser(request, testInfo, 'alerted');
  const word = uniqueWord('alertq');
  const name = `แจ้งเตือน ${word}`;
  const saved = await ok<{ id: number }>(
    await request.post('/api/saved-search', {
      headers: { authorization: `Bearer ${seeker.token}` },
      data: { name, filter: { keyword: word }, channel: 'email', frequency: 'instant' },
    }),
  );
  // a listing with the word in its title goes live: the alert is mailed at once
  await publishedListings(request, testInfo, word, 1);
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await outboxMails()).filter((mail) => new RegExp(`^To: ${seeker.email.replace(/[.+]/g, '\\$&')}$`, 'm').test(mail));
        link = mails.map((mail) => /https?:\/\/[^\s/]+(\/saved-search-unsubscribe\?id=\d+&sig=[A-Za-z0-9_-]+)/.exec(mailText(mail))?.[1]).find(Boolean) ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .toContain(`id=${saved.id}&`);

  const visitor = await pageAs(browser, baseURL, null);
  await open(visitor, link);
  await expect(visitor.getByTestId('unsubscribe-done')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: th.search.saved.unsubscribed })).toBeVisible();
  await expect(visitor.getByTestId('unsubscribe-done')).toContainText(name);
  await visitor.screenshot({ path: path.join(SCREENSHOTS, `saved-search-unsubscribe-${testInfo.project.name}.png`) });
  await expectNoViolations(visitor);
  const listed = await ok<{ saved_searches: { id: number; paused: boolean }[] }>(await request.get('/api/saved-search', { headers: { authorization: `Bearer ${seeker.token}` } }));
  expect(listed.saved_searches.find((s) => s.id === saved.id)?.paused).toBe(true);

  // in English, and a link whose signature is not the server's says it does not work
  const english = await pageAs(browser, baseURL, null);
  await english.addInitScript(() => window.localStorage.setItem('baandee.language', 'en'));
  await open(english, link);
  await expect(english.getByRole('heading', { level: 1, name: en.search.saved.unsubscribed })).toBeVisible();
  await open(english, link.replace(/sig=[A-Za-z0-9_-]{5}/, 'sig=AAAAA'));
  await expect(english.getByTestId('unsubscribe-failed')).toBeVisible();
  await expect(english.getByRole('heading', { level: 1, name: en.search.saved.unsubscribeFailed })).toBeVisible();
  await visitor.context().close();
  await english.context().close();
});
