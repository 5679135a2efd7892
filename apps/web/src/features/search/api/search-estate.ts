import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RESULTS_PER_PAGE } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import type { SearchFilter } from '../search-filter';
import { searchKeys } from './keys';

/**
 * GET api/estate: a page of published listings matching the filter. The api client sends
 * the visitor's analytics id with it once cookies were accepted (lib/analytics.ts), so the
 * search log can count visitors without knowing them.
 */
export const searchEstateQuery = (filter: SearchFilter, page: number, perPage: number = RESULTS_PER_PAGE) =>
  queryOptions({
    queryKey: searchKeys.estate(filter, page, perPage),
    queryFn: ({ signal }) => call('searchEstate', { query: { ...filter, page, per_page: perPage } }, { signal, alert: false }),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export function useSearchEstate(filter: SearchFilter | null, page: number, perPage?: number) {
  return useQuery({ ...searchEstateQuery(filter ?? ({} as SearchFilter), page, perPage), enabled: filter !== null });
}
