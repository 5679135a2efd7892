import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResult, errorEnvelope, fbRegisterBody, googleRegisterBody, successEnvelope } from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';
import { verifyFacebookSignIn } from './facebook.js';
import { verifyGoogleSignIn } from './google.js';
import { perIpLimit } from './rate-limits.js';
import { signInWithProvider } from './social.service.js';

const response = { 200: successEnvelope(authResult), 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope, 502: errorEnvelope, 503: errorEnvelope };

/**
 * Sign-in with Google or Facebook: the provider's token is checked on the server, then
 * the account is found, linked or created and a session starts, as with login.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = perIpLimit(app.config);

  app.post(
    '/user/google-register',
    {
      config: { rateLimit },
      schema: { tags: ['account'], summary: 'Sign in or sign up with a Google ID token (account type 3)', body: googleRegisterBody, response },
    },
    async (request) => ok(await signInWithProvider(app, await verifyGoogleSignIn(app.config, request.body))),
  );

  app.post(
    '/user/fb-register',
    {
      config: { rateLimit },
      schema: { tags: ['account'], summary: 'Sign in or sign up with a Facebook access token (account type 2)', body: fbRegisterBody, response },
    },
    async (request) => ok(await signInWithProvider(app, await verifyFacebookSignIn(app.config, request.body))),
  );
};
