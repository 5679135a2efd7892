import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTrendBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** POST api/admin/trend/store: a new trend without id, an update with one. The form shows field errors itself. */
export function storeAdminTrend(body: AdminTrendBody) {
  return call('adminStoreTrend', { body }, { alert: false });
}

/** Trends are read again after a change, and the chips too (they name their trend). */
export function useStoreAdminTrend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeAdminTrend,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.trends }),
        queryClient.invalidateQueries({ queryKey: adminKeys.hotSearches }),
      ]);
    },
  });
}
