import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody } from '@baandee/contracts';
import { VERIFY_RESEND_COOLDOWN_SECONDS, WELCOME_CREDITS } from '@baandee/domain';
import { hashToken } from '../src/lib/tokens.js';
import { createTestApp, type TestContext } from './helpers.js';
import { bearer, FAST_HASH, logIn, mailedToken, PASSWORD, registration, signUp, uniqueEmail } from './support/accounts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(FAST_HASH);
});
afterAll(() => ctx.close());

const register = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/user/register', payload });
const verify = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token } });
const countUsers = async () =>
  Number((await ctx.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/user/register', () => {
  it('creates an unverified e-mail account, stores news consent and mails a verification link', async () => {
    const email = uniqueEmail('new');
    const res = await register(registration(email.toUpperCase(), { is_receive_news: false }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', result: { registered: true, email } });

    const user = await ctx.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ account_type: 1, phone: '0812345678', email_verified_at: null, user_type: 'individual' });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(user.password_hash).not.toContain(PASSWORD);

    const settings = await ctx.database.db.selectFrom('user_settings').select('notifications').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(settings.notifications.email.news).toBe(false);
    expect(settings.notifications.email.contact_received).toBe(true);

    const mail = ctx.mailer.last(email);
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/email-verify?token=`);
    // only the hash of the link's token is stored
    const token = mailedToken(ctx, email, '/email-verify');
    const stored = await ctx.database.db.selectFrom('user_tokens').select('token_hash').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(hashToken(token));
  });

  it('defaults is_receive_news to true', async () => {
    const email = uniqueEmail('news');
    expect((await register(registration(email))).statusCode).toBe(200);
    const { info } = await logIn(ctx, email);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/user/setting/get', headers: await bearerFor(email) });
    expect(settings.json().result.email.news).toBe(true);
    expect(info).toMatchObject({ email, email_verified: false, account_type: 1, credit: WELCOME_CREDITS, line_friend_status: false });
  });

  it('checks every rule of spec section 5 and answers field errors in the catalogue', async () => {
    const before = await countUsers();
    const res = await register({ email: 'not-an-email', phone: '08123', password: 'short', confirmPassword: 'other' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'invalid input',
      errors: {
        email: ['email not valid'],
        phone: ['phone must be 10 digits'],
        password: ['password too short'],
        confirmPassword: ['confirm password not match'],
      },
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a phone with letters or more than 10 digits, and a missing field', async () => {
    for (const phone of ['08123456ab', '08123456789']) {
      const res = await register(registration(uniqueEmail(), { phone }));
      expect(res.json().errors).toEqual({ phone: ['phone must be 10 digits'] });
    }
    const { email: _omitted, ...noEmail } = registration('x@example.com');
    expect((await register(noEmail)).json().errors).toEqual({ email: ['required'] });
  });

  it('puts a password mismatch on confirmPassword only', async () => {
    const res = await register(registration(uniqueEmail(), { confirmPassword: `${PASSWORD}!` }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ confirmPassword: ['confirm password not match'] });
  });

  it('answers a registered address (in any letter case) exactly as a new one, makes no second row and mails its owner instead', async () => {
    const email = uniqueEmail('dup');
    expect((await register(registration(email))).statusCode).toBe(200);
    const before = await countUsers();
    const tokens = await ctx.database.db.selectFrom('user_tokens').select('token_hash').where('email', '=', email).execute();
    const res = await register(registration(email.toUpperCase(), { phone: '0899999999' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', result: { registered: true, email } });
    expect(await countUsers()).toBe(before);
    // the owner's verification link still works; they are told someone tried
    expect(await ctx.database.db.selectFrom('user_tokens').select('token_hash').where('email', '=', email).execute()).toEqual(tokens);
    const mail = ctx.mailer.last(email);
    expect(mail?.subject).toContain('Someone tried to register with your e-mail');
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/`);
    expect(mail?.text).not.toContain('token=');
  });

  it("refuses a guessable password with 'password too weak' on the field, and creates no account", async () => {
    const email = uniqueEmail('weak');
    const before = await countUsers();
    for (const password of ['password', '12345678', 'aaaaaaaa', email]) {
      const res = await register(registration(email, { password, confirmPassword: password }));
      expect(res.statusCode, password).toBe(422);
      expect(res.json()).toEqual({ status: 'error', message: 'password too weak', errors: { password: ['password too weak'] } });
    }
    expect(await countUsers()).toBe(before);
  });

  it('makes one account of two simultaneous registrations of one address; both answer the same', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([register(registration(email)), register(registration(email))]);
    expect(answers.map((r) => r.json())).toEqual([0, 1].map(() => ({ status: 'success', result: { registered: true, email } })));
    const rows = await ctx.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('shares its schema with the web form: the same rule gives the same field key', () => {
    const parsed = registerBody.safeParse(registration('a@example.com', { confirmPassword: 'nope' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: 'confirm password not match' })]);
  });
});

