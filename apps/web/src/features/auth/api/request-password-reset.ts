import { useMutation } from '@tanstack/react-query';
import type { EmailBody } from '@baandee/contracts';
import { api } from '../../../lib/api-client';

/** POST api/request-password-reset: answers success for any address (no account probing). */
export function requestPasswordReset(body: EmailBody): Promise<{ done: true }> {
  return api('/api/request-password-reset', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
