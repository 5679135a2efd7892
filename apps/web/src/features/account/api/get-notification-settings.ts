import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { accountKeys } from './keys';

/** GET api/user/setting/get */
export function getNotificationSettings(signal?: AbortSignal) {
  return call('notificationSettings', {}, { signal });
}

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: accountKeys.notificationSettings,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}
