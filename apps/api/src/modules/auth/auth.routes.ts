import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResult, doneResult, errorEnvelope, loginBody, registerBody, registerResult, successEnvelope, tokenBody, z } from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { login, logout, register, resendVerification, verifyEmail } from './auth.service.js';
import { bodyEmail, perIpLimit, perKeyLimit } from './rate-limits.js';

const failures = { 422: errorEnvelope, 429: errorEnvelope };
const bearer = [{ bearer: [] }];

/** Registration, e-mail verification, login and logout (spec section 7, Account). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = perIpLimit(app.config);

  app.post(
    '/user/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Register an e-mail account; a verification link is mailed',
        body: registerBody,
        response: { 200: successEnvelope(registerResult), ...failures },
      },
    },
    async (request) => ok(await register(app, request.body)),
  );

  app.post(
    '/user/verify-email',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        summary: 'Confirm the address with the token of the verification link (page /email-verify?token=…)',
        body: tokenBody,
        response: { 200: successEnvelope(doneResult), ...failures },
      },
    },
    async (request) => {
      await verifyEmail(app, request.body.token);
      return ok({ done: true as const });
    },
  );

  app.post(
    '/user/resend-verification',
    {
      config: { rateLimit },
      onRequest: app.authenticate,
      preHandler: perKeyLimit(app, 'verify-mail', (request) => request.user?.id),
      schema: {
        tags: ['account'],
        summary: "Mail a new verification link to the signed-in user's address (e-mail accounts only)",
        security: bearer,
        response: { 200: successEnvelope(z.object({ sent: z.boolean() })), 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => ok(await resendVerification(app, currentUser(request))),
  );

  app.post(
    '/user/login',
    {
      config: { rateLimit },
      preHandler: perKeyLimit(app, 'login', bodyEmail),
      schema: {
        tags: ['account'],
        summary: "Sign in with e-mail and password; 422 'email or password not valid' for any wrong pair",
        body: loginBody,
        response: { 200: successEnvelope(authResult), ...failures },
      },
    },
    async (request) => ok(await login(app, request.body)),
  );

  app.post(
    '/user/logout',
    {
      onRequest: app.authenticate,
      schema: { tags: ['account'], summary: 'End this session', security: bearer, response: { 200: successEnvelope(doneResult), 401: errorEnvelope } },
    },
    async (request) => {
      await logout(app, currentUser(request));
      return ok({ done: true as const });
    },
  );
};
