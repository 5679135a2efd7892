import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { adminHotSearchBody, z } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type AdminHotSearchBody = z.input<typeof adminHotSearchBody>;

/** POST api/admin/hot-search/store: a new chip without id, an update with one. The form shows field errors itself. */
export function storeAdminHotSearch(body: AdminHotSearchBody) {
  return call('adminStoreHotSearch', { body }, { alert: false });
}

export function useStoreAdminHotSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeAdminHotSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.hotSearches }),
  });
}
