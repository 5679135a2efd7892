import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/tokens.js';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, logIn, signUp, uniqueEmail } from './support/accounts.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, SESSION_IDLE_TIMEOUT_MINUTES: '60', SESSION_MAX_PER_USER: '2', AUTH_RATE_LIMIT: '100' });
});
afterAll(() => ctx.close());

const me = (session: { token: string; info: { id: number } }) =>
  ctx.app.inject({ method: 'GET', url: `/api/user/${session.info.id}`, headers: { authorization: `Bearer ${session.token}` } });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const setLastUsed = (token: string, at: Date) =>
  ctx.database.db.updateTable('user_sessions').set({ last_used_at: at }).where('token_hash', '=', hashToken(token)).execute();
const lastUsed = async (token: string) =>
  (await ctx.database.db.selectFrom('user_sessions').select('last_used_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).last_used_at;

describe('session idle timeout (SESSION_IDLE_TIMEOUT_MINUTES)', () => {
  it('ends a session unused for longer than the timeout', async () => {
    const session = await signUp(ctx);
    await setLastUsed(session.token, minutesAgo(61));
    const res = await me(session);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('unauthorized, please re-login');
  });

  it('keeps a session that is used: each use moves the idle clock', async () => {
    const session = await signUp(ctx);
    await setLastUsed(session.token, minutesAgo(59));
    expect((await me(session)).statusCode).toBe(200);
    expect(Date.now() - (await lastUsed(session.token)).getTime()).toBeLessThan(60_000);
  });

  it('records a use at most once a minute', async () => {
    const session = await signUp(ctx);
    const recent = new Date(Date.now() - 20_000);
    await setLastUsed(session.token, recent);
    expect((await me(session)).statusCode).toBe(200);
    expect((await lastUsed(session.token)).getTime()).toBe(recent.getTime());
  });
});

describe('sessions per user (SESSION_MAX_PER_USER)', () => {
  it('a new sign-in beyond the cap ends the least recently used session', async () => {
    const email = uniqueEmail('devices');
    const first = await signUp(ctx, email);
    const second = await logIn(ctx, email);
    // the first device was used more recently than the second
    await setLastUsed(second.token, minutesAgo(10));
    await setLastUsed(first.token, minutesAgo(5));
    const third = await logIn(ctx, email);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(third)).statusCode).toBe(200);
    const count = await ctx.database.db
      .selectFrom('user_sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', first.info.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});
