import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { songkranKeys } from './keys';

/**
 * GET api/event/songkran: the window, whether it runs and the first share's credits; with
 * a session also the user's cards and reward. The key holds the user, so signing in on
 * the page asks again.
 */
export const songkranEventQuery = (userId: number | null) =>
  queryOptions({
    queryKey: songkranKeys.event(userId),
    queryFn: ({ signal }) => call('songkranEvent', undefined, { signal }),
  });

export function useSongkranEvent() {
  const { userId } = useSession();
  return useQuery(songkranEventQuery(userId));
}
