import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { RetryPolicy } from '../../plugins/jobs.plugin.js';
import { getNotificationSettings } from '../users/settings.service.js';
import { EVENT_SETTING, type Notification, type NotificationEventName } from './notification-events.js';
import { notificationMessage } from './notification-messages.js';

/** One delivery of a notification on one channel: a job of the 'notification' queue. */
export type NotificationJob = Notification & { channel: string };

declare module '../../plugins/jobs.plugin.js' {
  interface JobTypes {
    notification: NotificationJob;
  }
}

/**
 * An SMTP or LINE outage is ridden out: 12 retries from 30 s, doubling up to an hour
 * apart, keep trying for about six hours before a delivery is given up (and logged). A
 * delivered job's row carries the message (a lead's name, phone and e-mail): it goes an
 * hour after, as a mail's does, not after the queue's default week.
 */
export const DELIVERY_RETRY: RetryPolicy = { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300, deleteAfterSeconds: 3600 };

/**
 * Queues the notification once per registered channel. With `trx` the deliveries exist
 * only if that transaction commits (send it with the change it is about); without, they
 * are queued at once and this process's worker wakes for them.
 */
export async function notify<E extends NotificationEventName>(app: Pick<FastifyInstance, 'jobs' | 'notificationChannels'>, notification: Notification<E>, trx?: Kysely<DB>): Promise<void> {
  for (const channel of app.notificationChannels.list()) {
    await app.jobs.send('notification', { ...notification, channel: channel.name } as NotificationJob, { trx });
  }
}

/**
 * Runs one delivery: the user's settings as they are now decide whether this channel
 * may carry this kind of event; the channel throws when sending failed, and the job
 * queue retries it (this channel only: the others have their own jobs).
 */
export async function deliverNotification(app: Pick<FastifyInstance, 'config' | 'log' | 'notificationChannels' | 'settingsRepository'>, job: NotificationJob): Promise<void> {
  const { channel: name, ...notification } = job;
  const channel = app.notificationChannels.get(name);
  const log = { channel: name, event: notification.event, userId: notification.userId };
  if (!channel) {
    app.log.warn(log, 'notification for a channel this server does not have: dropped');
    return;
  }
  const settings = await getNotificationSettings(app, notification.userId);
  if (!settings[channel.setting][EVENT_SETTING[notification.event]]) return;
  const message = notificationMessage(app.config.publicUrl, notification as Notification);
  const outcome = await channel.deliver({ userId: notification.userId, notification: notification as Notification, message });
  if (outcome === 'unreachable') app.log.info(log, 'notification not sent: no address on this channel');
}
