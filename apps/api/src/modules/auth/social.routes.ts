import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { verifyFacebookSignIn } from './facebook.js';
import { verifyGoogleSignIn } from './google.js';
import { perIpLimit } from '../../lib/rate-limits.js';
import { signInWithProvider } from './social.service.js';

/**
 * Sign-in with Google or Facebook: the provider's token is checked on the server, then
 * the account is found, linked or created and a session starts, as with login.
 */
export const socialRoutes: FastifyPluginAsync = async (app) => {
  const limited = { config: { rateLimit: perIpLimit(app.config) } };

  route(app, endpoints.googleRegister, limited, async (request) =>
    signInWithProvider(app, await verifyGoogleSignIn(app.config, request.body)),
  );

  route(app, endpoints.fbRegister, limited, async (request) =>
    signInWithProvider(app, await verifyFacebookSignIn(app.config, request.body)),
  );
};
