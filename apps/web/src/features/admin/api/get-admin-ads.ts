import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET api/admin/advertise: every ad, running or not, with its counts so far. */
export const adminAdsQuery = () =>
  queryOptions({
    queryKey: adminKeys.ads,
    queryFn: ({ signal }) => call('adminAds', {}, { signal }),
    staleTime: 0,
    throwOnError: false,
  });

export const useAdminAds = () => useQuery(adminAdsQuery());
