import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LineApiError, type LineMessage } from '../../plugins/line.plugin.js';
import type { NotificationChannel, NotificationMessage } from '../notifications/index.js';

/** LINE takes at most 5,000 characters in a text message. */
const LINE_TEXT_MAX = 5000;

/** One text message, Thai then English (the reader's language is not known), with the link once at the end. */
export function lineNotificationMessage(message: NotificationMessage): LineMessage {
  const text = `${message.subject.th}\n${message.text.th}\n\n${message.subject.en}\n${message.text.en}`;
  return { type: 'text', text: text.length > LINE_TEXT_MAX ? `${text.slice(0, LINE_TEXT_MAX - 1)}…` : text };
}

/**
 * Notifications by LINE push to the user's connected LINE account. A user without one
 * (or an install without LINE) is unreachable; LINE refusing for good (the user blocked
 * the official account) is too; an outage or a rate limit throws, so the delivery is
 * retried with backoff like a mail.
 */
export function lineChannel(app: Pick<FastifyInstance, 'line' | 'lineRepository'>): NotificationChannel {
  return {
    name: 'line',
    setting: 'line',
    async deliver({ userId, message }) {
      const account = await app.lineRepository.byUser(userId);
      if (!account) return 'unreachable';
      try {
        await app.line.push(account.line_user_id, [lineNotificationMessage(message)]);
      } catch (error) {
        if (error instanceof LineApiError && !error.retriable) return 'unreachable';
        throw error;
      }
      return 'sent';
    },
  };
}

/** Registered only where LINE is set up: without it no LINE delivery is ever queued. */
export const lineChannelPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.line.configured) app.notificationChannels.register(lineChannel(app));
  },
  { name: 'line-notification-channel', dependencies: ['notifications', 'line', 'line-repository'] },
);
