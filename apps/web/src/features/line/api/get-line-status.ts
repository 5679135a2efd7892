import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { lineKeys } from './keys';

/** GET api/line/status: set up on this site, the linked LINE name, the friendship flag, the add-friend link. */
export const lineStatusQuery = (userId: number | null) =>
  queryOptions({
    queryKey: lineKeys.status(userId),
    queryFn: ({ signal }) => call('lineStatus', {}, { signal }),
    staleTime: 0,
  });

export function useLineStatus() {
  const { userId } = useSession();
  return useQuery({ ...lineStatusQuery(userId), enabled: userId !== null });
}
