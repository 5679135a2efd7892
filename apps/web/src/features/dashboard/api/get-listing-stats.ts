import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardListings, DashboardListingsQuery } from '@baandee/contracts';
import { DASHBOARD_PAGE_SIZE_MAX } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET api/dashboard/announce-list: a page of the owner's listings with their numbers, in the order asked for. */
export const listingStatsQuery = (query: DashboardListingsQuery) =>
  queryOptions({
    queryKey: dashboardKeys.listings(query),
    queryFn: ({ signal }) => call('dashboardAnnounceList', { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useListingStats(query: DashboardListingsQuery) {
  return useQuery(listingStatsQuery(query));
}

/** Every row of the table (for the export): the largest pages, one after the other. */
export async function allListingStats(query: DashboardListingsQuery): Promise<DashboardListings['data']> {
  const rows: DashboardListings['data'] = [];
  for (let page = 1; ; page++) {
    const result = await call('dashboardAnnounceList', { query: { ...query, page, per_page: DASHBOARD_PAGE_SIZE_MAX } });
    rows.push(...result.data);
    if (page >= result.last_page) return rows;
  }
}
