import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { publicProviders } from '../../lib/auth-providers.js';
import { route } from '../../lib/route.js';

/** Which social sign-in buttons the web shows. */
export const providersRoutes: FastifyPluginAsync = async (app) => {
  const providers = publicProviders(app.config);
  route(app, endpoints.authProviders, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return providers;
  });
};
