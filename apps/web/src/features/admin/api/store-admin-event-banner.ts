import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEventBannerBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** POST api/admin/event-banner/store: a new banner without id, an update with one. */
export function useStoreAdminEventBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminEventBannerBody) => call('adminStoreEventBanner', { body }, { alert: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.eventBanners }),
  });
}
