import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getToken } from '../../../lib/session';
import { openLoginDialog } from '../../auth/login-dialog-store';
import { listingKeys } from './get-listing';

/** POST api/favorite/toggle: answers whether the listing is a favourite now. */
export function toggleFavorite(announceId: number) {
  return call('toggleFavorite', { body: { announce_id: announceId } });
}

/**
 * The heart: a visitor gets the login dialog; a signed-in user toggles, and every cached
 * list of cards (favourites, recommended, profiles, the listing page) is read again.
 */
export function useToggleFavorite(onToggled?: (favorite: boolean) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: toggleFavorite,
    onSuccess: async (result) => {
      onToggled?.(result.favorite);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
  return {
    toggle: (announceId: number) => {
      if (!getToken()) openLoginDialog('login');
      else mutation.mutate(announceId);
    },
    pending: mutation.isPending,
  };
}
