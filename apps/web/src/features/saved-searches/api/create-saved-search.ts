import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSavedSearchBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** POST api/saved-search: the limit reached (409) shows as the app's alert. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchBody) => call('createSavedSearch', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
