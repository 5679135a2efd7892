import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingStatus } from '@baandee/domain';
import { call } from '../../../lib/api-client';

export const adminEstatesKey = ['admin', 'estates'] as const;

/** GET api/admin/estate?status=&page=: the moderation queue of one status, with photos and owner. */
export const adminEstatesQuery = (status: ListingStatus, page: number) =>
  queryOptions({
    queryKey: [...adminEstatesKey, status, page],
    queryFn: ({ signal }) => call('adminEstates', { query: { status, page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // a failing queue shows its retry inside the admin layout, never the not-found page
    throwOnError: false,
  });

export function useAdminEstates(status: ListingStatus, page: number) {
  return useQuery(adminEstatesQuery(status, page));
}
