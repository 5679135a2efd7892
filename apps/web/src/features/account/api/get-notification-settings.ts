import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@baandee/contracts';
import { api } from '../../../lib/api-client';

/** GET api/user/setting/get */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return api<NotificationSettings>('/api/user/setting/get', { signal });
}

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: ['notification-settings'],
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}
