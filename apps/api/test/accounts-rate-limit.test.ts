import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, PASSWORD, registration, uniqueEmail } from './support/accounts.js';

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
  it('wrong passwords on one address from one client IP stop after the limit, even with the right one', async () => {
    const email = uniqueEmail('target');
    await post('/api/user/register', registration(email), '10.3.0.9');
    for (let i = 0; i < 2; i++) expect((await post('/api/user/login', { email, password: 'guess' }, '10.3.0.1')).statusCode).toBe(422);
    const res = await post('/api/user/login', { email: email.toUpperCase(), password: PASSWORD }, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('failures from one IP do not lock the owner out on another IP', async () => {
    const email = uniqueEmail('owner');
    await post('/api/user/register', registration(email), '10.3.1.9');
    expect((await post('/api/user/login', { email, password: PASSWORD }, '10.3.1.2')).statusCode).toBe(200);
    // an attacker elsewhere uses up the failures of the address from their IP
    for (let i = 0; i < 2; i++) expect((await post('/api/user/login', { email, password: 'guess' }, '10.3.1.1')).statusCode).toBe(422);
    expect((await post('/api/user/login', { email, password: 'guess' }, '10.3.1.1')).statusCode).toBe(429);
    // the owner, from their own usual IP, signs in
    expect((await post('/api/user/login', { email, password: PASSWORD }, '10.3.1.2')).statusCode).toBe(200);
  });

  it('successful logins never count towards the limit', async () => {
    // a roomier per-IP limit, so only the per-address one is in play
    const roomy = await createTestApp({ ...FAST_HASH, AUTH_RATE_LIMIT: '100', AUTH_EMAIL_RATE_LIMIT: '2' });
    try {
      const login = (password: string) => roomy.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress: '10.3.2.1' });
      const email = uniqueEmail('frequent');
      await roomy.app.inject({ method: 'POST', url: '/api/user/register', payload: registration(email) });
      for (let i = 0; i < 4; i++) expect((await login(PASSWORD)).statusCode).toBe(200);
      expect((await login('guess')).statusCode).toBe(422);
      expect((await login(PASSWORD)).statusCode).toBe(200);
    } finally {
      await roomy.close();
    }
  });

  it('reset mails to one address stop after the limit', async () => {
    const email = uniqueEmail('bombed');
    await post('/api/user/register', registration(email), '10.4.0.9');
    const before = ctx.mailer.sent.length;
    for (const ip of ['10.4.0.1', '10.4.0.2']) expect((await post('/api/request-password-reset', { email }, ip)).statusCode).toBe(200);
    const res = await post('/api/request-password-reset', { email }, '10.4.0.3');
    expect(res.statusCode).toBe(429);
    await ctx.app.jobs.drain();
    expect(ctx.mailer.sent.length - before).toBe(2);
  });

  it('wrong old passwords at change-password are limited per account, whatever the client address', async () => {
    const email = uniqueEmail('changer');
    await post('/api/user/register', registration(email), '10.6.0.9');
    const login = await post('/api/user/login', registration(email), '10.6.0.9');
    const headers = { authorization: `Bearer ${login.json().result.token}` };
    const change = (ip: string) =>
      ctx.app.inject({ method: 'PUT', url: '/api/user/change-password', headers, remoteAddress: ip, payload: { old_password: 'guess', new_password: 'another long phrase 42', confirm_password: 'another long phrase 42' } });
    expect((await change('10.6.0.1')).statusCode).toBe(422);
    expect((await change('10.6.0.2')).statusCode).toBe(422);
    const res = await change('10.6.0.3');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(tooMany);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
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

describe('per-account slow-down of wrong passwords from many clients', () => {
  const login = (email: string, password: string, ip: string) => post('/api/user/login', { email, password }, ip);

  it('slows unknown clients down with a growing, bounded wait; the owner\'s usual client and other accounts go on', async () => {
    const email = uniqueEmail('guessed');
    await post('/api/user/register', registration(email), '10.7.0.9');
    expect((await login(email, PASSWORD, '10.7.0.9')).statusCode).toBe(200);
    // the clock moves only when the test moves it
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      // AUTH_EMAIL_RATE_LIMIT (2) wrong passwords, each from another address
      expect((await login(email, 'guess', '10.7.1.1')).statusCode).toBe(422);
      expect((await login(email, 'guess', '10.7.1.2')).statusCode).toBe(422);
      // a further client, even with the right password, waits; it is told how long
      let res = await login(email, PASSWORD, '10.7.1.3');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(tooMany);
      expect(res.headers['retry-after']).toBe('1');
      // only this account is slowed
      expect((await login(uniqueEmail('other'), 'guess', '10.7.1.3')).statusCode).toBe(422);
      // the owner's usual client is not slowed
      expect((await login(email, PASSWORD, '10.7.0.9')).statusCode).toBe(200);

      vi.setSystemTime(Date.now() + 1000);
      expect((await login(email, 'guess', '10.7.1.4')).statusCode).toBe(422);
      // the next wait is longer
      res = await login(email, PASSWORD, '10.7.1.5');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('2');

      // after the wait the right password gets in from anywhere
      vi.setSystemTime(Date.now() + 2000);
      expect((await login(email, PASSWORD, '10.7.1.5')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never makes anyone wait beyond the end of the window', async () => {
    const email = uniqueEmail('long-guessed');
    await post('/api/user/register', registration(email), '10.7.2.9');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const start = Date.now();
      let ip = 0;
      let guesses = 0;
      for (; guesses < 2; guesses++) expect((await login(email, 'guess', `10.7.3.${++ip}`)).statusCode).toBe(422);
      // each further guess as soon as it is let through, until the wait reaches the window's end
      for (;;) {
        const res = await login(email, 'guess', `10.7.3.${++ip}`);
        if (res.statusCode === 422 && ++guesses) continue;
        expect(res.statusCode).toBe(429);
        const wait = Number(res.headers['retry-after']) * 1000;
        if (Date.now() + wait >= start + 15 * 60_000) break;
        vi.setSystemTime(Date.now() + wait);
      }
      // two free guesses, then nine more after waits of 1, 2, 4 ... 256 s (511 s in all); the next would be past the window
      expect(guesses).toBe(11);
      vi.setSystemTime(start + 15 * 60_000);
      expect((await login(email, PASSWORD, `10.7.3.${++ip}`)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});
