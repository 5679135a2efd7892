import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { searchKeys } from './keys';

/** GET api/get-hot-trend: the quick menu's hot searches grouped by category, each with the trend it opens. */
export const hotTrendQuery = () =>
  queryOptions({
    queryKey: searchKeys.hotTrend,
    queryFn: ({ signal }) => call('hotTrend', {}, { signal, alert: false }),
    staleTime: 10 * 60_000, // an admin's change shows within minutes; a visit asks once
    throwOnError: false,
  });

export function useHotTrend() {
  return useQuery(hotTrendQuery());
}
