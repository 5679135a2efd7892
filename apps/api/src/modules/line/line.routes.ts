import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { unauthorized } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { perIpLimit } from '../../lib/rate-limits.js';
import { connectWithTokens, disconnectLine, finishLineLogin, lineStatusOf, startLineLogin } from './line-connect.service.js';
import { receiveWebhook } from './line-webhook.service.js';

/** LINE webhooks carry a few events; LINE's own limit per request is far below this. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Connecting a LINE account, and the official account's webhook. */
export const lineRoutes: FastifyPluginAsync = async (app) => {
  const limited = { config: { rateLimit: perIpLimit(app.config) } };
  const userId = (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    return request.user.id;
  };
  /** Where LINE sends the user back: the site's public address, else the address this request came to. */
  const redirectUri = (request: FastifyRequest) =>
    `${app.config.PUBLIC_URL ? app.config.publicUrl : `${request.protocol}://${request.host}`}/line-callback`;

  route(app, endpoints.lineStatus, async (request) => lineStatusOf(app, userId(request)));
  route(app, endpoints.lineLoginUrl, limited, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return startLineLogin(app, userId(request), redirectUri(request));
  });
  route(app, endpoints.lineCallback, limited, async (request) => finishLineLogin(app, currentUser(request), request.body));
  route(app, endpoints.lineConnect, limited, async (request) => connectWithTokens(app, currentUser(request), request.body));
  route(app, endpoints.lineDisconnect, async (request) => disconnectLine(app, userId(request)));

  // the signature covers the exact bytes LINE sent: this route alone takes its JSON unparsed
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    route(webhook, endpoints.lineWebhook, async (request) => {
      const stored = await receiveWebhook(app, request.body, request.headers['x-line-signature']);
      // the answer goes out now; the events are handled after it
      app.lineEvents.schedule(stored);
      return { received: stored.length };
    });
  });
};
