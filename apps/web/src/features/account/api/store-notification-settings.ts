import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, SettingsStoreBody } from '@baandee/contracts';
import { api } from '../../../lib/api-client';
import { notificationSettingsQuery } from './get-notification-settings';

/** POST api/user/setting/store: any subset; answers all the settings. */
export function storeNotificationSettings(body: SettingsStoreBody): Promise<NotificationSettings> {
  return api<NotificationSettings>('/api/user/setting/store', { method: 'POST', body });
}

export function useStoreNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQuery().queryKey, settings),
  });
}
