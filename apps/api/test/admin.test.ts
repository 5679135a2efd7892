import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAdminWarning, loadConfig } from '../src/config.js';
import { ensureAdmin, promoteToAdmin } from '../src/db/admin.js';
import { passwordCost } from '../src/lib/password.js';
import { createTestApp, type TestContext } from './helpers.js';
import { bearer, FAST_HASH, logIn, PASSWORD, signUp, uniqueEmail } from './support/accounts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
});
afterAll(() => ctx.close());

const summary = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/admin/summary', headers });

async function signUpAdmin() {
  const email = uniqueEmail('admin');
  await ensureAdmin(ctx.app.db, { email, password: PASSWORD, hashCost: passwordCost(ctx.config) });
  return logIn(ctx, email);
}

const ban = (id: number) => ctx.app.db.updateTable('users').set({ status: 'banned' }).where('id', '=', id).execute();

describe('GET /api/admin/summary (requireAdmin)', () => {
  it('answers 401 without a session', async () => {
    const res = await summary();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: 'unauthorized, please re-login' });
  });

  it('answers 403 permission denied to a signed-in user who is not an admin', async () => {
    const { headers } = await signUp(ctx);
    const res = await summary(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: 'permission denied for edit or view' });
  });

  it('answers the user counts to an admin, as numbers', async () => {
    const { headers, info } = await signUpAdmin();
    expect(info.role).toBe('admin');
    const res = await summary(headers);
    expect(res.statusCode, res.body).toBe(200);
    const { users } = res.json().result;
    expect(users.admins).toBeGreaterThanOrEqual(1);
    expect(users.total).toBe(users.active + users.banned);
    for (const value of Object.values(users)) expect(typeof value).toBe('number');
  });

  it("answers the week's searches: how many found nothing, and the keywords that found nothing most often", async () => {
    const { headers } = await signUpAdmin();
    const before = (await summary(headers)).json().result.searches;
    expect(before.days).toBe(7);
    const search = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/estate?${query}` });
    for (const query of ['keyword=zzqqnothing', 'keyword=ZZQQnothing%20', 'keyword=zzqqother', 'per_page=10']) expect((await search(query)).statusCode).toBe(200);
    await ctx.app.searchLogs.flush();
    const after = (await summary(headers)).json().result.searches;
    expect(after.total - before.total).toBe(4);
    // the search without a keyword finds nothing too on an empty site; the three keywords did
    expect(after.zeroResults - before.zeroResults).toBeGreaterThanOrEqual(3);
    expect(after.zeroResultRate).toBeCloseTo(after.zeroResults / after.total, 6);
    // one keyword typed twice, in other cases and spacing, counts as one keyword searched twice
    expect(after.topZeroKeywords[0]).toEqual({ keyword: 'zzqqnothing', count: 2 });
    expect(after.topZeroKeywords).toContainEqual({ keyword: 'zzqqother', count: 1 });
  });

  it('answers the work queues: listings awaiting review, payments awaiting a check and open reports', async () => {
    const { headers } = await signUpAdmin();
    const before = (await summary(headers)).json().result.queues;
    const owner = await signUp(ctx);
    const db = ctx.database.db;
    const pending = await db.insertInto('listings').values({ user_id: owner.info.id, status: 'pending' }).returning('id').executeTakeFirstOrThrow();
    // a draft and a payment still awaiting its transfer wait for nobody
    const draft = await db.insertInto('listings').values({ user_id: owner.info.id }).returning('id').executeTakeFirstOrThrow();
    for (const [reference, status] of [['BDQUEUE01', 'awaiting_approval'], ['BDQUEUE02', 'awaiting_payment']] as const) {
      await db.insertInto('payments').values({ user_id: owner.info.id, kind: 'boost', amount_satang: 9900, reference, listing_id: draft.id, status }).execute();
    }
    // an open report waits; a closed one does not
    for (const status of ['open', 'closed'] as const) {
      await db.insertInto('listing_reports').values({ listing_id: pending.id, reason: 'scam', status }).execute();
    }
    const res = await summary(headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.queues).toEqual({
      pendingListings: before.pendingListings + 1,
      awaitingPayments: before.awaitingPayments + 1,
      openReports: before.openReports + 1,
      failedDeliveries: 0,
    });
    expect(pending.id).toBeGreaterThan(0);
  });
});

describe('the profile', () => {
  it("tells the web the user's role", async () => {
    const { info } = await signUp(ctx);
    expect(info.role).toBe('user');
  });
});

describe('the first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('is created once as a verified e-mail account, then left alone', async () => {
    const email = uniqueEmail('first-admin');
    const admin = { email, password: PASSWORD, hashCost: passwordCost(ctx.config) };
    expect(await ensureAdmin(ctx.app.db, admin)).toBe('created');
    expect(await ensureAdmin(ctx.app.db, { ...admin, password: 'another password' })).toBe('unchanged');
    const { info } = await logIn(ctx, email, PASSWORD);
    expect(info).toMatchObject({ role: 'admin', email_verified: true, account_type: 1 });
  });

  it('promotes an existing account of that address, which keeps its password', async () => {
    const { email } = await signUp(ctx);
    expect(await ensureAdmin(ctx.app.db, { email, password: 'not this one', hashCost: passwordCost(ctx.config) })).toBe('promoted');
    expect((await logIn(ctx, email, PASSWORD)).info.role).toBe('admin');
  });

  it('is configured with documented defaults only with demo data, and warns on a public https site', () => {
    const local = loadConfig({ NODE_ENV: 'test' });
    expect(local.admin).toEqual({ email: 'admin@baandee.local', password: expect.any(String), isDefault: true });
    expect(defaultAdminWarning(local)).toBeNull();
    const exposed = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://baandee.example' });
    expect(defaultAdminWarning(exposed)).toMatch(/default password.*ADMIN_PASSWORD/);
    const own = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://baandee.example', ADMIN_EMAIL: 'ops@baandee.example', ADMIN_PASSWORD: 'a long admin secret' });
    expect(own.admin).toEqual({ email: 'ops@baandee.example', password: 'a long admin secret', isDefault: false });
    expect(defaultAdminWarning(own)).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }).admin).toBeNull();
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@baandee.example' })).toThrow(/ADMIN_PASSWORD: is needed/);
  });
});

describe('npm run admin:create', () => {
  it('promotes an existing user and says when there is none', async () => {
    const { email, headers } = await signUp(ctx);
    expect((await summary(headers)).statusCode).toBe(403);
    expect(await promoteToAdmin(ctx.app.db, email)).toBe('promoted');
    expect(await promoteToAdmin(ctx.app.db, email)).toBe('already admin');
    // the role is read per request: the same session is an admin at once
    expect((await summary(headers)).statusCode).toBe(200);
    expect(await promoteToAdmin(ctx.app.db, uniqueEmail('nobody'))).toBe('no such user');
  });
});

describe('a banned user', () => {
  it('cannot sign in: 403 account banned, and only with the right password', async () => {
    const { email, info } = await signUp(ctx);
    await ban(info.id);
    const login = (password: string) => ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
    const right = await login(PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ status: 'error', message: 'account banned' });
    // a wrong password tells nothing about the ban
    expect((await login('wrong password!')).json()).toEqual({ status: 'error', message: 'email or password not valid' });
  });

  it('is signed out: an open session answers 401 account banned', async () => {
    const { token, info } = await signUp(ctx);
    await ban(info.id);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/user/${info.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: 'account banned' });
  });
});
