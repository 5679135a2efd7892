import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardLead } from '@baandee/contracts';
import { DASHBOARD_PAGE_SIZE_MAX } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export type LeadsFilter = 'all' | 'unread';

/** GET api/dashboard/leads: the contact-owner messages, newest first, with the number unread. */
export const leadsQuery = (filter: LeadsFilter, page: number) =>
  queryOptions({
    queryKey: dashboardKeys.leadsPage(filter, page),
    queryFn: ({ signal }) => call('dashboardLeads', { query: { filter, page } }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useLeads(filter: LeadsFilter, page: number) {
  return useQuery(leadsQuery(filter, page));
}

/** Every lead (for the export). */
export async function allLeads(filter: LeadsFilter): Promise<DashboardLead[]> {
  const rows: DashboardLead[] = [];
  for (let page = 1; ; page++) {
    const result = await call('dashboardLeads', { query: { filter, page, per_page: DASHBOARD_PAGE_SIZE_MAX } });
    rows.push(...result.data);
    if (page >= result.last_page) return rows;
  }
}
