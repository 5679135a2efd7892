import type { NOTIFICATION_CHANNELS } from '@baandee/contracts';
import type { Notification } from './notification-events.js';
import type { NotificationMessage } from './notification-messages.js';

/** The switch in the user's settings that turns a channel on or off per kind of event. */
export type ChannelSetting = (typeof NOTIFICATION_CHANNELS)[number];

/** What a channel is handed for one notification to one user. */
export interface Delivery {
  userId: number;
  notification: Notification;
  message: NotificationMessage;
}

/**
 * A way to reach a user (e-mail, LINE). `deliver` answers 'sent', or 'unreachable' when
 * the user has no address on this channel (no e-mail, LINE not connected): nothing to
 * retry. It throws when sending failed (the mail server or LINE is down): the delivery
 * is retried later with backoff, on this channel only.
 */
export interface NotificationChannel {
  /** Unique; each queued delivery names its channel. */
  name: string;
  /** Which of the user's settings lets a notification through on this channel. */
  setting: ChannelSetting;
  deliver(delivery: Delivery): Promise<'sent' | 'unreachable'>;
}

/** The channels a notification goes out on; the LINE work registers its own. */
export interface NotificationChannels {
  register(channel: NotificationChannel): void;
  get(name: string): NotificationChannel | undefined;
  list(): readonly NotificationChannel[];
}

export function createChannelRegistry(): NotificationChannels {
  const channels = new Map<string, NotificationChannel>();
  return {
    register(channel) {
      if (channels.has(channel.name)) throw new Error(`notification channel "${channel.name}" is registered already`);
      channels.set(channel.name, channel);
    },
    get: (name) => channels.get(name),
    list: () => [...channels.values()],
  };
}
