import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const adminHotSearchesKey = ['admin', 'hot-searches'] as const;

/** GET api/admin/hot-search: every quick-menu chip in its order. */
export const adminHotSearchesQuery = () =>
  queryOptions({
    queryKey: adminHotSearchesKey,
    queryFn: ({ signal }) => call('adminHotSearches', {}, { signal }),
    staleTime: 0,
    throwOnError: false,
  });

export function useAdminHotSearches() {
  return useQuery(adminHotSearchesQuery());
}
