import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST api/accept-cookie: records the consent, with the user when a token is stored. */
export function acceptCookie() {
  // Consent already holds in the browser; a failed record must not interrupt the visitor.
  return call('acceptCookie', { body: { analytics: true } }, { alert: false });
}

export function useAcceptCookie() {
  return useMutation({ mutationFn: acceptCookie });
}
