import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrokerShareStatus } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET api/admin/broker-share?status=&page=: listings to post in broker groups, with the tracked link and the posts. */
export const adminBrokerSharesQuery = (status: BrokerShareStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.brokerSharePage(status, page),
    queryFn: ({ signal }) => call('adminBrokerShares', { query: { status, page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    throwOnError: false,
  });

export function useAdminBrokerShares(status: BrokerShareStatus, page: number) {
  return useQuery(adminBrokerSharesQuery(status, page));
}

/** PUT api/admin/broker-share/{id}: both tabs are read again. */
export function useMarkBrokerShared() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, group_name }: { id: number; group_name: string }) => call('adminMarkBrokerShared', { params: { id }, body: { group_name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.brokerShares }),
  });
}
