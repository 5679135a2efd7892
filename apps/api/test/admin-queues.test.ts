import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { befriend, purchased } from './support/credits.js';
import { lifecycle, listingRow, masterRefs, signUpAdmin, storeComplete, type MasterRefs } from './support/listings.js';

/**
 * Issue #32: the moderation and payments queues searched and filtered, and decided in bulk
 * with one reason: each item as the single call decides it (audited, told), one that
 * cannot be decided reported on its own and the rest kept.
 */
let ctx: TestContext;
let refs: MasterRefs;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, PROMPTPAY_ID: '0812345678', BANK_NAME: 'Test Bank', BANK_ACCOUNT_NUMBER: '123-4-56789-0', PAYMENT_RATE_LIMIT: '1000' });
  refs = await masterRefs(ctx);
  admin = await signUpAdmin(ctx);
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers: Headers = admin.headers) => ctx.app.inject({ method: 'PUT', url, payload: payload as object, headers });
const ids = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.data as { id: number | string }[]).map((item) => item.id);
};
const auditOf = (action: string, subjectId: string) =>
  ctx.app.db.selectFrom('admin_audit').select(['actor_id', 'action', 'subject_id']).where('action', '=', action).where('subject_id', '=', subjectId).execute();

/** A new owner's complete listing sent for review. */
async function pendingListing(title: string, overrides: Record<string, unknown> = {}) {
  const owner = await signUp(ctx, undefined, { verify: true });
  const { id } = await storeComplete(ctx, owner.headers, refs, { announce_title: title, ...overrides });
  expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('pending');
  return { owner, id };
}

