import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBody, doneResult, emailBody, errorEnvelope, resetPasswordBody, successEnvelope } from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.js';
import { bodyEmail, perIpLimit, perKeyLimit } from './rate-limits.js';

const done = () => ok({ done: true as const });

/** Forgotten and changed passwords. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = perIpLimit(app.config);

  app.post(
    '/request-password-reset',
    {
      config: { rateLimit },
      preHandler: perKeyLimit(app, 'reset-mail', bodyEmail),
      schema: {
        tags: ['account'],
        summary: 'Mail a reset link (valid 1 hour) to an e-mail account; answers success for any address',
        body: emailBody,
        response: { 200: successEnvelope(doneResult), 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email);
      return done();
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: "Set a new password with the reset link's token; signs out every session",
        body: resetPasswordBody,
        response: { 200: successEnvelope(doneResult), 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return done();
    },
  );

  app.put(
    '/user/change-password',
    {
      config: { rateLimit },
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Change the password of an e-mail account; other sessions are signed out',
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: successEnvelope(doneResult), 401: errorEnvelope, 403: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await changePassword(app, currentUser(request), request.body);
      return done();
    },
  );
};
