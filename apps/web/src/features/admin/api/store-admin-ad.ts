import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAdBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** POST api/admin/advertise/store: a new ad without id, an update with one. The form shows field errors itself. */
export function useStoreAdminAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminAdBody) => call('adminStoreAd', { body }, { alert: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.ads }),
  });
}