describe('the moderation queue: search and filters', () => {
  let sathorn: { id: number; owner: { email: string } };
  let ari: { id: number };
  beforeAll(async () => {
    sathorn = await pendingListing('คอนโดสาทร_50% วิวแม่น้ำ');
    ari = await pendingListing('บ้านเดี่ยวอารีย์', { estate_type_id: refs.estateTypeIds[1] });
    await ctx.app.db.updateTable('listings').set({ submitted_at: new Date('2026-01-10T20:00:00Z') }).where('id', '=', ari.id).execute(); // 11 Jan in Bangkok
  });

  it('finds by words of the title (its wildcards taken literally), by the owner e-mail, and by the number', async () => {
    expect(await ids('/api/admin/estate?q=สาทร')).toEqual([sathorn.id]);
    expect(await ids(`/api/admin/estate?q=${encodeURIComponent('_50%')}`)).toEqual([sathorn.id]);
    expect(await ids(`/api/admin/estate?q=${encodeURIComponent('%')}`)).toEqual([sathorn.id]);
    expect(await ids(`/api/admin/estate?q=${encodeURIComponent(sathorn.owner.email.toUpperCase())}`)).toEqual([sathorn.id]);
    // a number finds that listing (and any whose title or owner's e-mail holds it)
    expect(await ids(`/api/admin/estate?q=${ari.id}`)).toContain(ari.id);
    expect(await ids('/api/admin/estate?q=ไม่มีประกาศนี้')).toEqual([]);
  });

  it('filters by estate type and by the Bangkok days it was sent', async () => {
    const type = (await listingRow(ctx, ari.id))!.estate_type_id;
    const ofType = await ids(`/api/admin/estate?estate_type_id=${type}`);
    expect(ofType).toContain(ari.id);
    expect(ofType).not.toContain(sathorn.id);
    expect(await ids('/api/admin/estate?from=2026-01-11&to=2026-01-11')).toEqual([ari.id]);
    expect(await ids('/api/admin/estate?from=2026-01-12&to=2026-01-12')).toEqual([]);
    const bad = await get('/api/admin/estate?from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['from']);
  });
});

describe('PUT /api/admin/estate/bulk', () => {
  it('approves several pending listings, each audited like the single call; one decided meanwhile is reported, the rest stand', async () => {
    const a = await pendingListing('ทาวน์โฮมบางนา');
    const b = await pendingListing('คอนโดอ่อนนุช');
    const done = await pendingListing('คอนโดที่อนุมัติไปแล้ว');
    expect((await put(`/api/admin/estate/approve/${done.id}`, {})).statusCode).toBe(200);
    const res = await put('/api/admin/estate/bulk', { ids: [a.id, done.id, b.id], action: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      results: [
        { id: a.id, ok: true, status: 'publish' },
        { id: done.id, ok: false, message: 'announcement not in publish status' },
        { id: b.id, ok: true, status: 'publish' },
      ],
      done: 2,
      failed: 1,
    });
    for (const id of [a.id, b.id]) {
      expect((await listingRow(ctx, id))!.status).toBe('publish');
      expect(await auditOf('listing.approve', String(id))).toEqual([{ actor_id: admin.info.id, action: 'listing.approve', subject_id: String(id) }]);
    }
    // the one decided before keeps its single entry
    expect(await auditOf('listing.approve', String(done.id))).toHaveLength(1);
  });

  it('rejects with one reason that every owner reads, and refuses a rejection without one', async () => {
    const a = await pendingListing('ห้องเช่าลาดพร้าว');
    const b = await pendingListing('ห้องเช่าห้วยขวาง');
    const missing = await put('/api/admin/estate/bulk', { ids: [a.id, b.id], action: 'reject' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: ['required'] });
    expect((await listingRow(ctx, a.id))!.status).toBe('pending');
    const res = await put('/api/admin/estate/bulk', { ids: [a.id, b.id], action: 'reject', reason: 'รูปไม่ตรงกับห้อง' });
    expect(res.json().result).toMatchObject({ done: 2, failed: 0 });
    for (const id of [a.id, b.id]) {
      expect(await listingRow(ctx, id)).toMatchObject({ status: 'draft', moderation_reason: 'รูปไม่ตรงกับห้อง' });
      expect(await auditOf('listing.reject', String(id))).toHaveLength(1);
    }
  });

  it('refuses an empty list, an unknown action and too many ids, and answers an unknown id per item', async () => {
    expect((await put('/api/admin/estate/bulk', { ids: [], action: 'approve' })).json().errors).toEqual({ ids: ['not chosen'] });
    expect((await put('/api/admin/estate/bulk', { ids: [1], action: 'ban', reason: 'x' })).statusCode).toBe(422);
    expect((await put('/api/admin/estate/bulk', { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'approve' })).statusCode).toBe(422);
    const unknown = await put('/api/admin/estate/bulk', { ids: [99_999_999], action: 'approve' });
    expect(unknown.json().result).toEqual({ results: [{ id: 99_999_999, ok: false, message: 'announcement does not exist' }], done: 0, failed: 1 });
  });

  it('is for admins only', async () => {
    const { owner, id } = await pendingListing('ของผู้ใช้ทั่วไป');
    const res = await put('/api/admin/estate/bulk', { ids: [id], action: 'approve' }, owner.headers);
    expect(res.statusCode).toBe(403);
    expect((await listingRow(ctx, id))!.status).toBe('pending');
  });
});

describe('the payments queue: search, filters and bulk decisions', () => {
  async function payment() {
    const user = await signUp(ctx);
    await befriend(ctx, user.info.id);
    return { user, payment: await purchased(ctx, user.headers) };
  }

  it('finds a payment by reference, payer e-mail or number, and filters by kind and day', async () => {
    const { user, payment: paid } = await payment();
    const open = '/api/admin/payment?status=awaiting_payment';
    expect(await ids(`${open}&q=${paid.reference.toLowerCase()}`)).toEqual([paid.id]);
    expect(await ids(`${open}&q=${encodeURIComponent(user.email)}`)).toEqual([paid.id]);
    expect(await ids(`${open}&q=${paid.id}`)).toEqual([paid.id]);
    expect(await ids(`${open}&q=${paid.id}&kind=boost`)).toEqual([]);
    expect(await ids(`${open}&q=${paid.id}&kind=purchase`)).toEqual([paid.id]);
    expect(await ids(`${open}&q=${paid.id}&to=2020-01-01`)).toEqual([]);
  });

  it('approves several at once, each refilling its credits once and audited; one decided meanwhile is reported', async () => {
    const first = await payment();
    const second = await payment();
    expect((await put(`/api/admin/payment/reject/${second.payment.id}`, { reason: 'ไม่พบยอดโอน' })).statusCode).toBe(200);
    const res = await put('/api/admin/payment/bulk', { ids: [first.payment.id, second.payment.id], action: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      results: [
        { id: first.payment.id, ok: true, status: 'approved' },
        { id: second.payment.id, ok: false, message: 'payment already decided' },
      ],
      done: 1,
      failed: 1,
    });
    const refills = await ctx.app.db.selectFrom('credit_transactions').select(['user_id', 'amount']).where('subject_kind', '=', 'payment').where('subject_id', 'in', [first.payment.id, second.payment.id]).execute();
    expect(refills).toEqual([{ user_id: first.user.info.id, amount: 2 }]);
    expect(await auditOf('payment.approve', first.payment.id)).toHaveLength(1);
    expect(await auditOf('payment.approve', second.payment.id)).toEqual([]);
  });

  it('rejects several with one reason, and a plain user is refused', async () => {
    const a = await payment();
    const b = await payment();
    expect((await put('/api/admin/payment/bulk', { ids: [a.payment.id], action: 'approve' }, a.user.headers)).statusCode).toBe(403);
    const res = await put('/api/admin/payment/bulk', { ids: [a.payment.id, b.payment.id], action: 'reject', reason: 'สลิปไม่ชัด' });
    expect(res.json().result).toMatchObject({ done: 2, failed: 0 });
    const rows = await ctx.app.db.selectFrom('payments').select(['status', 'reason']).where('id', 'in', [a.payment.id, b.payment.id]).execute();
    expect(rows).toEqual([
      { status: 'rejected', reason: 'สลิปไม่ชัด' },
      { status: 'rejected', reason: 'สลิปไม่ชัด' },
    ]);
  });
});
