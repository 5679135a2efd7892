import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { balances, decide, purchase, purchased, uniqueReference, uploadSlip } from './support/credits.js';
import { createLineTestApp, signUpLinked } from './support/line-app.js';
import type { LineServer } from './support/line-server.js';
import { signUpAdmin } from './support/listings.js';
import { makeSlipImage } from './support/slip-image.js';

/**
 * Buying a package where LINE is set up and where it is not (issue #27): with LINE the
 * buyer must be a friend of the official account (DESIGN 4.5); without it nobody can be,
 * so the purchase is open to every account and the slip is uploaded on the site. Either
 * way the loop ends in credits: purchase -> transfer instructions -> slip -> approval.
 */

/** Buys OPENING99, uploads the slip on the site, has the admin approve it; answers the balance before and after. */
async function buyAndGetApproved(ctx: TestContext, buyer: { info: { id: number }; headers: Record<string, string> }) {
  const admin = await signUpAdmin(ctx);
  const before = await balances(ctx, buyer.info.id);
  const payment = await purchased(ctx, buyer.headers);
  // the answer says where to send how much, as for a boost paid by transfer
  expect(payment).toMatchObject({ kind: 'purchase', status: 'awaiting_payment', amount_satang: 9900, package_code: 'OPENING99', credits: 2 });
  expect(payment.instructions).toMatchObject({ account_number: expect.any(String), qr_image: expect.stringMatching(/^data:image\/png;base64,/) });

  const slip = await uploadSlip(ctx, buyer.headers, payment.id, await makeSlipImage({ reference: uniqueReference() }));
  expect(slip.statusCode, slip.body).toBe(200);
  expect(slip.json().result).toMatchObject({ status: 'awaiting_approval', slips: [{ source: 'upload' }] });

  const approved = await decide(ctx, admin.headers, 'approve', payment.id);
  expect(approved.statusCode, approved.body).toBe(200);
  return { before, after: await balances(ctx, buyer.info.id) };
}

describe('without LINE set up', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...FAST_HASH, PAYMENT_RATE_LIMIT: '1000' });
  });
  afterAll(() => ctx.close());

  it('any account buys a package, uploads the slip on the site, and gets the credits once the admin approves', async () => {
    expect(ctx.app.line.configured).toBe(false);
    const user = await signUp(ctx);
    const { before, after } = await buyAndGetApproved(ctx, user);
    expect(after).toEqual({ balance: before.balance + 2, ledger: before.ledger + 2 });
    const info = await ctx.app.inject({ method: 'GET', url: '/api/credit-info', headers: user.headers });
    expect(info.json().result.credit).toBe(after.balance);
  });
});

describe('with LINE set up', () => {
  let ctx: TestContext;
  let line: LineServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ ctx, line, close } = await createLineTestApp());
  });
  afterAll(() => close?.());

  it('refuses an account without LINE or not a friend of the official account, and writes nothing', async () => {
    for (const user of [await signUp(ctx), await signUpLinked(ctx, line, { friend: false })]) {
      const res = await purchase(ctx, user.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: 'add the messaging-app friend first' });
      expect(await ctx.database.db.selectFrom('payments').select('id').where('user_id', '=', user.info.id).execute()).toEqual([]);
    }
  });

  it('a friend buys a package, uploads the slip on the site, and gets the credits once the admin approves', async () => {
    const user = await signUpLinked(ctx, line, { friend: true });
    const { before, after } = await buyAndGetApproved(ctx, user);
    expect(after).toEqual({ balance: before.balance + 2, ledger: before.ledger + 2 });
  });
});
