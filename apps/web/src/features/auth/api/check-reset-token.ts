import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST api/reset-password/check: whether the link still works, asked when the page opens; spends nothing. */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => call('checkResetToken', { body: { token } }, { signal, alert: false }),
    retry: false,
    staleTime: Infinity,
  });
