import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@baandee/domain';
import { clearSession, sessionStore } from '../../lib/session';
import { authProvidersQuery } from './api/get-auth-providers';
import { logout } from './api/logout';
import { googleSignOut } from './social/google-identity';

/** What only the signed-in user may see; dropped from the cache at logout. */
const PRIVATE_QUERIES = [['profile'], ['notification-settings']];

/**
 * Logout (spec section 4): ends the session on the server, signs a Google account out of
 * Google's automatic sign-in, and clears the local session at once; the calls finish in
 * the background (the logout call has its token already).
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { token, profile } = sessionStore.get();
    if (token) void logout().catch(() => undefined);
    if (profile?.account_type === ACCOUNT_TYPE.google) {
      void queryClient
        .fetchQuery(authProvidersQuery())
        .then((providers) => googleSignOut(providers.google_gsi_url))
        .catch(() => undefined);
    }
    clearSession();
    for (const queryKey of PRIVATE_QUERIES) queryClient.removeQueries({ queryKey });
  }, [queryClient]);
}
