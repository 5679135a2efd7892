import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { hashPassword, needsRehash, passwordCost, PRODUCTION_COST, verifyPassword } from '../src/lib/password.js';
import { hashToken } from '../src/lib/tokens.js';
import { requireVerifiedEmail, type AuthUser } from '../src/plugins/auth.plugin.js';
import { createTestApp, type TestContext } from './helpers.js';
import { bearer, FAST_HASH, logIn, PASSWORD, registration, signUp, uniqueEmail } from './support/accounts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
});
afterAll(() => ctx.close());

const login = (payload: Record<string, unknown>, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/user/login', payload, remoteAddress });

describe('POST /api/user/login', () => {
  it('answers a bearer token and the profile; only the token hash is stored', async () => {
    const email = uniqueEmail('login');
    await ctx.app.inject({ method: 'POST', url: '/api/user/register', payload: registration(email) });
    const res = await login({ email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const { token, info } = res.json().result;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(info).toMatchObject({
      email,
      phone: '0812345678',
      account_type: 1,
      user_type: 'individual',
      is_company: false,
      credit: 2, // the welcome grant
      line_friend_status: false,
      email_verified: false,
      profile_img_path: null,
      show_phone: false,
    });
    const session = await ctx.database.db.selectFrom('user_sessions').selectAll().where('user_id', '=', info.id).executeTakeFirstOrThrow();
    expect(session.token_hash).toBe(hashToken(token));
    const days = (session.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('answers the same 422 for a wrong password and an unknown address', async () => {
    const { email } = await signUp(ctx);
    const wrong = await login({ email, password: 'wrong password' });
    const unknown = await login({ email: uniqueEmail('nobody'), password: 'wrong password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 'error', message: 'email or password not valid' });
    }
  });

  it('needs a valid e-mail and a non-empty password', async () => {
    const res = await login({ email: 'nope', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['email not valid'], password: ['required'] });
  });
});

describe('sessions', () => {
  it('logout revokes the token: the next call answers 401', async () => {
    const { headers, info } = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/${info.id}`, headers })).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers });
    expect(out.json()).toEqual({ status: 'success', result: { done: true } });
    const after = await ctx.app.inject({ method: 'GET', url: `/api/user/${info.id}`, headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ status: 'error', message: 'unauthorized, please re-login' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers })).statusCode).toBe(401);
  });

  it('logout ends only that session', async () => {
    const first = await signUp(ctx);
    const second = await logIn(ctx, first.email);
    await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: first.headers });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/${first.info.id}`, headers: second.headers })).statusCode).toBe(200);
  });

  it('answers 401 for unknown, malformed and expired tokens', async () => {
    const { info, token } = await signUp(ctx);
    await ctx.database.db.updateTable('user_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(token)).execute();
    for (const authorization of [`Bearer ${token}`, 'Bearer ' + 'A'.repeat(43), 'Bearer', 'Basic abc', 'Bearer a b']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/user/${info.id}`, headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().message).toBe('unauthorized, please re-login');
    }
  });
});

describe('requireVerifiedEmail', () => {
  it("stops an unverified e-mail account with 403 'verify your email', never a social one", () => {
    const user: AuthUser = { id: 1, account_type: 1, role: 'user', email_verified: false, session_id: 1 };
    expect(() => requireVerifiedEmail(user)).toThrow('verify your email');
    expect(() => requireVerifiedEmail({ ...user, email_verified: true })).not.toThrow();
    expect(() => requireVerifiedEmail({ ...user, account_type: 2 })).not.toThrow();
  });
});

describe('POST /api/accept-cookie with a token', () => {
  it('records the user id of the bearer token', async () => {
    const { headers, info } = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/accept-cookie', headers, payload: { analytics: false } });
    expect(res.json()).toEqual({ status: 'success', result: { accepted: true } });
    const row = await ctx.database.db.selectFrom('cookie_consents').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: info.id, analytics: false });
  });

  it('records no user without a token, and answers 401 for a revoked one', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/accept-cookie' });
    expect(anonymous.statusCode).toBe(200);
    const row = await ctx.database.db.selectFrom('cookie_consents').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    const revoked = await ctx.app.inject({ method: 'POST', url: '/api/accept-cookie', headers: bearer('B'.repeat(43)) });
    expect(revoked.statusCode).toBe(401);
  });
});

describe('password hashing', () => {
  it('defaults to the production parameters: argon2id, 64 MiB, 3 passes', async () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(passwordCost(config)).toEqual(PRODUCTION_COST);
    const hash = await hashPassword('ยินดีต้อนรับ', passwordCost(config));
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('ยินดีต้อนรับ', hash)).toBe(true);
    expect(await verifyPassword('ยินดีต้อนรับ!', hash)).toBe(false);
    expect(await verifyPassword('ยินดีต้อนรับ', 'not-a-hash')).toBe(false);
    expect(needsRehash(hash, PRODUCTION_COST)).toBe(false);
  });

  it('refuses a low cost outside tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
  });

  it('upgrades an old hash to the configured cost at the next login', async () => {
    const { email, info } = await signUp(ctx);
    const old = await hashPassword(PASSWORD, { memoryKib: 2048, timeCost: 1 });
    await ctx.database.db.updateTable('users').set({ password_hash: old }).where('id', '=', info.id).execute();
    await logIn(ctx, email);
    const row = await ctx.database.db.selectFrom('users').select('password_hash').where('id', '=', info.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,/);
  });
});
