import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { emailChannel } from './email-channel.js';
import { createChannelRegistry, type NotificationChannels } from './notification-channels.js';
import { DELIVERY_RETRY, deliverNotification } from './notifications.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    notificationChannels: NotificationChannels;
  }
}

/** The channel registry with the e-mail channel, and the worker of the 'notification' queue. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('notificationChannels', createChannelRegistry());
    app.notificationChannels.register(emailChannel(app));
    app.jobs.work('notification', (job) => deliverNotification(app, job), DELIVERY_RETRY);
  },
  { name: 'notifications', dependencies: ['jobs', 'mail', 'users-repository', 'settings-repository'] },
);
