import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileQuery } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { lineStatusQuery } from './get-line-status';

/** POST api/line/disconnect: the status and the profile (line_friend_status) change together. */
export function useDisconnectLine() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: () => call('lineDisconnect', {}),
    onSuccess: (status) => {
      queryClient.setQueryData(lineStatusQuery(userId).queryKey, status);
      if (userId !== null) void queryClient.invalidateQueries({ queryKey: profileQuery(userId).queryKey });
    },
  });
}
