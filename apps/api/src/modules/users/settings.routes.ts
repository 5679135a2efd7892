import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { getNotificationSettings, storeNotificationSettings } from './settings.service.js';

/** Notification preferences: per kind of event, by e-mail and by LINE. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.notificationSettings, async (request) => getNotificationSettings(app, currentUser(request).id));

  route(app, endpoints.storeNotificationSettings, async (request) =>
    storeNotificationSettings(app, currentUser(request).id, request.body),
  );
};
