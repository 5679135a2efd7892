import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOST_CREDITS, BOOST_LIFETIME_DAYS, BOOST_PRICE_SATANG, DAY_MS } from '@baandee/domain';
import { endBoosts } from '../src/modules/boosts/boost.service.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { insertListing, signUpAdmin } from './support/listings.js';
import { balances, boostRequest, decide, grantCredits, notificationRecorder, uniqueReference, uploadSlip } from './support/credits.js';
import { makeSlipImage } from './support/slip-image.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
/** What owners were told. */
const recorder = notificationRecorder();
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, PAYMENT_RATE_LIMIT: '1000' }, { beforeReady: (app) => app.notificationChannels.register(recorder.channel) });
  admin = await signUpAdmin(ctx);
});
afterAll(() => ctx.close());

let words = 0;
/** A word only this test's listings carry, so a keyword search finds exactly them. */
const uniqueWord = () => `boostword${process.pid}x${++words}`;

/** A published listing of the user, on the search, titled with `word`. */
async function publishedListing(userId: number, word = uniqueWord(), publishedAt = new Date()) {
  const id = await insertListing(ctx, userId, { announce_title: `Condo ${word}`, published_at: publishedAt, first_published_at: publishedAt });
  await ctx.app.searchRepository.refresh([id]);
  return id;
}

const search = (word: string) => ctx.app.inject({ method: 'GET', url: `/api/estate?keyword=${word}` });
const boostRows = (listingId: number) => ctx.database.db.selectFrom('boosts').selectAll().where('listing_id', '=', listingId).orderBy('id').execute();

