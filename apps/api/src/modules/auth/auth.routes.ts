import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.js';
import { login, logout, register, resendVerification, ResendTooSoon, verifyEmail } from './auth.service.js';
import { bodyEmail, perIpLimit, perKeyLimit } from './rate-limits.js';

const done = { done: true as const };

/** Registration, e-mail verification, login and logout (spec section 7, Account). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const config = { rateLimit: perIpLimit(app.config) };

  route(app, endpoints.register, { config }, async (request) => register(app, request.body));

  route(app, endpoints.verifyEmail, { config }, async (request) => ({ ...done, ...(await verifyEmail(app, request.body.token)) }));

  route(
    app,
    endpoints.resendVerification,
    { config, preHandler: perKeyLimit(app, 'verify-mail', (request) => request.user?.id) },
    async (request, reply) => {
      try {
        return await resendVerification(app, currentUser(request));
      } catch (error) {
        if (error instanceof ResendTooSoon) reply.header('retry-after', error.retryAfter);
        throw error;
      }
    },
  );

  route(app, endpoints.login, { config, preHandler: perKeyLimit(app, 'login', bodyEmail) }, async (request) =>
    login(app, request.body),
  );

  route(app, endpoints.logout, async (request) => {
    await logout(app, currentUser(request));
    return done;
  });
};
