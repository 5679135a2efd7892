import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { lifecycle, listingRow, masterRefs, moderate, signUpAdmin, storeComplete, type MasterRefs } from './support/listings.js';

let ctx: TestContext;
let refs: MasterRefs;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  refs = await masterRefs(ctx);
  admin = await signUpAdmin(ctx);
});
afterAll(() => ctx.close());

const queue = (headers: Record<string, string>, query = '') => ctx.app.inject({ method: 'GET', url: `/api/admin/estate${query}`, headers });
const moderations = (id: number) => ctx.app.db.selectFrom('listing_moderations').selectAll().where('listing_id', '=', id).orderBy('id').execute();

/** A new owner's complete listing sent for review. */
async function pendingListing(title = 'Review me') {
  const owner = await signUp(ctx, undefined, { verify: true });
  const { id } = await storeComplete(ctx, owner.headers, refs, { announce_title: title });
  expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('pending');
  return { owner, id };
}

describe('every admin listing call answers 403 to a non-admin token and changes nothing', () => {
  it.each([
    ['GET', '/api/admin/estate?status=pending', undefined],
    ['PUT', '/api/admin/estate/approve/:id', undefined],
    ['PUT', '/api/admin/estate/reject/:id', { reason: 'no' }],
    ['PUT', '/api/admin/estate/ban/:id', { reason: 'no' }],
    ['PUT', '/api/admin/estate/unban/:id', undefined],
  ] as const)('%s %s', async (method, path, payload) => {
    const { owner, id } = await pendingListing();
    const before = await listingRow(ctx, id);
    // the owner of the listing is no admin either
    for (const headers of [owner.headers, (await signUp(ctx)).headers]) {
      const res = await ctx.app.inject({ method, url: path.replace(':id', String(id)), headers, ...(payload && { payload }) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: 'permission denied for edit or view' });
    }
    expect(await listingRow(ctx, id)).toEqual(before);
    expect(await moderations(id)).toEqual([]);
  });
});

