/** The account's settings, and the single-use mailed links it spends (one query per link, so a remount never spends it twice). */
export const accountKeys = {
  notificationSettings: ['notification-settings'] as const,
  mailedLink: (name: string, token: string) => ['mailed-link', name, token] as const,
};
