import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AdPage } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { appQueryClient } from '../../../lib/query-client';
import { adKeys } from './keys';

/** The ads answer is cached by the server and the browser for a minute. */
const ADS_STALE_MS = 60_000;
/** How long a page's first render waits for its ads (cached answers arrive in a few ms). */
const PREFETCH_WAIT_MS = 400;

/** GET api/advertise?page=: the page's running ads. A failure hides the slots: no alert. */
export const adsQuery = (page: AdPage) =>
  queryOptions({
    queryKey: adKeys.page(page),
    queryFn: ({ signal }) => call('advertise', { query: { page } }, { signal, alert: false }),
    staleTime: ADS_STALE_MS,
    retry: false,
    throwOnError: false,
  });

/** For a route's loader: the page's ads, into the app's cache. */
export function loadAds(page: AdPage): Promise<null> | null {
  const client = appQueryClient();
  return client ? prefetchAds(client, page) : null;
}

/**
 * For a route's loader: asks for the page's ads while the page's code loads, and lets
 * the page render once they are known (or after a short wait), so a slot at the top is
 * drawn with its ad from the first frame instead of pushing the page down later.
 */
export function prefetchAds(queryClient: QueryClient, page: AdPage): Promise<null> {
  const ready = queryClient.prefetchQuery(adsQuery(page));
  return Promise.race([ready, new Promise((resolve) => setTimeout(resolve, PREFETCH_WAIT_MS))]).then(() => null);
}
