import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** DELETE api/admin/hot-search/delete/{id}. */
export function deleteAdminHotSearch(id: number) {
  return call('adminDeleteHotSearch', { params: { id } });
}

export function useDeleteAdminHotSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminHotSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.hotSearches }),
  });
}
