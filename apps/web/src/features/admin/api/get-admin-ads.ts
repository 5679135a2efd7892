import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const adminAdsKey = ['admin', 'ads'] as const;

/** GET api/admin/advertise: every ad, running or not, with its counts so far. */
export const adminAdsQuery = () =>
  queryOptions({
    queryKey: adminAdsKey,
    queryFn: ({ signal }) => call('adminAds', {}, { signal }),
    staleTime: 0,
    throwOnError: false,
  });

export const useAdminAds = () => useQuery(adminAdsQuery());
