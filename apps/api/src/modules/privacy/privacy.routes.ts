import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { DATA_EXPORT_LIMIT, DATA_EXPORT_WINDOW_MINUTES } from '@baandee/domain';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { perIpLimit, perKeyLimit } from '../../lib/rate-limits.js';
import { deleteAccount } from './delete-account.service.js';
import { sendExport } from './export.service.js';
import { retentionDays } from './retention.js';

/** PDPA: the user's copy of their data, deleting their account, and how long raw records are kept. */
export const privacyRoutes: FastifyPluginAsync = async (app) => {
  const exportLimit = { max: DATA_EXPORT_LIMIT, timeWindow: DATA_EXPORT_WINDOW_MINUTES * 60_000 };
  route(app, endpoints.exportUserData, { preHandler: perKeyLimit(app, 'data-export', (request) => request.user?.id, exportLimit) }, async (request, reply) =>
    sendExport(app, currentUser(request), reply),
  );

  // password guesses: per client IP and per account, as changing the e-mail
  route(
    app,
    endpoints.deleteAccount,
    { config: { rateLimit: perIpLimit(app.config) }, preHandler: perKeyLimit(app, 'delete-account', (request) => request.user?.id) },
    async (request) => deleteAccount(app, currentUser(request), request.body),
  );

  route(app, endpoints.privacyRetention, async () => {
    const days = retentionDays(app.config);
    return { raw_event_days: days.events, message_days: days.messages };
  });
};
