import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** DELETE api/admin/trend/delete/{id}: chips that opened it stay, without a trend. */
export function deleteAdminTrend(id: number) {
  return call('adminDeleteTrend', { params: { id } });
}

export function useDeleteAdminTrend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminTrend,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.trends }),
        queryClient.invalidateQueries({ queryKey: adminKeys.hotSearches }),
      ]);
    },
  });
}
