import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET api/admin/event-banner: every event banner, the latest start first. */
export const adminEventBannersQuery = () =>
  queryOptions({
    queryKey: adminKeys.eventBanners,
    queryFn: ({ signal }) => call('adminEventBanners', {}, { signal }),
    staleTime: 0,
    throwOnError: false,
  });

export const useAdminEventBanners = () => useQuery(adminEventBannersQuery());
