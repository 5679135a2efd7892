import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { visitRef } from '../broker-ref';
import { listingKeys } from './keys';

/**
 * GET api/estate/view/{announce_id}: the listing page. A 404 becomes the not-found page
 * (the query client throws it to the route); a 403 is shown by the page, not the alert.
 * A visit through a broker-group share's link sends its `ref` with the view.
 */
export const listingViewQuery = (id: number) =>
  queryOptions({
    queryKey: listingKeys.view(id),
    // the visit's broker-share ref (if any) goes with the view it counts
    queryFn: ({ signal }) => call('estateView', { params: { announce_id: id }, query: { ref: visitRef(id) } }, { signal, alert: false }),
  });

export function useListingView(id: number) {
  return useQuery(listingViewQuery(id));
}
