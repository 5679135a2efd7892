import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** DELETE api/user/delete-account: the form shows a refusal on its field itself. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (body: DeleteAccountBody) => call('deleteAccount', { body }, { alert: false }) });
}
