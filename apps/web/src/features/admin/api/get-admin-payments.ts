import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentsQuery } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET api/admin/payment?status=&page=&q=&kind=&from=&to=: the payments queue of one status, with slips, user and duplicate flag. */
export const adminPaymentsQuery = (query: AdminPaymentsQuery) =>
  queryOptions({
    queryKey: adminKeys.paymentQueue(query),
    queryFn: ({ signal }) => call('adminPayments', { query }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // a failing queue shows its retry inside the admin layout, never the not-found page
    throwOnError: false,
  });

export function useAdminPayments(query: AdminPaymentsQuery) {
  return useQuery(adminPaymentsQuery(query));
}
