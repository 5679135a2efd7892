import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@baandee/contracts';
import { api } from '../../../lib/api-client';

/** POST api/reset-password: the mail's token and the new password; every session ends. */
export function resetPassword(body: ResetPasswordBody): Promise<{ done: true }> {
  return api('/api/reset-password', { method: 'POST', body, alert: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
