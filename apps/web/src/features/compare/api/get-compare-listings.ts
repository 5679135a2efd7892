import { useQueries } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingKeys } from '../../listings';

/**
 * GET api/estate/view/{announce_id} for each compared listing, at once: the listing page's
 * own answer (and cache entry). One that is gone or not shown is a column that says so,
 * never the not-found page.
 */
export function useCompareListings(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: listingKeys.view(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => call('estateView', { params: { announce_id: id }, query: {} }, { signal, alert: false }),
      throwOnError: false,
      retry: false,
    })),
  });
}
