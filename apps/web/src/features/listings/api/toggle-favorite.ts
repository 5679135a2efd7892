import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
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
 * A signed-in user's tap on a heart: every copy of the listing in the cache (results, the
 * listing page, favourites, recommended, profiles) shows the new state at once, goes back
 * as it was if the server refuses, and takes the server's answer when it comes; the lists
 * of cards are then read again (a new favourite joins /my-favorite).
 */
const toggleFavoriteMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ listingId }: Toggle) => toggleFavorite(listingId),
    onMutate: async ({ listingId, favorite }: Toggle) => {
      // a read on its way would land over the new state with the old one
      await queryClient.cancelQueries({ queryKey: listingKeys.all });
      return setFavorite(queryClient, listingId, favorite);
    },
    onError: (_error, _toggle, snapshot) => {
      if (snapshot) restoreFavorite(queryClient, snapshot);
    },
    onSuccess: async (result) => {
      setFavorite(queryClient, result.announce_id, result.favorite);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });

/**
 * Runs one toggle through the app's mutation cache (its failures are handled there, as a
 * `useMutation`'s would be) and answers whether the listing is a favourite now. The heart
 * loads this module on its first tap: a page of cards renders no mutation per card.
 */
export async function runToggleFavorite(queryClient: QueryClient, toggle: Toggle): Promise<boolean> {
  const mutation = queryClient.getMutationCache().build(queryClient, queryClient.defaultMutationOptions(toggleFavoriteMutation(queryClient)));
  const result = await mutation.execute(toggle);
  return result.favorite;
}
