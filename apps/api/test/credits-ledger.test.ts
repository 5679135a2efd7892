import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_CREDITS, WELCOME_CREDITS } from '@baandee/domain';
import { spendCredits } from '../src/modules/credits/ledger.service.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { balances, grantCredits } from './support/credits.js';
import { lifecycle, listingRow, masterRefs, signUpAdmin, moderate, storeComplete, type MasterRefs } from './support/listings.js';

let ctx: TestContext;
let refs: MasterRefs;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
  refs = await masterRefs(ctx);
  admin = await signUpAdmin(ctx);
});
afterAll(() => ctx.close());

const entries = (userId: number) =>
  ctx.database.db.selectFrom('credit_transactions').select(['type', 'amount', 'subject_kind', 'subject_id']).where('user_id', '=', userId).orderBy('id').execute();
const creditInfo = (headers: Record<string, string>, query = '') => ctx.app.inject({ method: 'GET', url: `/api/credit-info${query}`, headers });

/** An owner whose listings publish directly (an approved listing, no ban). */
async function trustedOwner() {
  const owner = await signUp(ctx, undefined, { verify: true });
  const { id } = await storeComplete(ctx, owner.headers, refs);
  expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('pending');
  expect((await moderate(ctx, admin.headers, 'approve', id)).statusCode).toBe(200);
  return { ...owner, firstListing: id };
}

