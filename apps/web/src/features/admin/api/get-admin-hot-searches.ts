import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET api/admin/hot-search: every quick-menu chip in its order. */
export const adminHotSearchesQuery = () =>
  queryOptions({
    queryKey: adminKeys.hotSearches,
    queryFn: ({ signal }) => call('adminHotSearches', {}, { signal }),
    staleTime: 0,
    throwOnError: false,
  });

export function useAdminHotSearches() {
  return useQuery(adminHotSearchesQuery());
}
