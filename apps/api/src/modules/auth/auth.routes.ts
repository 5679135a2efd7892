import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { login, logout, register, resendVerification, ResendTooSoon, verifyEmail } from './auth.service.js';
import { AppError } from '../../lib/errors.js';
import { accountSlowdown, bodyEmail, failureLimit, perIpLimit, perKeyLimit } from '../../lib/rate-limits.js';

const done = { done: true as const };

/** Registration, e-mail verification, login and logout (spec section 7, Account). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const config = { rateLimit: perIpLimit(app.config) };

  // each call mails the address (a verification link, or its owner a note): per address too
  route(app, endpoints.register, { config, preHandler: perKeyLimit(app, 'register-mail', bodyEmail) }, async (request) => register(app, request.body));

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

  const wrongPasswords = failureLimit(app, 'login-failures', bodyEmail);
  const guessedAccounts = accountSlowdown(app, 'login-account', bodyEmail);
  route(app, endpoints.login, { config, preHandler: [wrongPasswords.check, guessedAccounts.check] }, async (request) => {
    try {
      const result = await login(app, request.body);
      await guessedAccounts.recordSuccess(request);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.key === 'email or password not valid') {
        await wrongPasswords.recordFailure(request);
        await guessedAccounts.recordFailure(request);
      }
      throw error;
    }
  });

  route(app, endpoints.logout, async (request) => {
    await logout(app, currentUser(request));
    return done;
  });
};
