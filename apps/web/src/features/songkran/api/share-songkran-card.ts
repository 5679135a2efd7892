import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SongkranShareBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { profileQuery } from '../../../lib/current-user';
import { songkranKeys } from './keys';

/**
 * POST api/event/songkran/share: records the share; the first one grants the event's
 * credits, so the event's state and the profile (its balance) are read again.
 */
export function useShareSongkranCard() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  return useMutation({
    mutationFn: (body: SongkranShareBody) => call('songkranShare', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: songkranKeys.events });
      if (userId !== null) void queryClient.invalidateQueries({ queryKey: profileQuery(userId).queryKey });
    },
  });
}
