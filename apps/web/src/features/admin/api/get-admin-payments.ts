import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@baandee/domain';
import { call } from '../../../lib/api-client';

export const adminPaymentsKey = ['admin', 'payments'] as const;

/** GET api/admin/payment?status=&page=: the payments queue of one status, with slips, user and duplicate flag. */
export const adminPaymentsQuery = (status: PaymentStatus, page: number) =>
  queryOptions({
    queryKey: [...adminPaymentsKey, status, page],
    queryFn: ({ signal }) => call('adminPayments', { query: { status, page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // a failing queue shows its retry inside the admin layout, never the not-found page
    throwOnError: false,
  });

export function useAdminPayments(status: PaymentStatus, page: number) {
  return useQuery(adminPaymentsQuery(status, page));
}
