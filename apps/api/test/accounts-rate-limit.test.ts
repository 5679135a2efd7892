import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, registration, uniqueEmail } from './support/accounts.js';

let ctx: TestContext;
beforeAll(async () => {
  // small limits so the brakes can be reached in a test
  ctx = await createTestApp({ ...FAST_HASH, AUTH_RATE_LIMIT: '3', AUTH_EMAIL_RATE_LIMIT: '2' });
});
afterAll(() => ctx.close());

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
const tooMany = { status: 'error', message: 'too many requests' };

describe('per-IP limits (AUTH_RATE_LIMIT)', () => {
  it('login answers 429 after AUTH_RATE_LIMIT attempts from one address', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/user/login', { email: uniqueEmail(), password: 'x' }, '10.1.0.1')).statusCode).toBe(422);
    }
    const res = await post('/api/user/login', { email: uniqueEmail(), password: 'x' }, '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
    // another client is not affected
    expect((await post('/api/user/login', { email: uniqueEmail(), password: 'x' }, '10.1.0.2')).statusCode).toBe(422);
  });

  it('checking reset links answers 429 after AUTH_RATE_LIMIT attempts, like the reset itself', async () => {
    for (let i = 0; i < 3; i++) expect((await post('/api/reset-password/check', { token: 'A'.repeat(43) }, '10.1.1.1')).statusCode).toBe(422);
    const res = await post('/api/reset-password/check', { token: 'A'.repeat(43) }, '10.1.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
  });

  it('register answers 429 after AUTH_RATE_LIMIT attempts', async () => {
    for (let i = 0; i < 3; i++) expect((await post('/api/user/register', registration(uniqueEmail()), '10.2.0.1')).statusCode).toBe(200);
    const res = await post('/api/user/register', registration(uniqueEmail()), '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
  });
});

describe('per-address limits (AUTH_EMAIL_RATE_LIMIT)', () => {
  it('login attempts on one address are limited whatever the client IP', async () => {
    const email = uniqueEmail('target');
    for (const ip of ['10.3.0.1', '10.3.0.2']) expect((await post('/api/user/login', { email, password: 'guess' }, ip)).statusCode).toBe(422);
    const res = await post('/api/user/login', { email: email.toUpperCase(), password: 'guess' }, '10.3.0.3');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('reset mails to one address stop after the limit', async () => {
    const email = uniqueEmail('bombed');
    await post('/api/user/register', registration(email), '10.4.0.9');
    const before = ctx.mailer.sent.length;
    for (const ip of ['10.4.0.1', '10.4.0.2']) expect((await post('/api/request-password-reset', { email }, ip)).statusCode).toBe(200);
    const res = await post('/api/request-password-reset', { email }, '10.4.0.3');
    expect(res.statusCode).toBe(429);
    expect(ctx.mailer.sent.length - before).toBe(2);
  });

  it('verification resends are limited per account', async () => {
    const email = uniqueEmail('resend');
    await post('/api/user/register', registration(email), '10.5.0.9');
    const login = await post('/api/user/login', registration(email), '10.5.0.9');
    const headers = { authorization: `Bearer ${login.json().result.token}` };
    // each resend after the cooldown, so only the per-account window limit is in play
    const resend = async (ip: string) => {
      await sql`update user_tokens set created_at = ${new Date(Date.now() - 3_600_000)} where email = ${email}`.execute(ctx.database.db);
      return ctx.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers, remoteAddress: ip });
    };
    expect((await resend('10.5.0.1')).statusCode).toBe(200);
    expect((await resend('10.5.0.2')).statusCode).toBe(200);
    expect((await resend('10.5.0.3')).statusCode).toBe(429);
  });
});
