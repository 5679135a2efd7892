import { queryOptions, replaceEqualDeep, useQuery } from '@tanstack/react-query';
import type { ListingView } from '@baandee/contracts';
import { releaseWaitingParts } from '../../../components/hydrate-apart';
import { call } from '../../../lib/api-client';
import { appQueryClient } from '../../../lib/query-client';
import { loadServerRenderedParts, serverRenderedPartsLoaded } from '../../../lib/server-rendered-part';
import { visitRef } from '../broker-ref';
import { listingKeys } from './keys';

/**
 * The answer that replaces the one on screen. The page rendered on the server asks again
 * once it runs, to count the visit (ssr.tsx), and the answer differs from the server's
 * only by that count: the server's answer stays, so nothing of the page renders again
 * and no part still waiting to hydrate (HydrateApart) is reached by an update, which
 * would make React drop its markup and what the visitor typed into it. An answer that
 * differs in more (the listing changed since the page was cached, the visitor saved it)
 * lets those parts hydrate first, then shows: while their code (`serverRenderedPart`) is
 * on its way the server's answer stays, and `show` puts the new one in once it is in.
 */
export function keepUnlessChanged(old: unknown, next: unknown, show: (answer: unknown) => void): unknown {
  if (old === undefined) return next;
  const shown = old as ListingView;
  const answer = next as ListingView;
  const sameBesidesCount = { ...shown, view_count: answer.view_count };
  if (replaceEqualDeep(sameBesidesCount, answer) === sameBesidesCount) return old;
  releaseWaitingParts();
  if (!serverRenderedPartsLoaded()) {
    // (a part whose code did not arrive shows its error either way)
    void loadServerRenderedParts()
      .catch(() => undefined)
      .then(() => show(next));
    return old;
  }
  return replaceEqualDeep(old, next);
}

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
    structuralSharing: (old, next) => keepUnlessChanged(old, next, (answer) => appQueryClient()?.setQueryData(listingKeys.view(id), answer)),
  });

export function useListingView(id: number) {
  return useQuery(listingViewQuery(id));
}
