import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@baandee/domain';
import { profileQuery } from '../../lib/current-user';
import { clearSession, sessionStore } from '../../lib/session';
import { getAuthProviders } from './api/get-auth-providers';
import { logout } from './api/logout';
import { googleSignOut } from './social/google-identity';

/**
 * Logout (spec section 4): ends the session on the server, signs a Google account out of
 * Google's automatic sign-in, and clears the local session at once; the calls finish in
 * the background (the logout call has its token already).
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { token, userId } = sessionStore.get();
    const profile = userId === null ? undefined : queryClient.getQueryData(profileQuery(userId).queryKey);
    if (token) void logout().catch(() => undefined);
    // an unknown profile (not loaded on this page yet) may be a Google account too; for any other account the call is harmless
    if (token && (!profile || profile.account_type === ACCOUNT_TYPE.google)) {
      // straight from the API, not the cache: emptying the cache below would cancel a query
      void getAuthProviders()
        // without Google sign-in the site never loads Google's script (the content security policy refuses it)
        .then((providers) => (providers.google_client_id ? googleSignOut(providers.google_gsi_url) : undefined))
        .catch(() => undefined);
    }
    // the session's change empties the query cache (lib/current-user.ts)
    clearSession();
  }, [queryClient]);
}
