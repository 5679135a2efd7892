import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEstateQuery } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET api/admin/estate?status=&page=&q=&estate_type_id=&from=&to=: the moderation queue of one status, with photos and owner. */
export const adminEstatesQuery = (query: AdminEstateQuery) =>
  queryOptions({
    queryKey: adminKeys.estateQueue(query),
    queryFn: ({ signal }) => call('adminEstates', { query }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // a failing queue shows its retry inside the admin layout, never the not-found page
    throwOnError: false,
  });

export function useAdminEstates(query: AdminEstateQuery) {
  return useQuery(adminEstatesQuery(query));
}
