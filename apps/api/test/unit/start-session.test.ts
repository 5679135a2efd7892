import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors.js';
import { hashToken } from '../../src/lib/tokens.js';
import { startSession } from '../../src/modules/auth/auth.service.js';

/**
 * Every way of signing in ends in startSession. The service takes only what it uses (the
 * config, the users and the sessions), so it runs here on plain objects, without an app
 * or a database.
 */

const CONFIG = { SESSION_IDLE_TIMEOUT_MINUTES: 60, SESSION_MAX_PER_USER: 3 };

function world(status: 'active' | 'banned') {
  const calls: string[] = [];
  const stored: { userId: number; tokenHash: string; expiresAt: Date }[] = [];
  const profile = { id: 7, email: 'owner@example.com', user_type: 'personal', email_verified_at: new Date(), created_at: new Date('2026-01-02T03:04:05Z') };
  const deps = {
    config: CONFIG,
    usersRepository: {
      findAccountById: async (id: number) => (id === 7 ? { id, status } : undefined),
      findProfile: async (id: number) => (id === 7 ? profile : undefined),
    },
    sessionsRepository: {
      deleteExpired: async (userId: number, idleSince: Date) => {
        calls.push(`deleteExpired ${userId} ${Math.round((Date.now() - idleSince.getTime()) / 60_000)} min`);
      },
      insert: async (session: { userId: number; tokenHash: string; expiresAt: Date }) => {
        calls.push(`insert ${session.userId}`);
        stored.push(session);
      },
      revokeBeyond: async (userId: number, keep: number) => {
        calls.push(`revokeBeyond ${userId} ${keep}`);
      },
    },
  };
  // the fakes have the members startSession reads; the type names whole repositories
  return { app: deps as unknown as Parameters<typeof startSession>[0], calls, stored };
}

describe('startSession without the app', () => {
  it('stores only the hash of the new token, drops idle sessions first and keeps the newest within the cap', async () => {
    const { app, calls, stored } = world('active');
    const result = await startSession(app, 7);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(result.token));
    expect(stored[0]!.tokenHash).not.toContain(result.token);
    expect(stored[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(calls).toEqual(['deleteExpired 7 60 min', 'insert 7', 'revokeBeyond 7 3']);
    expect(result.info).toMatchObject({ id: 7, email: 'owner@example.com', email_verified: true, is_company: false, created_at: '2026-01-02T03:04:05.000Z' });
  });

  it('gives a banned account no session: 403 account banned, nothing stored', async () => {
    const { app, calls, stored } = world('banned');
    const refusal = await startSession(app, 7).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 403, key: 'account banned' });
    expect(stored).toEqual([]);
    expect(calls).toEqual([]);
  });
});
