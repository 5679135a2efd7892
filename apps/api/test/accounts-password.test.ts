import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../src/lib/tokens.js';
import { startSession } from '../src/modules/auth/auth.service.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, logIn, mailedToken, PASSWORD, signUp, uniqueEmail } from './support/accounts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'a much newer passphrase';
const askForReset = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { email } });
/** Asks, then runs the queued work (the look-up, the link and the mail happen after the answer). */
const requestReset = async (email: string) => {
  const res = await askForReset(email);
  await ctx.app.jobs.drain();
  return res;
};
const reset = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload });
const profile = (id: number, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/user/${id}`, headers });
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

describe('POST /api/request-password-reset', () => {
  it('mails a 1-hour link to an e-mail account', async () => {
    const { email } = await signUp(ctx);
    const res = await requestReset(email);
    expect(res.json()).toEqual({ status: 'success', result: { done: true } });
    const token = mailedToken(ctx, email, '/reset-password');
    expect(ctx.mailer.last(email)?.text).toContain(`${ctx.config.publicUrl}/reset-password?token=`);
    const row = await ctx.database.db.selectFrom('user_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    const minutes = (row.expires_at.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers the same success for an unknown address and sends nothing', async () => {
    const before = ctx.mailer.sent.length;
    const res = await requestReset(uniqueEmail('ghost'));
    expect(res.json()).toEqual({ status: 'success', result: { done: true } });
    expect(ctx.mailer.sent.length).toBe(before);
  });

  it('sends nothing to a social account', async () => {
    const email = uniqueEmail('google');
    await ctx.database.db.insertInto('users').values({ email, account_type: 3, google_id: `g-${email}`, email_verified_at: new Date() }).execute();
    const before = ctx.mailer.sent.length;
    expect((await requestReset(email)).statusCode).toBe(200);
    expect(ctx.mailer.sent.length).toBe(before);
  });

  it('does the same work before answering whether the address has an account or not: the link and the mail come after', async () => {
    const { email, info } = await signUp(ctx);
    const lookUp = vi.spyOn(ctx.app.usersRepository, 'findAccountByEmail');
    const queued = vi.spyOn(ctx.app.jobs, 'send');
    try {
      const before = ctx.mailer.sent.length;
      for (const address of [email, uniqueEmail('ghost')]) {
        expect((await askForReset(address)).json()).toEqual({ status: 'success', result: { done: true } });
      }
      // neither answer looked the address up, wrote a token or sent a mail
      expect(lookUp).not.toHaveBeenCalled();
      expect(queued.mock.calls.map(([name, data]) => [name, data])).toEqual([
        ['password-reset', { email }],
        ['password-reset', { email: expect.stringContaining('ghost') }],
      ]);
      const tokens = () => ctx.database.db.selectFrom('user_tokens').select('id').where('user_id', '=', info.id).where('purpose', '=', 'reset-password').execute();
      expect(await tokens()).toHaveLength(0);
      expect(ctx.mailer.sent.length).toBe(before);

      await ctx.app.jobs.drain();
      expect(await tokens()).toHaveLength(1);
      expect(ctx.mailer.sent.length).toBe(before + 1);
      mailedToken(ctx, email, '/reset-password');
    } finally {
      lookUp.mockRestore();
      queued.mockRestore();
    }
  });

  it('needs a valid e-mail', async () => {
    const res = await requestReset('nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['email not valid'] });
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, verifies the address, signs out every session and works once', async () => {
    const { email, info, headers } = await signUp(ctx);
    await requestReset(email);
    const token = mailedToken(ctx, email, '/reset-password');

    const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    // the address of the account, so the login that follows starts with it; an address
    // never verified before takes the account back from whoever registered it (account-recovery.test.ts)
    expect(res.json()).toEqual({ status: 'success', result: { done: true, email, account_reset: true } });
    expect((await profile(info.id, headers)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(422);
    const again = await logIn(ctx, email, NEW_PASSWORD);
    expect(again.info.email_verified).toBe(true);
    expect(ctx.mailer.last(email)?.subject).toContain('Your account was reset');

    const reuse = await reset({ token, password: 'yet another password', confirmPassword: 'yet another password' });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json()).toEqual({ status: 'error', message: 'reset link expired' });
  });

  it('refuses an expired link and keeps the old password', async () => {
    const { email } = await signUp(ctx);
    await requestReset(email);
    const token = mailedToken(ctx, email, '/reset-password');
    await ctx.database.db.updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1) }).where('token_hash', '=', hashToken(token)).execute();
    const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('reset link expired');
    await logIn(ctx, email, PASSWORD);
  });

  it('only the latest link works', async () => {
    const { email } = await signUp(ctx);
    await requestReset(email);
    const first = mailedToken(ctx, email, '/reset-password');
    await requestReset(email);
    expect((await reset({ token: first, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(422);
  });

  it("refuses a guessable new password with 'password too weak' and keeps the link usable", async () => {
    const email = uniqueEmail('reset-weak');
    await signUp(ctx, email);
    await requestReset(email);
    const token = mailedToken(ctx, email, '/reset-password');
    const weak = await reset({ token, password: '12345678', confirmPassword: '12345678' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toEqual({ status: 'error', message: 'password too weak', errors: { password: ['password too weak'] } });
    expect((await reset({ token, password: email, confirmPassword: email })).json().message).toBe('password too weak');
    expect((await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('checks the new password and its confirmation', async () => {
    const res = await reset({ token: 'A'.repeat(43), password: 'short', confirmPassword: 'shorter' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: ['password too short'], confirmPassword: ['confirm password not match'] });
  });
});

describe('POST /api/reset-password/check', () => {
  const check = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/reset-password/check', payload: { token } });

  it('answers valid for a fresh link without spending it', async () => {
    const { email } = await signUp(ctx);
    await requestReset(email);
    const token = mailedToken(ctx, email, '/reset-password');
    expect((await check(token)).json()).toEqual({ status: 'success', result: { valid: true } });
    expect((await check(token)).json()).toEqual({ status: 'success', result: { valid: true } });
    expect((await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("answers 'reset link expired' for a used, replaced, expired or made-up token", async () => {
    const { email } = await signUp(ctx);
    await requestReset(email);
    const used = mailedToken(ctx, email, '/reset-password');
    await reset({ token: used, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    await requestReset(email);
    const replaced = mailedToken(ctx, email, '/reset-password');
    await requestReset(email);
    const expired = mailedToken(ctx, email, '/reset-password');
    await ctx.database.db.updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1) }).where('token_hash', '=', hashToken(expired)).execute();
    for (const token of [used, replaced, expired, 'A'.repeat(43), 'garbage']) {
      const res = await check(token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 'error', message: 'reset link expired' });
    }
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/reset-password/check', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('invalid input');
  });
});

describe('PUT /api/user/change-password', () => {
  const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/user/change-password', headers, payload });

  it('changes the password; the current session stays, the others end', async () => {
    const current = await signUp(ctx);
    const other = await logIn(ctx, current.email);
    const res = await change(current.headers, { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.json()).toEqual({ status: 'success', result: { done: true } });
    expect((await profile(current.info.id, current.headers)).statusCode).toBe(200);
    expect((await profile(current.info.id, other.headers)).statusCode).toBe(401);
    await logIn(ctx, current.email, NEW_PASSWORD);
  });

  it("answers 'old password not valid' on the old_password field", async () => {
    const { headers } = await signUp(ctx);
    const res = await change(headers, { old_password: 'not it at all', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: 'old password not valid', errors: { old_password: ['old password not valid'] } });
  });

  it("refuses a guessable new password with 'password too weak' on new_password", async () => {
    const current = await signUp(ctx);
    for (const password of ['password', 'aaaaaaaa', current.email]) {
      const res = await change(current.headers, { old_password: PASSWORD, new_password: password, confirm_password: password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json()).toEqual({ status: 'error', message: 'password too weak', errors: { new_password: ['password too weak'] } });
    }
    await logIn(ctx, current.email, PASSWORD);
  });

  it("answers 'confirm password not match' on confirm_password", async () => {
    const { headers } = await signUp(ctx);
    const res = await change(headers, { old_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: 'different one!' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ confirm_password: ['confirm password not match'] });
  });

  it('is refused with 403 for a social account and 401 without a session', async () => {
    const email = uniqueEmail('fb');
    const user = await ctx.database.db.insertInto('users').values({ email, account_type: 2, facebook_id: `f-${email}` }).returning('id').executeTakeFirstOrThrow();
    const { token } = await startSession(ctx.app, user.id);
    const body = { old_password: 'whatever', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const res = await change({ authorization: `Bearer ${token}` }, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: 'permission denied for edit or view' });
    expect((await change({}, body)).statusCode).toBe(401);
  });
});
