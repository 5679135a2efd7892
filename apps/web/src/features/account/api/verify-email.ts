import { useMutation } from '@tanstack/react-query';
import type { TokenBody } from '@baandee/contracts';
import { api } from '../../../lib/api-client';

/** POST api/user/verify-email with the token of the mailed link; the page shows a failure itself. */
export function verifyEmail(body: TokenBody): Promise<{ done: true }> {
  return api('/api/user/verify-email', { method: 'POST', body, alert: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
