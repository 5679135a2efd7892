import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SortOption } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { agentProfileKeys } from './keys';

/** GET api/user/show-agent-profile/{id}?page=&order_by=: the public profile and a page of their published listings. */
export const agentProfileQuery = (id: number, page: number, orderBy: SortOption) =>
  queryOptions({
    queryKey: agentProfileKeys.page(id, page, orderBy),
    queryFn: ({ signal }) => call('agentProfile', { params: { id }, query: { page, order_by: orderBy } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAgentProfile(id: number, page: number, orderBy: SortOption) {
  return useQuery(agentProfileQuery(id, page, orderBy));
}
