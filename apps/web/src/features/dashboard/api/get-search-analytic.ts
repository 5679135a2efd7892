import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dashboardKeys, type PeriodQuery } from './keys';

/** GET api/dashboard/search-analytic: what visitors searched in the owner's provinces and estate types. */
export const searchAnalyticQuery = (period: PeriodQuery) =>
  queryOptions({
    queryKey: dashboardKeys.search(period),
    queryFn: ({ signal }) => call('dashboardSearchAnalytic', { query: period }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useSearchAnalytic(period: PeriodQuery) {
  return useQuery(searchAnalyticQuery(period));
}
