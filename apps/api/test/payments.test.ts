import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEmvTlv, readEmvTlv } from '@baandee/domain';
import { decodeQr } from '../src/lib/qr.js';
import { receiveSlip } from '../src/modules/payments/slip-intake.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { signUpAdmin } from './support/listings.js';
import { balances, befriend, decide, notificationRecorder, purchase, purchased, uniqueReference, uploadSlip } from './support/credits.js';
import { largePng } from './support/large-png.js';
import { makeSlipImage } from './support/slip-image.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
/** What the buyers were told. */
const recorder = notificationRecorder();
const toldTo = (userId: number) => recorder.toldTo(ctx, userId);
beforeAll(async () => {
  ctx = await createTestApp(
    { ...FAST_HASH, PROMPTPAY_ID: '0812345678', BANK_NAME: 'Test Bank', BANK_ACCOUNT_NUMBER: '123-4-56789-0', PAYMENT_RATE_LIMIT: '1000' },
    { beforeReady: (app) => app.notificationChannels.register(recorder.channel) },
  );
  admin = await signUpAdmin(ctx);
});
afterAll(() => ctx.close());

/** A signed-up account that is a friend of the LINE official account. */
async function buyer() {
  const user = await signUp(ctx);
  await befriend(ctx, user.info.id);
  return user;
}

const paymentRow = (id: string) => ctx.database.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const slipRows = (paymentId: string) => ctx.database.db.selectFrom('payment_slips').selectAll().where('payment_id', '=', paymentId).orderBy('id').execute();

describe('GET /api/package', () => {
  it('lists OPENING99: 99 baht for 2 credits, "2 new listings or 1 boost" in Thai and English', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/package' });
    expect(res.statusCode, res.body).toBe(200);
    const opening = res.json().result.find((p: { code: string }) => p.code === 'OPENING99');
    expect(opening).toMatchObject({ headPrice: 99, price_satang: 9900, price: '99.00', credits: 2 });
    expect(opening.details.en).toContain('2 new listings or 1 boost');
    expect(opening.details.th).toMatch(/\p{Script=Thai}/u);
  });
});

describe('POST /api/make-purchase', () => {
  it('refuses an unknown or inactive package', async () => {
    const user = await buyer();
    await ctx.database.db.insertInto('packages').values({ code: 'RETIRED', price_satang: 5000, credits: 1, active: false }).execute();
    for (const code of ['NOPE', 'RETIRED']) {
      const res = await purchase(ctx, user.headers, code);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('package not available');
    }
    expect(await ctx.database.db.selectFrom('payments').select('id').where('user_id', '=', user.info.id).execute()).toEqual([]);
  });

  it('creates a payment awaiting the transfer with the bank account, a reference and a PromptPay QR for the exact amount', async () => {
    const user = await buyer();
    const payment = await purchased(ctx, user.headers);
    expect(payment).toMatchObject({ kind: 'purchase', status: 'awaiting_payment', amount_satang: 9900, amount: '99.00', package_code: 'OPENING99', credits: 2, slips: [] });
    expect(payment.reference).toMatch(/^BD[A-Z2-9]{8}$/);
    const instructions = payment.instructions as Record<string, string>;
    expect(instructions).toMatchObject({ bank_name: 'Test Bank', promptpay_id: '0812345678' });
    // the payload is checksummed, names the PromptPay mobile number and carries 99.00 baht
    const fields = parseEmvTlv(instructions.promptpay_payload!)!;
    expect(fields.get('54')).toBe('99.00');
    expect(fields.get('53')).toBe('764');
    expect(readEmvTlv(fields.get('29')!)!.get('01')).toBe('0066812345678');
    // the QR image decodes to that same payload
    expect(instructions.qr_image).toMatch(/^data:image\/png;base64,/);
    expect(await decodeQr(Buffer.from(instructions.qr_image!.split(',')[1]!, 'base64'))).toBe(instructions.promptpay_payload);

    const other = await purchased(ctx, user.headers);
    expect(other.reference).not.toBe(payment.reference);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/payment', headers: user.headers });
    expect(list.json().result).toMatchObject({ total: 2, data: [{ id: other.id }, { id: payment.id }] });
  });
});

