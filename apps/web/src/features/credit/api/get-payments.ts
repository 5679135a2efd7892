import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { creditKeys } from './keys';

/** GET api/payment?page=: the user's payments, newest first, with their slips and status. */
export const paymentsQuery = (page: number) =>
  queryOptions({
    queryKey: creditKeys.payments(page),
    queryFn: ({ signal }) => call('payments', { query: { page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function usePayments(page: number) {
  return useQuery(paymentsQuery(page));
}

/**
 * One of the user's payments by id (the payment screen of a link or a reload): read from
 * their payments, newest first, page by page until it shows up. A purchase or a boost puts
 * the payment it answered here first, so the screen opens without a request.
 */
export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: creditKeys.payment(id),
    queryFn: async ({ signal }): Promise<Payment | null> => {
      for (let page = 1, last = 1; page <= last; page++) {
        const result = await call('payments', { query: { page } }, { signal });
        const found = result.data.find((payment) => payment.id === id);
        if (found) return found;
        last = result.last_page;
      }
      return null;
    },
    staleTime: 0,
  });

export function usePayment(id: string | null) {
  return useQuery({ ...paymentQuery(id ?? ''), enabled: id !== null });
}
