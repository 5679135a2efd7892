import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authProviders, successEnvelope, type AuthProviders } from '@baandee/contracts';
import type { Config } from '../../config.js';
import { ok } from '../../lib/envelope.js';

/** Only what a browser needs and may see: public ids and script URLs, never a secret. */
export function publicProviders(config: Config): AuthProviders {
  return {
    google_client_id: config.GOOGLE_CLIENT_ID ?? null,
    google_gsi_url: config.GOOGLE_GSI_URL,
    // the server can check a Facebook token only with the app secret too
    facebook_app_id: config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET ? config.FACEBOOK_APP_ID : null,
    facebook_sdk_url: config.FACEBOOK_SDK_URL,
  };
}

/** Which social sign-in buttons the web shows. */
export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = publicProviders(app.config);
  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['account'],
        summary: 'Configured social sign-ins: Google client id, Facebook app id (null when off) and their script URLs',
        response: { 200: successEnvelope(authProviders) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(providers);
    },
  );
};
