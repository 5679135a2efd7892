import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { favoriteKeys } from './keys';

/** GET api/favorite/get?page=: the signed-in user's favourites, most recently added first. */
export const favoritesQuery = (page: number) =>
  queryOptions({
    queryKey: favoriteKeys.page(page),
    queryFn: ({ signal }) => call('favorites', { query: { page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useFavorites(page: number) {
  return useQuery(favoritesQuery(page));
}
