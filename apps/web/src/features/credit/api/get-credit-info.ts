import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditTransactionType } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { creditKeys } from './keys';

export type HistoryFilter = 'all' | CreditTransactionType;

/** GET api/credit-info?type=&page=: the balance and one page of the ledger, newest first. */
export const creditInfoQuery = (type: HistoryFilter, page: number) =>
  queryOptions({
    queryKey: creditKeys.info(type, page),
    queryFn: ({ signal }) => call('creditInfo', { query: { type, page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useCreditInfo(type: HistoryFilter, page: number) {
  return useQuery(creditInfoQuery(type, page));
}
