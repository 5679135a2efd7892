import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET api/admin/trend: every trend group with its saved filter, in its order. */
export const adminTrendsQuery = () =>
  queryOptions({
    queryKey: adminKeys.trends,
    queryFn: ({ signal }) => call('adminTrends', {}, { signal }),
    staleTime: 0,
    // a failing list shows its retry inside the admin layout, never the not-found page
    throwOnError: false,
  });

export function useAdminTrends() {
  return useQuery(adminTrendsQuery());
}
