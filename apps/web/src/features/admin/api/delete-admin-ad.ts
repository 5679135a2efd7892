import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** DELETE api/admin/advertise/delete/{id}: the ad, its picture and its counts. */
export function useDeleteAdminAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('adminDeleteAd', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.ads }),
  });
}
