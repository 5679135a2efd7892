import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** PUT api/dashboard/leads/read/{id}: marks a lead read; the inbox is read again. */
export function useReadLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('dashboardReadLead', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.leads }),
  });
}
