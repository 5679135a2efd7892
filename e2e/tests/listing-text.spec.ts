import { expect, test } from '@playwright/test';
import { open, th } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { ok, pageAs, verifiedUser } from './support/listings.js';

/**
 * "Write it for me" on the post form's title and description (issue 33), on phone and
 * desktop: the draft is shown first in Thai and English, using it fills the fields without
 * saving, and text the owner wrote is replaced only when they say so.
 */
const w = th.postForm.post.writer;
const fields = th.listing.fields;

test('the owner drafts the listing text, sees it before it fills the fields, and nothing is saved unseen', async ({ browser, request, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const owner = await verifiedUser(request, testInfo, 'writer');
  const headers = { authorization: `Bearer ${owner.token}` };
  const project = `Baan Writer ${testInfo.project.name}`;
  const draft = await ok<{ id: number }>(
    await request.post('/api/estate/store', {
      headers,
      data: { sell_type: 'เช่า', estate_type_id: 1, project_estate_name: project, area_size: 32, total_bedroom: 1, total_restroom: 1, rent_price: 18500, is_pet_allow: 1 },
    }),
  );

  const page = await pageAs(browser, baseURL, owner);
  await open(page, `/${draft.id}/announce/form-post`);
  const title = page.getByRole('textbox', { name: fields.announce_title });
  const description = page.getByRole('textbox', { name: fields.announce_description });
  await expect(title).toHaveValue('');

  await page.getByRole('button', { name: w.button }).click();
  const dialog = page.getByRole('dialog', { name: w.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('draft-title')).toContainText(project);
  await expect(dialog.getByTestId('draft-description')).toContainText('ค่าเช่า 18,500 บาท/เดือน');
  await expect(dialog.getByTestId('draft-description')).toContainText('เลี้ยงสัตว์ได้');
  await expect(dialog.getByTestId('draft-replace-warning')).toHaveCount(0);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('draft-thai.png'), fullPage: true });

  // the English draft, chosen in the dialog, is the one that fills the fields
  await dialog.getByText(w.english, { exact: true }).click();
  await expect(dialog.getByTestId('draft-description')).toContainText('Rent: 18,500 THB/month');
  const englishTitle = await dialog.getByTestId('draft-title').textContent();
  await dialog.getByRole('button', { name: w.use }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toHaveValue(englishTitle!);
  await expect(description).toHaveValue(/Rent: 18,500 THB\/month/);
  // filled, not saved: the listing keeps no text until the owner saves the step
  const saved = await ok<{ announce_title: string | null }>(await request.get(`/api/estate/${draft.id}`, { headers }));
  expect(saved.announce_title).toBeNull();

  // the owner's own words are replaced only after the warning and the owner's choice
  await title.fill('ห้องของฉัน เขียนเอง');
  await page.getByRole('button', { name: w.button }).click();
  await expect(dialog.getByTestId('draft-replace-warning')).toHaveText(w.replaceWarning);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('draft-replace.png'), fullPage: true });
  await dialog.getByRole('button', { name: w.cancel }).click();
  await expect(title).toHaveValue('ห้องของฉัน เขียนเอง');
  await page.getByRole('button', { name: w.button }).click();
  await dialog.getByText(w.thai, { exact: true }).click();
  await dialog.getByRole('button', { name: w.replace }).click();
  await expect(title).toHaveValue(new RegExp(project));
  await expect(description).toHaveValue(/ค่าเช่า 18,500 บาท\/เดือน/);
});
