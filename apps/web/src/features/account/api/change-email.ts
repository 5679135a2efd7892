import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailBody, TokenBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** POST api/user/change-email: mails a link to the new address; nothing changes yet. */
export function useChangeEmail() {
  return useMutation({ mutationFn: (body: ChangeEmailBody) => call('changeEmail', { body }, { alert: false }) });
}

/** POST api/user/confirm-email-change with the token of the mailed link; the page shows a failure itself. */
export function confirmEmailChange(body: TokenBody) {
  return call('confirmEmailChange', { body }, { alert: false });
}
