import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { myListingKeys } from './keys';

/** GET api/estate/my-estate?page=: the owner's listings, with the unfinished draft's id. */
export const myListingsQuery = (page: number) =>
  queryOptions({
    queryKey: myListingKeys.page(page),
    queryFn: ({ signal }) => call('myEstate', { query: { page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useMyListings(page: number) {
  return useQuery(myListingsQuery(page));
}
