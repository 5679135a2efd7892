import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adKeys } from './keys';

/** GET api/event-banner: the running event's banner or null; a failure shows none. */
export const eventBannerQuery = () =>
  queryOptions({
    queryKey: adKeys.eventBanner,
    queryFn: ({ signal }) => call('eventBanner', {}, { signal, alert: false }),
    staleTime: 60_000,
    retry: false,
    throwOnError: false,
  });
