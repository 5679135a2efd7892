import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { setProfile } from '../../../lib/session';
import { profileQuery } from './get-profile';

export type UserType = UserInfo['user_type'];

/** GET api/switch-account?account_type=…: 422 'profile incomplete' names the missing fields. */
export function switchAccount(accountType: UserType) {
  return call('switchAccount', { query: { account_type: accountType } }, { alert: false });
}

export function useSwitchAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchAccount,
    onSuccess: (profile) => {
      setProfile(profile);
      queryClient.setQueryData(profileQuery(profile.id).queryKey, profile);
    },
  });
}