describe('the balance', () => {
  it('never goes below zero: 200 parallel spends of 1 against 50 leave exactly 0 and 150 refusals, and the ledger sums to it', async () => {
    const user = await signUp(ctx);
    await grantCredits(ctx, user.info.id, 50 - WELCOME_CREDITS);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        ctx.app.db.transaction().execute((trx) => spendCredits(ctx.app.creditsRepository, trx, { userId: user.info.id, amount: 1, subjectKind: 'event', subjectId: `spend-${i}` })),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, key: 'not enough credits' });
    expect(await balances(ctx, user.info.id)).toEqual({ balance: 0, ledger: 0 });
    expect((await entries(user.info.id)).filter((e) => e.type === 'used')).toHaveLength(50);
  }, 60_000);

  it('the ledger is append-only: entries cannot be changed or deleted, and a negative amount is refused', async () => {
    const user = await signUp(ctx);
    await expect(sql`update credit_transactions set amount = 100 where user_id = ${user.info.id}`.execute(ctx.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from credit_transactions where user_id = ${user.info.id}`.execute(ctx.database.db)).rejects.toThrow(/append-only/);
    await expect(grantCredits(ctx, user.info.id, -5)).rejects.toMatchObject({ code: '23514' });
    expect(await balances(ctx, user.info.id)).toEqual({ balance: WELCOME_CREDITS, ledger: WELCOME_CREDITS });
    // deleting the account takes its entries with it
    await ctx.database.db.deleteFrom('users').where('id', '=', user.info.id).execute();
    expect(await entries(user.info.id)).toEqual([]);
  });
});

describe('the welcome grant', () => {
  it('a new account gets it once, and the profile shows the balance', async () => {
    const user = await signUp(ctx);
    expect(user.info.credit).toBe(WELCOME_CREDITS);
    expect(await entries(user.info.id)).toEqual([{ type: 'got', amount: WELCOME_CREDITS, subject_kind: 'welcome', subject_id: null }]);
    // a second welcome is refused by the database itself
    await expect(
      ctx.database.db.insertInto('credit_transactions').values({ user_id: user.info.id, type: 'got', amount: WELCOME_CREDITS, subject_kind: 'welcome' }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    const me = await ctx.app.inject({ method: 'GET', url: `/api/user/${user.info.id}`, headers: user.headers });
    expect(me.json().result.credit).toBe(WELCOME_CREDITS);
  });
});

describe('publishing', () => {
  it('the first publish uses 1 credit; publishing again after un-publishing is free', async () => {
    const owner = await trustedOwner();
    const afterFirst = WELCOME_CREDITS - PUBLISH_CREDITS;
    expect(await balances(ctx, owner.info.id)).toEqual({ balance: afterFirst, ledger: afterFirst });
    expect((await lifecycle(ctx, owner.headers, 'un-publish', owner.firstListing)).statusCode).toBe(200);
    expect((await lifecycle(ctx, owner.headers, 'publish', owner.firstListing)).json().result.status).toBe('publish');
    expect(await balances(ctx, owner.info.id)).toEqual({ balance: afterFirst, ledger: afterFirst });
    expect((await entries(owner.info.id)).filter((e) => e.type === 'used')).toEqual([
      { type: 'used', amount: PUBLISH_CREDITS, subject_kind: 'listing', subject_id: String(owner.firstListing) },
    ]);
  });

  it('a listing rejected in review and sent again is not charged twice, and its form says what publishing costs', async () => {
    const owner = await signUp(ctx, undefined, { verify: true });
    const stored = await storeComplete(ctx, owner.headers, refs);
    const { id } = stored;
    const cost = async () => (await ctx.app.inject({ method: 'GET', url: `/api/estate/${id}`, headers: owner.headers })).json().result.publish_credits;
    expect(stored.publish_credits).toBe(PUBLISH_CREDITS);
    expect(await cost()).toBe(PUBLISH_CREDITS);
    expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('pending');
    expect((await moderate(ctx, admin.headers, 'reject', id, 'Blurry photos')).statusCode).toBe(200);
    expect(await cost()).toBe(0);
    expect((await lifecycle(ctx, owner.headers, 'publish', id)).json().result.status).toBe('pending');
    expect((await entries(owner.info.id)).filter((e) => e.type === 'used')).toHaveLength(1);
  });

  it("without enough credits: 409 'not enough credits' and the listing stays as it was", async () => {
    const owner = await trustedOwner();
    const second = await storeComplete(ctx, owner.headers, refs);
    expect((await lifecycle(ctx, owner.headers, 'publish', second.id)).json().result.status).toBe('publish');
    expect((await balances(ctx, owner.info.id)).balance).toBe(0);
    const third = await storeComplete(ctx, owner.headers, refs);
    const before = await listingRow(ctx, third.id);
    const res = await lifecycle(ctx, owner.headers, 'publish', third.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: 'not enough credits' });
    expect(await listingRow(ctx, third.id)).toEqual(before);
    expect(await ctx.database.db.selectFrom('listing_search').select('listing_id').where('listing_id', '=', third.id).execute()).toEqual([]);
    expect(await balances(ctx, owner.info.id)).toEqual({ balance: 0, ledger: 0 });
    // with a credit more it goes out
    await grantCredits(ctx, owner.info.id, 1);
    expect((await lifecycle(ctx, owner.headers, 'publish', third.id)).json().result.status).toBe('publish');
  });
});

describe('GET /api/credit-info', () => {
  it('answers the balance and the history newest first, filtered by type, 10 a page, each entry with what it concerns', async () => {
    const owner = await trustedOwner();
    await grantCredits(ctx, owner.info.id, 11);
    const all = await creditInfo(owner.headers);
    expect(all.statusCode, all.body).toBe(200);
    const result = all.json().result;
    expect(result.credit).toBe(WELCOME_CREDITS - PUBLISH_CREDITS + 11);
    expect(result.history).toMatchObject({ total: 3, current_page: 1, last_page: 1, per_page: 10 });
    expect(result.history.data.map((e: { type: string }) => e.type)).toEqual(['got', 'used', 'got']);
    const used = result.history.data[1];
    expect(used).toMatchObject({ amount: 1, subject_kind: 'listing', subject_id: String(owner.firstListing), subject_label: 'Condo near the station' });

    const onlyUsed = (await creditInfo(owner.headers, '?type=used')).json().result;
    expect(onlyUsed.history.data).toHaveLength(1);
    expect(onlyUsed.credit).toBe(result.credit);
    expect((await creditInfo(owner.headers, '?type=refilled')).json().result.history).toMatchObject({ total: 0, data: [] });

    for (let i = 0; i < 10; i++) await grantCredits(ctx, owner.info.id, 1);
    const page2 = (await creditInfo(owner.headers, '?type=got&page=2')).json().result.history;
    expect(page2).toMatchObject({ total: 12, current_page: 2, last_page: 2 });
    expect(page2.data).toHaveLength(2);
    expect(page2.data.at(-1)).toMatchObject({ subject_kind: 'welcome' });

    const bad = await creditInfo(owner.headers, '?type=spent');
    expect(bad.statusCode).toBe(422);
    expect((await creditInfo({})).statusCode).toBe(401);
  });
});
