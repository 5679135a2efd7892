/**
 * Notifications: telling a user, by e-mail and LINE as their settings allow, about their
 * listings, leads, payments and boosts.
 *
 *   notify(app, { userId, event, data }, trx?)
 *
 * queues one delivery per channel in the durable job queue (inside `trx` when given, so
 * it is sent only if the change it reports commits) and answers without waiting for a
 * mail server or LINE. Each delivery, when it runs, reads the user's settings (channel x
 * kind of event, `/line-setting`), renders the Thai and English texts
 * (packages/locales `notifications`) with a link under PUBLIC_URL, and sends; a failed
 * send is retried with backoff for hours, on that channel alone.
 *
 * Events and their data (notification-events.ts; plain JSON, amounts as baht strings):
 *   listing_approved  { listing: { id, title } }
 *   listing_rejected  { listing, reason }            listing_banned { listing, reason }
 *   listing_expiring  { listing, expires_at }        listing_expired { listing, lifetime_days }
 *   contact_received  { listing: { id, title, contact_email }, lead: { name, email, phone, message } }
 *   payment_approved  { amount: '99', credits: 2, listing: null }   (credits added)
 *                     { amount: '99', credits: null, listing }      (the paid boost started)
 *   payment_rejected  { amount, reason }
 *   boost_started     { listing, ends_at }           boost_ended { listing }
 *   listing_availability_closed { listing, days }      (its "still available?" went unanswered)
 *
 * Channels: `app.notificationChannels.register({ name, setting: 'email' | 'line', deliver })`
 * from a plugin that depends on 'notifications' (the e-mail channel is built in; LINE
 * registers its own). `deliver` answers 'sent' or 'unreachable' and throws to be retried.
 */
export { notify } from './notifications.service.js';
export type { Notification, NotificationData, NotificationEventName, NotifiedListing } from './notification-events.js';
export type { Delivery, NotificationChannel, NotificationChannels } from './notification-channels.js';
export type { NotificationMessage } from './notification-messages.js';
export { notificationsPlugin } from './notifications.plugin.js';
