import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { getAdminSummary } from './admin.service.js';

/**
 * The admin API (DESIGN 4.15): each contract says `admin`, and the hook holds every
 * route of this module to it as well, so a contract written wrong cannot open one.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  route(app, endpoints.adminSummary, async () => getAdminSummary(app));
};
