import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { REPORTS_PER_CLIENT_LIMIT, REPORTS_PER_LISTING_LIMIT, REPORT_WINDOW_MINUTES } from '@baandee/domain';
import { route } from '../../lib/route.js';
import { perKeyLimit } from '../../lib/rate-limits.js';
import { adminActor } from '../audit/audit.service.js';
import { listReports, reportListing, resolveReport } from './reports.service.js';

const windowMs = REPORT_WINDOW_MINUTES * 60_000;

/**
 * POST api/estate/report/{announce_id}: per client address across listings (the route's
 * limit), and per reporter (the account, else the address) and listing, so one visitor
 * cannot fill the queue or take a listing off the site alone (docs/decisions/046).
 */
export const reportsRoutes: FastifyPluginAsync = async (app) => {
  const perListing = perKeyLimit(
    app,
    'report-listing',
    (request: FastifyRequest) => `${request.user ? `u${request.user.id}` : request.ip}:${(request.params as { announce_id: number }).announce_id}`,
    { max: REPORTS_PER_LISTING_LIMIT, timeWindow: windowMs },
  );
  route(
    app,
    endpoints.reportEstate,
    {
      config: { rateLimit: { max: REPORTS_PER_CLIENT_LIMIT, timeWindow: windowMs } },
      preHandler: async (request, reply) => {
        await app.optionalUserId(request);
        await perListing(request, reply);
      },
    },
    async (request) => reportListing(app, request.params.announce_id, request.user?.id ?? null, request.body),
  );
};

/** The admin's reports queue: admins only (each contract says so; the hook holds the module to it). */
export const adminReportsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  route(app, endpoints.adminReports, async (request) => listReports(app, request.query.status, request.query.page));
  route(app, endpoints.adminResolveReport, async (request) => resolveReport(app, adminActor(request), request.params.id, request.body));
};
