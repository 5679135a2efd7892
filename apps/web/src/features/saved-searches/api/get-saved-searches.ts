import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { savedSearchKeys } from './keys';

/** GET api/saved-search: the user's saved searches, newest first, with their new matches. */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => call('savedSearches', {}, { signal }),
    // new matches arrive with other users' listings: fresh on every visit
    staleTime: 0,
  });

export function useSavedSearches() {
  const { userId } = useSession();
  return useQuery({ ...savedSearchesQuery(), enabled: userId !== null });
}
