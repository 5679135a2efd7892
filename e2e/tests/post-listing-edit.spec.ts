import { expect, test } from '@playwright/test';
import { open, th } from './support/app.js';
import { expectNoViolations } from './support/axe.js';
import { E2E_ADMIN } from './support/env.js';
import { logIn, ok, pageAs, postListing, verifiedUser } from './support/listings.js';

/**
 * The summary step for a listing that is not a new draft (issue #27), on phone and
 * desktop: editing a published listing ends with "save changes", and the summary says
 * what publishing costs (the first publish uses a credit, publishing again does not)
 * and the balance after.
 */
const p = th.postForm;
const fill = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

test.describe('the summary of a listing that is not a new draft', () => {
  test('editing a published listing ends with save changes, which keeps it live', async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const owner = await verifiedUser(request, testInfo, 'editor');
    const id = await postListing(request, owner, `คอนโดแก้ไข ${testInfo.project.name} ${Date.now()}`);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    await ok(await request.put(`/api/admin/estate/approve/${id}`, { headers: { authorization: `Bearer ${admin.token}` } }));

    const page = await pageAs(browser, baseURL, owner);
    await open(page, `/${id}/announce/form-post`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title.edit);
    const changed = `คอนโดแก้ไขแล้ว ${testInfo.project.name} ${Date.now()}`;
    await page.getByRole('textbox', { name: th.listing.fields.announce_title }).fill(changed);
    await page.getByRole('button', { name: p.nav.toPreview }).click();
    await expect(page).toHaveURL(new RegExp(`/${id}/announce/preview$`));

    // no publish of what is already published: the owner is told the change goes live as it is
    await expect(page.getByTestId('step-bar')).toHaveAttribute('aria-label', fill(p.stepsDone, { total: 5 }));
    await expect(page.getByRole('button', { name: p.publish.button })).toHaveCount(0);
    await expect(page.getByText(p.publish.saveDraft)).toHaveCount(0);
    await expect(page.getByTestId('edit-notice')).toHaveText(p.saveChanges.livePublished);
    // the owner's long e-mail address in the summary stays within the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath('edit-summary.png'), fullPage: true });
    await page.getByRole('button', { name: p.saveChanges.button }).click();

    await expect(page).toHaveURL(/\/my-announce$/);
    await expect(page.getByText(p.saveChanges.saved)).toBeVisible();
    const card = page.getByTestId('listing-card').filter({ hasText: changed });
    await expect(card.getByTestId('my-listing-status')).toHaveText(th.listing.status.publish);
  });

  test('the summary says what publishing costs and the balance after', async ({ browser, request, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    const owner = await verifiedUser(request, testInfo, 'payer');
    const headers = { authorization: `Bearer ${owner.token}` };
    // one listing published (its first publish used a credit, the admin approved it), then taken back
    const sent = await postListing(request, owner, `คอนโดเครดิต ${testInfo.project.name} ${Date.now()}`);
    const admin = await logIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    await ok(await request.put(`/api/admin/estate/approve/${sent}`, { headers: { authorization: `Bearer ${admin.token}` } }));
    await ok(await request.put(`/api/estate/un-publish/${sent}`, { headers }));
    const draft = await ok<{ id: number }>(await request.post('/api/estate/store', { headers, data: { project_estate_name: 'ร่างใหม่ เครดิต' } }));
    const balance = (await ok<{ credit: number }>(await request.get(`/api/user/${owner.info.id}`, { headers }))).credit;
    expect(balance).toBe(1);

    const page = await pageAs(browser, baseURL, owner);
    await open(page, `/${draft.id}/announce/preview`);
    await expect(page.getByTestId('publish-cost')).toHaveText(fill(p.cost.first, { cost: 1, balance: 1, after: 0 }));
    await expectNoViolations(page);
    await page.screenshot({ path: testInfo.outputPath('cost-summary.png'), fullPage: true });

    await open(page, `/${sent}/announce/preview`);
    await expect(page.getByTestId('publish-cost')).toHaveText(fill(p.cost.free, { balance: 1 }));
    await expect(page.getByRole('button', { name: p.publish.button })).toBeVisible();
  });
});
