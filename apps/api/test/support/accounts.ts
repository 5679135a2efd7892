import { expect } from 'vitest';
import type { TestContext } from '../helpers.js';

/** Test-only cost: argon2id at 1 MiB x 1 keeps each test file fast; production is 64 MiB x 3. */
export const FAST_HASH = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_TIME_COST: '1' };

export const PASSWORD = 'correct horse battery';

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export const uniqueEmail = (label = 'user') => `${label}.${process.pid}.${++counter}@example.com`;

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return { email, phone: '0812345678', password: PASSWORD, confirmPassword: PASSWORD, ...overrides };
}

/** The token of the last mailed link to `path` (/email-verify or /reset-password) for `to`. */
export function mailedToken(ctx: TestContext, to: string, path: string): string {
  const mail = ctx.mailer.last(to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  expect(match, mail?.text).not.toBeNull();
  return match![1]!;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers an e-mail account and signs it in; answers the token and the profile. */
export async function signUp(ctx: TestContext, email = uniqueEmail(), options: { verify?: boolean } = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/user/register', payload: registration(email) });
  expect(res.statusCode, res.body).toBe(200);
  if (options.verify) {
    const verified = await ctx.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token: mailedToken(ctx, email, '/email-verify') } });
    expect(verified.statusCode, verified.body).toBe(200);
  }
  return logIn(ctx, email);
}

export async function logIn(ctx: TestContext, email: string, password = PASSWORD) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const { token, info } = res.json().result as { token: string; info: { id: number } & Record<string, unknown> };
  return { token, info, email, headers: bearer(token) };
}
