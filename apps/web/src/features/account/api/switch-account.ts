import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@baandee/contracts';
import { withLoading } from '../../../components/loading-store';
import { call } from '../../../lib/api-client';
import { startSession } from '../../../lib/current-user';
import { getToken } from '../../../lib/session';

export type UserType = UserInfo['user_type'];

/** GET api/switch-account?account_type=…: 422 'profile incomplete' names the missing fields. */
export function switchAccount(accountType: UserType) {
  return call('switchAccount', { query: { account_type: accountType } }, { alert: false });
}

export function useSwitchAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    // the whole account changes identity: the site loading overlay (spec section 4) holds the page meanwhile
    mutationFn: (accountType: UserType) => withLoading(switchAccount(accountType)),
    // acting as an individual or a company is a change of session: nothing cached survives
    onSuccess: (profile) => {
      const token = getToken();
      if (token) startSession(queryClient, token, profile);
    },
  });
}
