import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingKeys } from '../../listings';

export const myListingsKey = [...listingKeys.all, 'mine'] as const;

/** GET api/estate/my-estate?page=: the owner's listings, with the unfinished draft's id. */
export const myListingsQuery = (page: number) =>
  queryOptions({
    queryKey: [...myListingsKey, page],
    queryFn: ({ signal }) => call('myEstate', { query: { page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useMyListings(page: number) {
  return useQuery(myListingsQuery(page));
}
