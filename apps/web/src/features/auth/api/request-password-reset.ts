import { useMutation } from '@tanstack/react-query';
import type { EmailBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** POST api/request-password-reset: answers success for any address (no account probing). */
export function requestPasswordReset(body: EmailBody) {
  return call('requestPasswordReset', { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
