import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET api/admin/package: every package, on sale or not. */
export const adminPackagesQuery = () =>
  queryOptions({
    queryKey: adminKeys.packages,
    queryFn: ({ signal }) => call('adminPackages', {}, { signal }),
    staleTime: 0,
    // a failing list shows its retry inside the admin layout, never the not-found page
    throwOnError: false,
  });

export function useAdminPackages() {
  return useQuery(adminPackagesQuery());
}
