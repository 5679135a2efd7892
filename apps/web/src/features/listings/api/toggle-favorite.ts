import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { openLoginDialog } from '../../../lib/login-dialog-store';
import { restoreFavorite, setFavorite } from './favorite-cache';
import { listingKeys } from './keys';

/** POST api/favorite/toggle: answers whether the listing is a favourite now. */
export function toggleFavorite(listingId: number) {
  return call('toggleFavorite', { body: { announce_id: listingId } });
}

interface Toggle {
  listingId: number;
  /** What the heart shows after the tap. */
  favorite: boolean;
}

/**
 * The heart: a visitor gets the login dialog. For a signed-in user every copy of the
 * listing in the cache (results, the listing page, favourites, recommended, profiles) shows
 * the new state at once, goes back as it was if the server refuses, and takes the server's
 * answer when it comes; the lists of cards are then read again (a new favourite joins
 * /my-favorite). A tap while the last one is on its way is ignored: the server toggles,
 * so a second toggle in flight would race the first.
 */
export function useToggleFavorite(onToggled?: (favorite: boolean) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ listingId }: Toggle) => toggleFavorite(listingId),
    onMutate: async ({ listingId, favorite }) => {
      // a read on its way would land over the new state with the old one
      await queryClient.cancelQueries({ queryKey: listingKeys.all });
      return setFavorite(queryClient, listingId, favorite);
    },
    onError: (_error, _toggle, snapshot) => {
      if (snapshot) restoreFavorite(queryClient, snapshot);
    },
    onSuccess: async (result) => {
      setFavorite(queryClient, result.announce_id, result.favorite);
      onToggled?.(result.favorite);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
  return {
    toggle: (listingId: number, favorite: boolean) => {
      if (!getToken()) openLoginDialog('login');
      else if (!mutation.isPending) mutation.mutate({ listingId, favorite });
    },
    pending: mutation.isPending,
  };
}
