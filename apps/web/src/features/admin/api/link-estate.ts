import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** PUT api/admin/estate/link/{id}: the held listing approved and linked with the one it duplicates ("also listed by"). */
export function useLinkEstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('adminLinkEstate', { params: { id } }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.estates }), queryClient.invalidateQueries({ queryKey: adminKeys.summary })]),
  });
}