describe('slips', () => {
  it('an uploaded slip is stored and read, and the payment awaits the admin', async () => {
    const user = await buyer();
    const payment = await purchased(ctx, user.headers);
    const reference = uniqueReference();
    const res = await uploadSlip(ctx, user.headers, payment.id, await makeSlipImage({ reference }));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ id: payment.id, status: 'awaiting_approval', slips: [{ source: 'upload', reference, duplicate: false }] });
    const [row] = await slipRows(payment.id);
    expect(row!.storage_key).toMatch(/^slips\/[A-Za-z0-9_-]+\.webp$/);
    const stored = await ctx.app.storage.get(row!.storage_key!);
    expect(stored?.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it("a slip's picture is served only to the payment's owner and admins, never cached, and has no public URL", async () => {
    const user = await buyer();
    const stranger = await buyer();
    const payment = await purchased(ctx, user.headers);
    const res = await uploadSlip(ctx, user.headers, payment.id, await makeSlipImage({ reference: uniqueReference() }));
    const url: string = res.json().result.slips[0].image_url;
    const [row] = await slipRows(payment.id);
    expect(url).toBe(`/api/payment/${payment.id}/slip/${row!.id}`);
    expect(url).not.toContain(row!.storage_key!);
    expect(() => ctx.app.storage.url(row!.storage_key!)).toThrow(/no public URL/);

    const load = (headers: Record<string, string>, path = url) => ctx.app.inject({ method: 'GET', url: path, headers });
    for (const headers of [user.headers, admin.headers]) {
      const image = await load(headers);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.equals((await ctx.app.storage.get(row!.storage_key!))!)).toBe(true);
    }
    // the admin's queue links the same route
    const queue = await ctx.app.inject({ method: 'GET', url: '/api/admin/payment?status=awaiting_approval', headers: admin.headers });
    expect(JSON.stringify(queue.json().result)).toContain(url);

    const missing = { status: 'error', message: 'payment does not exist' };
    expect((await load(stranger.headers)).json()).toEqual(missing);
    expect((await load(stranger.headers)).statusCode).toBe(404);
    expect((await load(user.headers, `/api/payment/${payment.id}/slip/${BigInt(row!.id) + 100000n}`)).statusCode).toBe(404);
    expect((await load({})).statusCode).toBe(401);
  });

  it('a slip whose reference another payment used is kept flagged, refused, and shown to the admin', async () => {
    const first = await buyer();
    const second = await buyer();
    const reference = uniqueReference();
    const image = await makeSlipImage({ reference });
    const paid = await purchased(ctx, first.headers);
    expect((await uploadSlip(ctx, first.headers, paid.id, image)).statusCode).toBe(200);

    const reused = await purchased(ctx, second.headers);
    const res = await uploadSlip(ctx, second.headers, reused.id, await makeSlipImage({ reference, format: 'png' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: 'slip already used' });
    expect(await slipRows(reused.id)).toMatchObject([{ reference, duplicate: true }]);

    const queue = await ctx.app.inject({ method: 'GET', url: '/api/admin/payment?status=awaiting_approval', headers: admin.headers });
    const entry = queue.json().result.data.find((p: { id: string }) => p.id === reused.id);
    expect(entry).toMatchObject({ duplicate_slip: true, user: { id: second.info.id }, slips: [{ duplicate: true, reference }] });
    expect(queue.json().result.data.find((p: { id: string }) => p.id === paid.id)).toMatchObject({ duplicate_slip: false });
  });

  it('two payments sent the same slip at the same moment: exactly one accepts it', async () => {
    const a = await buyer();
    const b = await buyer();
    const [pa, pb] = [await purchased(ctx, a.headers), await purchased(ctx, b.headers)];
    const image = await makeSlipImage({ reference: uniqueReference() });
    const answers = await Promise.all([uploadSlip(ctx, a.headers, pa.id, image), uploadSlip(ctx, b.headers, pb.id, image)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const flags = [...(await slipRows(pa.id)), ...(await slipRows(pb.id))].map((s) => s.duplicate).sort();
    expect(flags).toEqual([false, true]);
  });

  it('a slip without a readable QR code still goes to the admin', async () => {
    const user = await buyer();
    const payment = await purchased(ctx, user.headers);
    const res = await uploadSlip(ctx, user.headers, payment.id, await makeSlipImage({ reference: 'none', qr: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'awaiting_approval', slips: [{ reference: null, duplicate: false }] });
  });

  it("someone else's payment, or none: 404; a decided payment: 409; not a picture: 422; nothing stored", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const payment = await purchased(ctx, owner.headers);
    const image = await makeSlipImage({ reference: uniqueReference() });
    for (const id of [payment.id, '999999999']) {
      const res = await uploadSlip(ctx, stranger.headers, id, image);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('payment does not exist');
    }
    const notImage = await uploadSlip(ctx, owner.headers, payment.id, Buffer.from('not a picture at all'));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().message).toBe('not an image');
    expect(await slipRows(payment.id)).toEqual([]);
    expect((await paymentRow(payment.id)).status).toBe('awaiting_payment');

    expect((await decide(ctx, admin.headers, 'reject', payment.id, 'no transfer arrived')).statusCode).toBe(200);
    const late = await uploadSlip(ctx, owner.headers, payment.id, image);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('payment already decided');
    expect(await slipRows(payment.id)).toEqual([]);
  });

  it("a picture of far more pixels than a phone screenshot (a 7000x7000 PNG of a few KB): 422 'slip picture too large' on the field, nothing stored", async () => {
    const user = await buyer();
    const payment = await purchased(ctx, user.headers);
    for (const picture of [largePng(7000, 7000), largePng(1000, 4500)]) {
      const res = await uploadSlip(ctx, user.headers, payment.id, picture, 'image/png');
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ status: 'error', message: 'slip picture too large', errors: { image: ['slip picture too large'] } });
    }
    expect(await slipRows(payment.id)).toEqual([]);
    expect((await paymentRow(payment.id)).status).toBe('awaiting_payment');
    // a screenshot of an ordinary size is still taken
    const screenshot = await makeSlipImage({ reference: uniqueReference(), width: 1080, height: 2340, format: 'png' });
    expect((await uploadSlip(ctx, user.headers, payment.id, screenshot, 'image/png')).statusCode).toBe(200);
  });

  it('receiveSlip (a picture sent over LINE) attaches to the oldest payment awaiting the transfer, then the oldest awaiting its check', async () => {
    const user = await buyer();
    expect(await receiveSlip(ctx.app, { userId: user.info.id, image: await makeSlipImage({ reference: uniqueReference() }), source: 'line' })).toEqual({
      outcome: 'no-open-payment',
    });
    const older = await purchased(ctx, user.headers);
    const newer = await purchased(ctx, user.headers);
    const reference = uniqueReference();
    const image = await makeSlipImage({ reference });
    expect(await receiveSlip(ctx.app, { userId: user.info.id, image, source: 'line' })).toEqual({ outcome: 'attached', kind: 'purchase', paymentId: older.id, readable: true });
    const unreadable = await makeSlipImage({ reference: 'x', qr: false });
    expect(await receiveSlip(ctx.app, { userId: user.info.id, image: unreadable, source: 'line' })).toEqual({
      outcome: 'attached',
      kind: 'purchase',
      paymentId: newer.id,
      readable: false,
    });
    // both await the check now: the oldest gets the next one; a slip it already has is not added twice
    expect(await receiveSlip(ctx.app, { userId: user.info.id, image, source: 'line' })).toMatchObject({ outcome: 'attached', paymentId: older.id });
    expect(await slipRows(older.id)).toHaveLength(1);
    expect((await slipRows(older.id))[0]).toMatchObject({ source: 'line', reference });
    const other = await buyer();
    await purchased(ctx, other.headers);
    expect(await receiveSlip(ctx.app, { userId: other.info.id, image, source: 'line' })).toMatchObject({ outcome: 'duplicate', kind: 'purchase' });
  });
});

