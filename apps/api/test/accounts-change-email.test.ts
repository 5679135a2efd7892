import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../src/modules/auth/auth.service.js';
import { createTestApp, type TestContext } from './helpers.js';
import { bearer, FAST_HASH, logIn, mailedToken, PASSWORD, signUp, uniqueEmail } from './support/accounts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, AUTH_EMAIL_RATE_LIMIT: '3', AUTH_RATE_LIMIT: '100' });
});
afterAll(() => ctx.close());

const LINK = '/confirm-email-change';
const requestChange = (headers: Record<string, string>, payload: Record<string, unknown>, remoteAddress = '10.9.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/user/change-email', headers, payload, remoteAddress });
const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/user/confirm-email-change', payload: { token } });
const emailOf = async (id: number) =>
  (await ctx.database.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

describe('POST /api/user/change-email', () => {
  it('changes nothing yet: mails a link to the new address and a notice to the old one', async () => {
    const { info, headers, email } = await signUp(ctx, uniqueEmail('old'), { verify: true });
    const newEmail = uniqueEmail('new');
    const res = await requestChange(headers, { password: PASSWORD, new_email: newEmail });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', result: { done: true } });

    expect(await emailOf(info.id)).toBe(email);
    expect(ctx.mailer.last(newEmail)?.text).toContain(`${ctx.config.publicUrl}${LINK}?token=`);
    const notice = ctx.mailer.last(email);
    expect(notice?.subject).toContain('A change of your account e-mail was requested');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).not.toContain(LINK);
    // the old address keeps signing in; the new one does not yet
    await logIn(ctx, email);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: newEmail, password: PASSWORD } })).statusCode).toBe(422);
  });

  it("refuses a wrong password with 'old password not valid' on the field and mails nothing", async () => {
    const { headers } = await signUp(ctx);
    const sent = ctx.mailer.sent.length;
    const res = await requestChange(headers, { password: 'not my password at all', new_email: uniqueEmail() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: 'old password not valid', errors: { password: ['old password not valid'] } });
    expect(ctx.mailer.sent.length).toBe(sent);
  });

  it('refuses an address already registered, the same address, no session, and a social-only account', async () => {
    const taken = await signUp(ctx);
    const { headers, email } = await signUp(ctx);
    const dup = await requestChange(headers, { password: PASSWORD, new_email: taken.email.toUpperCase() });
    expect(dup.json()).toEqual({ status: 'error', message: 'email already registered', errors: { new_email: ['email already registered'] } });
    expect((await requestChange(headers, { password: PASSWORD, new_email: email })).json().errors).toEqual({ new_email: ['value not allowed'] });
    expect((await requestChange({}, { password: PASSWORD, new_email: uniqueEmail() })).statusCode).toBe(401);

    const social = await ctx.database.db
      .insertInto('users')
      .values({ email: uniqueEmail('g'), account_type: 3, google_id: `g-${uniqueEmail()}`, email_verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await startSession(ctx.app, social.id);
    const res = await requestChange(bearer(token), { password: 'anything', new_email: uniqueEmail() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('permission denied for edit or view');
  });

  it('is limited per account, whatever the client IP', async () => {
    const { headers } = await signUp(ctx);
    for (const ip of ['10.9.1.1', '10.9.1.2', '10.9.1.3']) {
      expect((await requestChange(headers, { password: 'wrong guess here', new_email: uniqueEmail() }, ip)).statusCode).toBe(422);
    }
    const res = await requestChange(headers, { password: PASSWORD, new_email: uniqueEmail() }, '10.9.1.4');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'error', message: 'too many requests' });
  });
});

describe('POST /api/user/confirm-email-change', () => {
  it('applies the change once; the new address is verified and signs in, the old one is told', async () => {
    const { info, headers, email } = await signUp(ctx, uniqueEmail('move'));
    const newEmail = uniqueEmail('moved');
    await requestChange(headers, { password: PASSWORD, new_email: newEmail });
    const token = mailedToken(ctx, newEmail, LINK);

    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', result: { email: newEmail } });
    expect(await emailOf(info.id)).toBe(newEmail);
    expect((await logIn(ctx, newEmail)).info).toMatchObject({ id: info.id, email: newEmail, email_verified: true });
    expect(ctx.mailer.last(email)?.subject).toContain('Your account e-mail was changed');

    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ status: 'error', message: 'reset link expired' });
  });

  it('refuses the link when the new address was registered meanwhile', async () => {
    const { info, headers, email } = await signUp(ctx);
    const newEmail = uniqueEmail('contested');
    await requestChange(headers, { password: PASSWORD, new_email: newEmail });
    const token = mailedToken(ctx, newEmail, LINK);
    await signUp(ctx, newEmail);
    const res = await confirm(token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: 'email already registered' });
    expect(await emailOf(info.id)).toBe(email);
  });

  it('only the latest link works, and a made-up token is refused', async () => {
    const { headers } = await signUp(ctx);
    const first = uniqueEmail('first');
    await requestChange(headers, { password: PASSWORD, new_email: first }, '10.9.2.1');
    const firstToken = mailedToken(ctx, first, LINK);
    const second = uniqueEmail('second');
    await requestChange(headers, { password: PASSWORD, new_email: second }, '10.9.2.1');
    expect((await confirm(firstToken)).json().message).toBe('reset link expired');
    expect((await confirm('A'.repeat(43))).json().message).toBe('reset link expired');
    expect((await confirm(mailedToken(ctx, second, LINK))).statusCode).toBe(200);
  });
});
