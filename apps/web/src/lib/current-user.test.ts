import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@baandee/contracts';
import { setApiHandlers, call } from './api-client';
import { bindSessionToCache, profileQuery, startSession } from './current-user';
import { createQueryClient } from './query-client';
import { clearSession, sessionStore, setSession } from './session';

const userA = { id: 1, email: 'a@example.com', firstname: 'Anong' } as UserInfo;
const userB = { id: 2, email: 'b@example.com', firstname: 'Boon' } as UserInfo;

function setUp() {
  const queryClient = createQueryClient();
  const unbind = bindSessionToCache(queryClient);
  // something only user A may see, besides the profile
  const seedPrivate = () => queryClient.setQueryData(['notification-settings'], { owner: 'A' });
  return { queryClient, unbind, seedPrivate };
}

describe('the query cache follows the session', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    clearSession();
    vi.unstubAllGlobals();
  });

  it('login seeds the profile; logout then login as another user leaves nothing of the first', () => {
    const { queryClient, unbind, seedPrivate } = setUp();
    cleanups.push(unbind);
    startSession(queryClient, 'token-a', userA);
    expect(sessionStore.get()).toEqual({ token: 'token-a', userId: 1 });
    expect(queryClient.getQueryData(profileQuery(1).queryKey)).toEqual(userA);
    seedPrivate();

    clearSession();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);

    startSession(queryClient, 'token-b', userB);
    expect(queryClient.getQueryData(profileQuery(1).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['notification-settings'])).toBeUndefined();
    expect(queryClient.getQueryData(profileQuery(2).queryKey)).toEqual(userB);
  });

  it('a login straight over another session (no logout) clears the first user too', () => {
    const { queryClient, unbind, seedPrivate } = setUp();
    cleanups.push(unbind);
    startSession(queryClient, 'token-a', userA);
    seedPrivate();
    startSession(queryClient, 'token-b', userB);
    expect(queryClient.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([['profile', 2]]);
  });

  it('an account switch (same token, same user) starts a fresh cache with the answered profile', () => {
    const { queryClient, unbind, seedPrivate } = setUp();
    cleanups.push(unbind);
    startSession(queryClient, 'token-a', userA);
    seedPrivate();
    const company = { ...userA, user_type: 'company' } as UserInfo;
    startSession(queryClient, 'token-a', company);
    expect(queryClient.getQueryData(['notification-settings'])).toBeUndefined();
    expect(queryClient.getQueryData(profileQuery(1).queryKey)).toEqual(company);
  });

  it('a 401 from any call ends the session and empties the cache', async () => {
    const { queryClient, unbind, seedPrivate } = setUp();
    cleanups.push(unbind);
    setApiHandlers({ unauthorized: () => clearSession(), failure: () => {} });
    startSession(queryClient, 'token-a', userA);
    seedPrivate();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'error', message: 'unauthorized, please re-login' }), { status: 401 })),
    );
    await expect(call('notificationSettings')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().token).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('logging out in another tab empties the cache here', () => {
    const { queryClient, unbind, seedPrivate } = setUp();
    cleanups.push(unbind);
    setSession('token-a', 1);
    seedPrivate();
    window.localStorage.removeItem('baandee.session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'baandee.session', newValue: null }));
    expect(sessionStore.get().token).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
