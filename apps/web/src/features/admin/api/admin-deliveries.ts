import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET api/admin/jobs?state=failed: deliveries that exhausted their retries. */
export const adminDeliveriesQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.deliveryPage(page),
    queryFn: ({ signal }) => call('adminJobs', { query: { state: 'failed', page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    throwOnError: false,
  });

export function useAdminDeliveries(page: number) {
  return useQuery(adminDeliveriesQuery(page));
}

/** PUT api/admin/jobs/retry/{id}, or retry-all without an id; the list, the overview's count and the trail change with it. */
export function useRetryDeliveries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null ? call('adminRetryAllJobs', {}).then((result) => result.retried) : call('adminRetryJob', { params: { id } }).then(() => 1),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.deliveries }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      ]),
  });
}
