import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelope, notificationSettings, settingsStoreBody, successEnvelope } from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { getNotificationSettings, storeNotificationSettings } from './settings.service.js';

/** Notification preferences: per kind of event, by e-mail and by LINE. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    '/user/setting/get',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Notification settings of the signed-in user',
        security,
        response: { 200: successEnvelope(notificationSettings), 401: errorEnvelope },
      },
    },
    async (request) => ok(await getNotificationSettings(app.db, currentUser(request).id)),
  );

  app.post(
    '/user/setting/store',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Change any of the notification settings; answers all of them',
        security,
        body: settingsStoreBody,
        response: { 200: successEnvelope(notificationSettings), 401: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request) => ok(await storeNotificationSettings(app.db, currentUser(request).id, request.body)),
  );
};