describe('POST /api/boost-post/create', () => {
  it('with enough credits uses 2 and starts at once for 7 days; the listing ranks first in search until it ends', async () => {
    const owner = await signUp(ctx);
    const word = uniqueWord();
    const older = await publishedListing(owner.info.id, word, new Date(Date.now() - 3 * DAY_MS));
    const newer = await publishedListing(owner.info.id, word);
    expect((await search(word)).json().result.data.map((c: { id: number }) => c.id)).toEqual([newer, older]);

    const res = await boostRequest(ctx, owner.headers, { announce_id: older });
    expect(res.statusCode, res.body).toBe(200);
    const { boost, payment, credit } = res.json().result;
    expect(payment).toBeNull();
    expect(credit).toBe(0);
    expect(boost).toMatchObject({ announce_id: older, status: 'active', paid_with: 'credits', credits: BOOST_CREDITS });
    expect(new Date(boost.ends_at).getTime() - new Date(boost.starts_at).getTime()).toBe(BOOST_LIFETIME_DAYS * DAY_MS);
    expect(await balances(ctx, owner.info.id)).toEqual({ balance: 0, ledger: 0 });
    const used = await ctx.database.db.selectFrom('credit_transactions').selectAll().where('user_id', '=', owner.info.id).where('type', '=', 'used').execute();
    expect(used).toMatchObject([{ amount: BOOST_CREDITS, subject_kind: 'boost', subject_id: boost.id }]);

    const found = (await search(word)).json().result.data;
    expect(found.map((c: { id: number }) => c.id)).toEqual([older, newer]);
    expect(found[0].boosted).toBe(true);

    // a second boost while it runs
    const again = await boostRequest(ctx, owner.headers, { announce_id: older, pay_with: 'transfer' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('already boosted');

    // its time runs out (the clock moved by the rows): the sweep ends it and search ranks by date again
    const past = new Date(Date.now() - 1000);
    await ctx.database.db.updateTable('boosts').set({ ends_at: past }).where('id', '=', boost.id).execute();
    await ctx.database.db.updateTable('listings').set({ boosted_until: past }).where('id', '=', older).execute();
    expect(await endBoosts(ctx.app)).toBeGreaterThanOrEqual(1);
    expect((await boostRows(older))[0]).toMatchObject({ status: 'ended' });
    expect((await search(word)).json().result.data.map((c: { id: number }) => c.id)).toEqual([newer, older]);
    expect(await endBoosts(ctx.app)).toBe(0);
    expect((await recorder.toldTo(ctx, owner.info.id)).map((n) => n.event)).toEqual(['boost_started', 'boost_ended']);
  });

  it('paid by transfer opens a boost request awaiting the slip and the admin; asking again answers the same request; approval starts it', async () => {
    const owner = await signUp(ctx);
    await grantCredits(ctx, owner.info.id, 1); // 3 credits: enough, but the owner chooses to transfer
    const spend = await publishedListing(owner.info.id);
    // pay_with transfer even with credits enough
    const res = await boostRequest(ctx, owner.headers, { announce_id: spend, pay_with: 'transfer' });
    expect(res.statusCode, res.body).toBe(200);
    const { boost, payment, credit } = res.json().result;
    expect(credit).toBe(3);
    expect(boost).toMatchObject({ status: 'awaiting_payment', paid_with: 'transfer', credits: null, starts_at: null });
    expect(payment).toMatchObject({ kind: 'boost', status: 'awaiting_payment', amount_satang: BOOST_PRICE_SATANG, announce_id: spend });
    expect(payment.instructions.promptpay_payload).toContain('540599.00');

    const repeat = await boostRequest(ctx, owner.headers, { announce_id: spend });
    expect(repeat.json().result).toMatchObject({ boost: { id: boost.id }, payment: { id: payment.id } });
    expect(await boostRows(spend)).toHaveLength(1);

    expect((await uploadSlip(ctx, owner.headers, payment.id, await makeSlipImage({ reference: uniqueReference() }))).statusCode).toBe(200);
    const approved = await decide(ctx, admin.headers, 'approve', payment.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await boostRows(spend))[0]).toMatchObject({ status: 'active' });
    const listing = await ctx.database.db.selectFrom('listings').select('boosted_until').where('id', '=', spend).executeTakeFirstOrThrow();
    expect(listing.boosted_until!.getTime()).toBeGreaterThan(Date.now() + (BOOST_LIFETIME_DAYS - 1) * DAY_MS);
    const searchRow = await ctx.database.db.selectFrom('listing_search').select('boosted_until').where('listing_id', '=', spend).executeTakeFirstOrThrow();
    expect(searchRow.boosted_until).toEqual(listing.boosted_until);
    expect(await balances(ctx, owner.info.id)).toMatchObject({ balance: 3 });
    const approvedNotice = (await recorder.toldTo(ctx, owner.info.id)).find((n) => n.event === 'payment_approved');
    expect(approvedNotice?.data).toMatchObject({ amount: '99.00', credits: null, listing: { id: spend } });
  });

  it("my-estate carries a boost's open payment: awaiting the transfer, then awaiting review, then none once it runs or is rejected", async () => {
    const owner = await signUp(ctx);
    const [paid, refused] = [await publishedListing(owner.info.id), await publishedListing(owner.info.id)];
    const mine = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/estate/my-estate', headers: owner.headers });
      expect(res.statusCode, res.body).toBe(200);
      return new Map((res.json().result.data as { id: number; boosted: boolean; boost_payment: unknown }[]).map((card) => [card.id, card]));
    };
    expect((await mine()).get(paid)).toMatchObject({ boost_payment: null });

    const payment = (await boostRequest(ctx, owner.headers, { announce_id: paid, pay_with: 'transfer' })).json().result.payment;
    const other = (await boostRequest(ctx, owner.headers, { announce_id: refused, pay_with: 'transfer' })).json().result.payment;
    expect((await mine()).get(paid)).toMatchObject({ boosted: false, boost_payment: { id: payment.id, status: 'awaiting_payment' } });

    expect((await uploadSlip(ctx, owner.headers, payment.id, await makeSlipImage({ reference: uniqueReference() }))).statusCode).toBe(200);
    expect((await mine()).get(paid)).toMatchObject({ boost_payment: { id: payment.id, status: 'awaiting_approval' } });

    expect((await decide(ctx, admin.headers, 'approve', payment.id)).statusCode).toBe(200);
    expect((await decide(ctx, admin.headers, 'reject', other.id, 'No transfer')).statusCode).toBe(200);
    const after = await mine();
    expect(after.get(paid)).toMatchObject({ boosted: true, boost_payment: null });
    expect(after.get(refused)).toMatchObject({ boosted: false, boost_payment: null });
  });

  it('without enough credits a transfer is asked for; a rejected transfer ends the boost request rejected; the listing may ask again', async () => {
    const owner = await signUp(ctx);
    await ctx.database.db.insertInto('credit_transactions').values({ user_id: owner.info.id, type: 'used', amount: 2, subject_kind: 'event' }).execute();
    const id = await publishedListing(owner.info.id);
    const { boost, payment } = (await boostRequest(ctx, owner.headers, { announce_id: id })).json().result;
    expect(boost.paid_with).toBe('transfer');
    expect((await decide(ctx, admin.headers, 'reject', payment.id, 'No transfer')).statusCode).toBe(200);
    expect((await boostRows(id))[0]).toMatchObject({ status: 'rejected' });
    const next = await boostRequest(ctx, owner.headers, { announce_id: id });
    expect(next.statusCode).toBe(200);
    expect(next.json().result.boost.id).not.toBe(boost.id);
  });

  it("pay_with credits without enough: 409 'not enough credits', nothing written", async () => {
    const owner = await signUp(ctx);
    await ctx.database.db.insertInto('credit_transactions').values({ user_id: owner.info.id, type: 'used', amount: 1, subject_kind: 'event' }).execute();
    const id = await publishedListing(owner.info.id);
    const res = await boostRequest(ctx, owner.headers, { announce_id: id, pay_with: 'credits' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('not enough credits');
    expect(await boostRows(id)).toEqual([]);
    expect(await balances(ctx, owner.info.id)).toEqual({ balance: 1, ledger: 1 });
  });

  it("refuses a listing that is not published (409), someone else's (403 'not the owner') and none (404)", async () => {
    const owner = await signUp(ctx);
    const stranger = await signUp(ctx);
    const draft = await insertListing(ctx, owner.info.id, { status: 'draft', published_at: null, first_published_at: null });
    const published = await publishedListing(owner.info.id);
    const cases: [Record<string, string>, number, number, string][] = [
      [owner.headers, draft, 409, 'announcement not in publish status'],
      [stranger.headers, published, 403, 'not the owner'],
      [owner.headers, 99_999_999, 404, 'announcement does not exist'],
    ];
    for (const [headers, id, status, message] of cases) {
      const res = await boostRequest(ctx, headers, { announce_id: id });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ status: 'error', message });
    }
    expect(await boostRows(published)).toEqual([]);
    expect(await balances(ctx, owner.info.id)).toEqual({ balance: 2, ledger: 2 });
    expect((await boostRequest(ctx, owner.headers, { announce_id: 'x' })).statusCode).toBe(422);
  });
});
