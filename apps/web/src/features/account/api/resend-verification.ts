import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST api/user/resend-verification: a new link to the signed-in user's address; sent false when already verified. */
export function resendVerification() {
  return call('resendVerification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
