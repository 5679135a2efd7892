import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { auditPage } from './audit.service.js';

/** The audit trail of admin actions (docs/decisions/047): admins only. */
export const adminAuditRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  route(app, endpoints.adminAudit, async (request) => auditPage(app, request.query));
};