describe('GET /api/admin/estate', () => {
  it('lists pending listings oldest submission first, with photos and owner', async () => {
    const first = await pendingListing('First in line');
    const second = await pendingListing('Second in line');
    await ctx.app.db.updateTable('listings').set({ submitted_at: new Date(Date.now() - 60_000) }).where('id', '=', second.id).execute();
    const res = await queue(admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { data, per_page } = res.json().result;
    expect(per_page).toBe(10);
    const ids = data.map((card: { id: number }) => card.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const card = data.find((c: { id: number }) => c.id === first.id);
    expect(card).toMatchObject({ status: 'pending', announce_title: 'First in line', owner: { id: first.owner.info.id, email: first.owner.email }, submitted_at: expect.any(String) });
    expect(card.images).toHaveLength(4);
    expect(card.images[0]).toEqual({ url: expect.any(String), thumb_url: expect.stringMatching(/-thumb\.webp$/), large_url: expect.stringMatching(/-large\.webp$/) });
  });

  it('lists other statuses on request', async () => {
    const { id } = await pendingListing();
    await moderate(ctx, admin.headers, 'approve', id);
    const { data } = (await queue(admin.headers, '?status=publish')).json().result;
    expect(data.map((c: { id: number }) => c.id)).toContain(id);
    expect(data.every((c: { status: string }) => c.status === 'publish')).toBe(true);
  });
});

describe('approve, reject, ban, unban', () => {
  it('approves: pending -> publish with approval and expiry dates, a moderation record and a mail to the owner', async () => {
    const { owner, id } = await pendingListing('Sunny condo');
    const res = await moderate(ctx, admin.headers, 'approve', id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ id, status: 'publish', action: 'approve', moderation_reason: null });
    const row = (await listingRow(ctx, id))!;
    expect(row).toMatchObject({ status: 'publish', approved_at: expect.any(Date), published_at: expect.any(Date), first_published_at: expect.any(Date), expires_at: expect.any(Date) });
    expect(await moderations(id)).toEqual([expect.objectContaining({ action: 'approve', admin_id: admin.info.id, reason: null })]);
    await ctx.app.jobs.drain();
    const mail = ctx.mailer.last(owner.email);
    expect(mail?.subject).toContain('Your listing is live');
    expect(mail?.text).toContain('ผ่านการตรวจสอบ');
    expect(mail?.text).toContain(`/view-announce/sunny-condo-${id}`);
    // now on the site for everyone, and the owner is trusted
    expect((await ctx.app.inject({ method: 'GET', url: `/api/estate/view/${id}` })).statusCode).toBe(200);
    const next = await storeComplete(ctx, owner.headers, refs, { project_estate_name: 'Next one' });
    expect((await lifecycle(ctx, owner.headers, 'publish', next.id)).json().result.status).toBe('publish');
  });

  it('rejects with a reason: back to draft, the reason on the owner\'s list and in the mail', async () => {
    const { owner, id } = await pendingListing();
    const reason = 'The photos show another building';
    const res = await moderate(ctx, admin.headers, 'reject', id, reason);
    expect(res.json().result).toEqual({ id, status: 'draft', action: 'reject', moderation_reason: reason });
    const mine = (await ctx.app.inject({ method: 'GET', url: '/api/estate/my-estate', headers: owner.headers })).json().result;
    expect(mine.data[0]).toMatchObject({ id, status: 'draft', moderation_reason: reason, actions: ['edit', 'publish', 'delete'], unfinished: false });
    await ctx.app.jobs.drain();
    const mail = ctx.mailer.last(owner.email);
    expect(mail?.subject).toContain('Your listing needs changes');
    expect(mail?.text).toContain(reason);
    expect(await moderations(id)).toEqual([expect.objectContaining({ action: 'reject', reason })]);
    // fixed and sent again, it waits for review once more
    expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('pending');
  });

  it('needs a reason to reject or ban: 422', async () => {
    const { id } = await pendingListing();
    for (const action of ['reject', 'ban'] as const) {
      const res = await moderate(ctx, admin.headers, action, id, '  ');
      expect(res.statusCode, action).toBe(422);
      expect(res.json().errors, action).toEqual({ reason: ['required'] });
    }
    expect((await listingRow(ctx, id))!.status).toBe('pending');
  });

  it('bans a published listing off the site and out of its owner\'s hands, then unbans it to un-publish', async () => {
    const { owner, id } = await pendingListing('Too good to be true');
    await moderate(ctx, admin.headers, 'approve', id);
    const ban = await moderate(ctx, admin.headers, 'ban', id, 'Scam report');
    expect(ban.json().result).toEqual({ id, status: 'banned', action: 'ban', moderation_reason: 'Scam report' });
    await ctx.app.jobs.drain();
    expect(ctx.mailer.last(owner.email)?.text).toContain('Scam report');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/estate/view/${id}` })).statusCode).toBe(403);
    const [card] = (await ctx.app.inject({ method: 'GET', url: '/api/estate/my-estate', headers: owner.headers })).json().result.data;
    expect(card).toMatchObject({ status: 'banned', actions: [], moderation_reason: 'Scam report' });
    expect((await lifecycle(ctx, owner.headers, 'publish', id)).statusCode).toBe(409);

    const unban = await moderate(ctx, admin.headers, 'unban', id);
    expect(unban.json().result).toEqual({ id, status: 'un-publish', action: 'unban', moderation_reason: null });
    expect((await moderations(id)).map((m) => m.action)).toEqual(['approve', 'ban', 'unban']);
  });

  it("answers 409 'announcement not in publish status' for a decision the status does not allow, and 404 for no listing", async () => {
    const { id } = await pendingListing();
    const refusedNow = async (action: 'approve' | 'reject' | 'ban' | 'unban', reason?: string) => {
      const res = await moderate(ctx, admin.headers, action, id, reason);
      expect(res.statusCode, action).toBe(409);
      expect(res.json(), action).toEqual({ status: 'error', message: 'announcement not in publish status' });
    };
    await refusedNow('unban');
    expect((await moderate(ctx, admin.headers, 'ban', id, 'first ban')).statusCode).toBe(200);
    await refusedNow('ban', 'again');
    await refusedNow('approve');
    await refusedNow('reject', 'late');
    const missing = await moderate(ctx, admin.headers, 'approve', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', message: 'announcement does not exist' });
  });

  it('cannot ban a draft that never left its owner', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const { id } = await storeComplete(ctx, owner.headers, refs);
    expect((await moderate(ctx, admin.headers, 'ban', id, 'x')).statusCode).toBe(409);
  });
});
