import { z } from './error-map.js';

/** The kinds of event a user can be told about, each by e-mail and by LINE. */
export const NOTIFICATION_EVENTS = ['contact_received', 'listing_status', 'boost_status', 'payment_status', 'saved_search', 'news'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'line'] as const;

const channelSettings = z.object({
  contact_received: z.boolean(),
  listing_status: z.boolean(),
  boost_status: z.boolean(),
  payment_status: z.boolean(),
  /** Alerts of the user's saved searches (docs/decisions/060). */
  saved_search: z.boolean(),
  news: z.boolean(),
});

/** GET api/user/setting/get and the answer of POST api/user/setting/store. */
export const notificationSettings = z.object({ email: channelSettings, line: channelSettings });
export type NotificationSettings = z.infer<typeof notificationSettings>;

/**
 * Everything about the user's own listings, leads, payments and saved searches is on by default; news is
 * marketing and needs consent (the register form's is_receive_news; off for social sign-ins).
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: { contact_received: true, listing_status: true, boost_status: true, payment_status: true, saved_search: true, news: false },
  line: { contact_received: true, listing_status: true, boost_status: true, payment_status: true, saved_search: true, news: false },
};

/** POST api/user/setting/store: any subset; what is omitted keeps its current value. */
export const settingsStoreBody = z.object({
  email: channelSettings.partial().optional(),
  line: channelSettings.partial().optional(),
});
export type SettingsStoreBody = z.infer<typeof settingsStoreBody>;
