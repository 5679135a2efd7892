import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchesResult } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** DELETE api/saved-search/{id}: no alert is sent for it any more. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('deleteSavedSearch', { params: { id } }),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<SavedSearchesResult>(savedSearchKeys.all, (list) => list && { ...list, saved_searches: list.saved_searches.filter((item) => item.id !== id) });
    },
  });
}
