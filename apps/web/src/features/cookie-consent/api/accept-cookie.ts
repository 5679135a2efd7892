import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST api/accept-cookie: records the consent, with the user when a token is stored. */
export function acceptCookie(): Promise<{ accepted: true }> {
  // Consent already holds in the browser; a failed record must not interrupt the visitor.
  return api('/api/accept-cookie', { method: 'POST', body: { analytics: true }, alert: false });
}

export function useAcceptCookie() {
  return useMutation({ mutationFn: acceptCookie });
}
