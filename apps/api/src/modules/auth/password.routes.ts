import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { changePassword, checkResetToken, passwordResetWorker, requestPasswordReset, resetPassword } from './password.service.js';
import { bodyEmail, perIpLimit, perKeyLimit } from '../../lib/rate-limits.js';

const done = { done: true as const };

/** Forgotten and changed passwords. */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const config = { rateLimit: perIpLimit(app.config) };
  passwordResetWorker(app);

  route(app, endpoints.requestPasswordReset, { config, preHandler: perKeyLimit(app, 'reset-mail', bodyEmail) }, async (request) => {
    await requestPasswordReset(app, request.body.email);
    return done;
  });

  route(app, endpoints.resetPassword, { config }, async (request) => ({ ...done, ...(await resetPassword(app, request.body)) }));

  // same per-IP brake as the reset itself: guessing tokens here is no cheaper than there
  route(app, endpoints.checkResetToken, { config }, async (request) => checkResetToken(app, request.body.token));

  // old-password guesses: per client IP and per account, so a stolen session cannot try
  // from many addresses (as change-email and delete-account)
  route(app, endpoints.changePassword, { config, preHandler: perKeyLimit(app, 'change-password', (request) => request.user?.id) }, async (request) => {
    await changePassword(app, currentUser(request), request.body);
    return done;
  });
};
