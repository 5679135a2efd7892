import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortOption } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { trendKeys } from './keys';

/**
 * GET api/trend/{id}: the trend's names, its saved filter and a page of that search's
 * results. A 404 reaches the route's error boundary, which shows the not-found page.
 */
export const trendQuery = (id: number, page: number, order?: SortOption) =>
  queryOptions({
    queryKey: trendKeys.page(id, page, order ?? null),
    queryFn: ({ signal }) => call('trend', { params: { id }, query: { page, order_by: order } }, { signal, alert: false }),
    placeholderData: keepPreviousData,
  });

export function useTrend(id: number, page: number, order?: SortOption) {
  return useQuery(trendQuery(id, page, order));
}