async function bearerFor(email: string) {
  return (await logIn(ctx, email)).headers;
}

describe('POST /api/user/verify-email', () => {
  it('verifies the address once; the link is single-use', async () => {
    const email = uniqueEmail('verify');
    await register(registration(email));
    const token = mailedToken(ctx, email, '/email-verify');
    const res = await verify(token);
    expect(res.json()).toEqual({ status: 'success', result: { done: true, already_verified: false } });
    expect((await logIn(ctx, email)).info.email_verified).toBe(true);

    // opened a second time: the address is verified, and the answer says so
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'success', result: { done: true, already_verified: true } });
  });

  it('a used link whose address has changed since is expired, not "already verified"', async () => {
    const email = uniqueEmail('moved');
    await register(registration(email));
    const token = mailedToken(ctx, email, '/email-verify');
    expect((await verify(token)).statusCode).toBe(200);
    await ctx.database.db.updateTable('users').set({ email: uniqueEmail('moved-to') }).where('email', '=', email).execute();
    const again = await verify(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ status: 'error', message: 'reset link expired' });
  });

  it('refuses an expired, unknown or malformed token', async () => {
    const email = uniqueEmail('expired');
    await register(registration(email));
    const token = mailedToken(ctx, email, '/email-verify');
    await ctx.database.db.updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', hashToken(token)).execute();
    for (const candidate of [token, 'A'.repeat(43), 'not a token']) {
      const res = await verify(candidate);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('reset link expired');
    }
    expect((await logIn(ctx, email)).info.email_verified).toBe(false);
  });
});

describe('POST /api/user/resend-verification (bearer token)', () => {
  /** Moves the account's links back in time, past the resend cooldown. */
  const ageLinks = (email: string, seconds: number) =>
    sql`update user_tokens set created_at = ${new Date(Date.now() - seconds * 1000)} where email = ${email}`.execute(ctx.database.db);

  it('waits VERIFY_RESEND_COOLDOWN_SECONDS after the last mail, telling how long in Retry-After', async () => {
    const { email, headers } = await signUp(ctx);
    const before = ctx.mailer.sent.length;
    const soon = await ctx.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ status: 'error', message: 'too many requests' });
    const retryAfter = Number(soon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(VERIFY_RESEND_COOLDOWN_SECONDS);
    expect(ctx.mailer.sent.length).toBe(before);

    await ageLinks(email, VERIFY_RESEND_COOLDOWN_SECONDS - 10);
    const later = await ctx.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers });
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(10);

    await ageLinks(email, VERIFY_RESEND_COOLDOWN_SECONDS);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers })).json().result).toEqual({ sent: true });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers })).statusCode).toBe(429);
  });

  it('mails a new link that replaces the old one', async () => {
    const { email, headers } = await signUp(ctx);
    const first = mailedToken(ctx, email, '/email-verify');
    await ageLinks(email, VERIFY_RESEND_COOLDOWN_SECONDS);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers });
    expect(res.json()).toEqual({ status: 'success', result: { sent: true } });
    const second = mailedToken(ctx, email, '/email-verify');
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(422);
    expect((await verify(second)).statusCode).toBe(200);

    const after = await ctx.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers });
    expect(after.json().result).toEqual({ sent: false });
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/resend-verification' });
    expect(res.statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers: bearer('x'.repeat(43)) });
    expect(bad.json()).toEqual({ status: 'error', message: 'unauthorized, please re-login' });
  });
});

describe('odd input', () => {
  it('answers 422, never a 500, for NUL characters and ids beyond the integer range', async () => {
    const { info, headers } = await signUp(ctx);
    const calls = [
      { method: 'POST', url: '/api/user/register', payload: registration('a\u0000b@example.com') },
      { method: 'POST', url: '/api/user/login', payload: { email: 'a\u0000b@example.com', password: 'x' } },
      { method: 'PUT', url: `/api/user/update/${info.id}`, payload: { firstname: 'a\u0000b', province_id: 99_999_999_999 } },
      { method: 'GET', url: '/api/user/show-agent-profile/99999999999' },
      { method: 'POST', url: '/api/user/google-register', payload: { google_id: 'a\u0000', token: 'x' } },
    ] as const;
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers });
      expect(res.statusCode, call.url).toBe(422);
      expect(res.json().message, call.url).toBe('invalid input');
    }
  });
});

describe('OpenAPI', () => {
  it('documents the account calls, including verify-email and resend-verification', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/user/register', '/api/user/verify-email', '/api/user/resend-verification', '/api/user/login', '/api/reset-password']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const body = doc.paths['/api/user/register'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'phone', 'password', 'confirmPassword']));
    expect(doc.paths['/api/user/{id}'].get.security).toEqual([{ bearer: [] }]);
  });
});
