import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** POST api/reset-password: the mail's token and the new password; every session ends. */
export function resetPassword(body: ResetPasswordBody) {
  return call('resetPassword', { body }, { alert: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
