import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys, type PeriodQuery } from './keys';

/** GET api/dashboard/insight: the owner's counts per day, totals and change against the previous period. */
export const insightQuery = (period: PeriodQuery) =>
  queryOptions({
    queryKey: dashboardKeys.insight(period),
    queryFn: ({ signal }) => call('dashboardInsight', { query: period }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useInsight(period: PeriodQuery) {
  return useQuery(insightQuery(period));
}
