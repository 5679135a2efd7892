import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authProvidersQuery } from '../../../lib/sign-up-methods';

/** GET api/auth/providers: which social sign-ins the server is configured for. */
export function getAuthProviders(signal?: AbortSignal) {
  // Without an answer the dialog simply offers e-mail login; no alert.
  return call('authProviders', {}, { signal, alert: false });
}

export function useAuthProviders() {
  return useQuery(authProvidersQuery());
}
