import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const listingKeys = {
  all: ['listings'] as const,
  view: (id: number) => ['listings', 'view', id] as const,
};

/**
 * GET api/estate/view/{announce_id}: the listing page. A 404 becomes the not-found page
 * (the query client throws it to the route); a 403 is shown by the page, not the alert.
 */
export const listingViewQuery = (id: number) =>
  queryOptions({
    queryKey: listingKeys.view(id),
    queryFn: ({ signal }) => call('estateView', { params: { announce_id: id } }, { signal, alert: false }),
  });

export function useListingView(id: number) {
  return useQuery(listingViewQuery(id));
}
