import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingKeys } from '../../listings';

/** What the owner can do from the list that is a call (edit and boost are links). */
export type ListingChange = 'publish' | 'un-publish' | 'close' | 'delete';

/** PUT publish / un-publish / close, DELETE delete: answers the status afterwards (null once deleted). */
export async function changeListing(id: number, change: ListingChange) {
  const params = { params: { id } };
  switch (change) {
    case 'publish':
      return (await call('publishEstate', params)).status;
    case 'un-publish':
      return (await call('unpublishEstate', params)).status;
    case 'close':
      return (await call('closeEstate', params)).status;
    case 'delete':
      await call('deleteEstate', params);
      return null;
  }
}

/** Every list of cards is read again afterwards: a status decides where a listing shows. */
export function useChangeListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ListingChange }) => changeListing(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
