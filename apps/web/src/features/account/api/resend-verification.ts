import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST api/user/resend-verification: a new link to the signed-in user's address; sent false when already verified. */
export function resendVerification(): Promise<{ sent: boolean }> {
  return api('/api/user/resend-verification', { method: 'POST' });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
