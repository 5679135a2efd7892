import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchesResult, UpdateSavedSearchBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { savedSearchKeys } from './keys';

/** PUT api/saved-search/{id}: rename, pause or resume; the list shows the answer at once. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchBody & { id: number }) => call('updateSavedSearch', { params: { id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedSearchesResult>(savedSearchKeys.all, (list) =>
        list && { ...list, saved_searches: list.saved_searches.map((item) => (item.id === saved.id ? saved : item)) },
      );
    },
  });
}
