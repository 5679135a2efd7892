import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingKeys } from './keys';

/** How many cards the home page's recommended section shows. */
export const RECOMMENDED_LIMIT = 12;

/** GET api/recommended-estate: boosted first, then fresh and popular. */
export const recommendedQuery = (limit = RECOMMENDED_LIMIT) =>
  queryOptions({
    queryKey: listingKeys.recommended(limit),
    queryFn: ({ signal }) => call('recommendedEstate', { query: { limit } }, { signal, alert: false }),
  });

export function useRecommended(limit = RECOMMENDED_LIMIT) {
  return useQuery(recommendedQuery(limit));
}
