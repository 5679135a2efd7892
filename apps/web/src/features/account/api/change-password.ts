import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** PUT api/user/change-password: e-mail accounts only; the other sessions are signed out. */
export function changePassword(body: ChangePasswordBody) {
  return call('changePassword', { body }, { alert: false });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
