import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminHotSearchesKey } from './get-admin-hot-searches';
import { adminTrendsKey } from './get-admin-trends';

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
        queryClient.invalidateQueries({ queryKey: adminTrendsKey }),
        queryClient.invalidateQueries({ queryKey: adminHotSearchesKey }),
      ]);
    },
  });
}
