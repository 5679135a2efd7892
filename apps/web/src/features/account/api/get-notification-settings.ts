import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET api/user/setting/get */
export function getNotificationSettings(signal?: AbortSignal) {
  return call('notificationSettings', {}, { signal });
}

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: ['notification-settings'],
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}