describe('admin decisions', () => {
  it('approving refills the credits once, even when two admins approve at the same moment', async () => {
    const user = await buyer();
    const payment = await purchased(ctx, user.headers);
    expect((await uploadSlip(ctx, user.headers, payment.id, await makeSlipImage({ reference: uniqueReference() }))).statusCode).toBe(200);
    const before = await balances(ctx, user.info.id);
    const answers = await Promise.all([decide(ctx, admin.headers, 'approve', payment.id), decide(ctx, admin.headers, 'approve', payment.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('payment already decided');
    const approved = answers.find((r) => r.statusCode === 200)!.json().result;
    expect(approved).toMatchObject({ status: 'approved', decided_by: admin.info.id, decided_at: expect.any(String) });
    const after = await balances(ctx, user.info.id);
    expect(after).toEqual({ balance: before.balance + 2, ledger: before.balance + 2 });
    const refills = await ctx.database.db.selectFrom('credit_transactions').selectAll().where('user_id', '=', user.info.id).where('type', '=', 'refilled').execute();
    expect(refills).toMatchObject([{ amount: 2, subject_kind: 'payment', subject_id: payment.id }]);
    const info = await ctx.app.inject({ method: 'GET', url: '/api/credit-info?type=refilled', headers: user.headers });
    expect(info.json().result.history.data).toMatchObject([{ type: 'refilled', amount: 2, subject_label: 'OPENING99' }]);
    expect(await toldTo(user.info.id)).toEqual([{ userId: user.info.id, event: 'payment_approved', data: { amount: '99.00', credits: 2, listing: null } }]);
  });

  it('rejecting keeps the reason, the admin and the time, and refills nothing', async () => {
    const user = await buyer();
    const payment = await purchased(ctx, user.headers);
    const before = await balances(ctx, user.info.id);
    const missingReason = await decide(ctx, admin.headers, 'reject', payment.id, '');
    expect(missingReason.statusCode).toBe(422);
    const res = await decide(ctx, admin.headers, 'reject', payment.id, 'The amount did not arrive');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'rejected', reason: 'The amount did not arrive', decided_by: admin.info.id });
    expect(await balances(ctx, user.info.id)).toEqual(before);
    const own = await ctx.app.inject({ method: 'GET', url: '/api/payment', headers: user.headers });
    expect(own.json().result.data[0]).toMatchObject({ id: payment.id, status: 'rejected', reason: 'The amount did not arrive', instructions: { qr_image: null } });
    expect(await toldTo(user.info.id)).toEqual([
      { userId: user.info.id, event: 'payment_rejected', data: { amount: '99.00', reason: 'The amount did not arrive' } },
    ]);
    expect((await decide(ctx, admin.headers, 'approve', payment.id)).statusCode).toBe(409);
    const missing = await decide(ctx, admin.headers, 'approve', '999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('payment does not exist');
  });

  it('a plain user may not decide', async () => {
    const user = await buyer();
    const payment = await purchased(ctx, user.headers);
    const res = await decide(ctx, user.headers, 'approve', payment.id);
    expect(res.statusCode).toBe(403);
    expect((await paymentRow(payment.id)).status).toBe('awaiting_payment');
  });
});

describe('packages (admin)', () => {
  it('creates and edits a package; a taken code is 409 already in use', async () => {
    const body = { code: 'bigpack', price_satang: 49_900, credits: 12, details_th: 'ลงประกาศ 12 ครั้ง', details_en: '12 listings', active: true };
    const created = await ctx.app.inject({ method: 'POST', url: '/api/admin/package/store', headers: admin.headers, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().result).toMatchObject({ code: 'BIGPACK', headPrice: 499, price: '499.00', credits: 12, active: true });
    const taken = await ctx.app.inject({ method: 'POST', url: '/api/admin/package/store', headers: admin.headers, payload: { ...body, code: 'OPENING99' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('already in use');
    const edited = await ctx.app.inject({ method: 'POST', url: '/api/admin/package/store', headers: admin.headers, payload: { ...body, id: created.json().result.id, active: false } });
    expect(edited.json().result).toMatchObject({ code: 'BIGPACK', active: false });
    const onSale = await ctx.app.inject({ method: 'GET', url: '/api/package' });
    expect(onSale.json().result.map((p: { code: string }) => p.code)).not.toContain('BIGPACK');
    const all = await ctx.app.inject({ method: 'GET', url: '/api/admin/package', headers: admin.headers });
    expect(all.json().result.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(['OPENING99', 'BIGPACK']));
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/admin/package/store', headers: admin.headers, payload: { ...body, code: 'OTHER', id: 99999 } });
    expect(unknown.statusCode).toBe(404);
  });
});


describe('rate limits', () => {
  it('purchases beyond PAYMENT_RATE_LIMIT in the window answer 429, per user', async () => {
    const limited = await createTestApp({ ...FAST_HASH, PAYMENT_RATE_LIMIT: '2' });
    try {
      const user = await signUp(limited);
      await befriend(limited, user.info.id);
      expect((await purchase(limited, user.headers)).statusCode).toBe(200);
      expect((await purchase(limited, user.headers)).statusCode).toBe(200);
      const third = await purchase(limited, user.headers);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('too many requests');
      const other = await signUp(limited);
      await befriend(limited, other.info.id);
      expect((await purchase(limited, other.headers)).statusCode).toBe(200);
      expect(await limited.database.db.selectFrom('payments').select('id').where('user_id', '=', user.info.id).execute()).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
