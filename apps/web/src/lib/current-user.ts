import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@baandee/contracts';
import { call } from './api-client';
import { onSessionChange, sessionStore, useSession } from './session';
import { profileKeys } from './keys';

/** GET api/user/{id}: the signed-in user's full profile, the one copy the app holds. */
export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: profileKeys.one(id),
    queryFn: ({ signal }) => call('userInfo', { params: { id } }, { signal }),
    staleTime: 0, // credits, LINE status and verification change elsewhere: always fresh on open
  });

/** The header and menus need the name and picture, not a refetch on every page. */
const SHELL_STALE_MS = 60_000;

/** The signed-in user's profile, or null for a visitor and until it has loaded. */
export function useCurrentUser(): UserInfo | null {
  const { userId } = useSession();
  const query = useQuery({ ...profileQuery(userId ?? 0), enabled: userId !== null, staleTime: SHELL_STALE_MS });
  return userId === null ? null : (query.data ?? null);
}

/**
 * A new identity (login, social sign-in, account switch): nothing cached for the previous
 * one survives, and the profile the server answered is the first entry of the new cache.
 * Setting the session re-renders every reader, so they read the fresh cache.
 */
export function startSession(queryClient: QueryClient, token: string, profile: UserInfo): void {
  sessionStore.set({ token, userId: profile.id });
  queryClient.clear();
  queryClient.setQueryData(profileQuery(profile.id).queryKey, profile);
}

/** Any change of the signed-in identity (a logout, a 401, another tab) empties the cache. */
export function bindSessionToCache(queryClient: QueryClient): () => void {
  return onSessionChange(() => queryClient.clear());
}
