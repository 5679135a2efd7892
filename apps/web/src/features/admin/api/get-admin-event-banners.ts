import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const adminEventBannersKey = ['admin', 'event-banners'] as const;

/** GET api/admin/event-banner: every event banner, the latest start first. */
export const adminEventBannersQuery = () =>
  queryOptions({
    queryKey: adminEventBannersKey,
    queryFn: ({ signal }) => call('adminEventBanners', {}, { signal }),
    staleTime: 0,
    throwOnError: false,
  });

export const useAdminEventBanners = () => useQuery(adminEventBannersQuery());
