import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** DELETE api/admin/event-banner/delete/{id}: the banner and its picture. */
export function useDeleteAdminEventBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('adminDeleteEventBanner', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.eventBanners }),
  });
}
