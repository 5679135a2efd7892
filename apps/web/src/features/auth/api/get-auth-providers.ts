import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET api/auth/providers: which social sign-ins the server is configured for. */
export function getAuthProviders(signal?: AbortSignal) {
  // Without an answer the dialog simply offers e-mail login; no alert.
  return call('authProviders', {}, { signal, alert: false });
}

export const authProvidersQuery = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Infinity, // server configuration: it changes with a restart, not during a visit
    throwOnError: false,
  });

export function useAuthProviders() {
  return useQuery(authProvidersQuery());
}
