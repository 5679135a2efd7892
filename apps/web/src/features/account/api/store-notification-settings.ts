import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsStoreBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { notificationSettingsQuery } from './get-notification-settings';

/** POST api/user/setting/store: any subset; answers all the settings. */
export function storeNotificationSettings(body: SettingsStoreBody) {
  return call('storeNotificationSettings', { body });
}

export function useStoreNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQuery().queryKey, settings),
  });
}
