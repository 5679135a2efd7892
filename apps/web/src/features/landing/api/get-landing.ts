import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortOption } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { landingKeys } from './keys';

/**
 * GET api/landing-page?path=: a landing page's names, a page of its results and its links.
 * An unknown or empty page answers 404, which shows the not-found page.
 */
export const landingQuery = (path: string, page: number, order?: SortOption) =>
  queryOptions({
    queryKey: landingKeys.page(path, page, order ?? null),
    queryFn: ({ signal }) => call('landingPage', { query: { path, page, order_by: order } }, { signal, alert: false }),
    placeholderData: keepPreviousData,
  });

export function useLanding(path: string, page: number, order?: SortOption) {
  return useQuery(landingQuery(path, page, order));
}
