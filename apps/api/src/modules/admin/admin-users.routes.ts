import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { adminActor } from '../audit/audit.service.js';
import { getUser, listUsers, suspendUser, unsuspendUser } from './admin-users.service.js';

/** The admin's users section (docs/decisions/046): admins only. */
export const adminUsersRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  route(app, endpoints.adminUsers, async (request) => listUsers(app, request.query.q, request.query.page));
  route(app, endpoints.adminUser, async (request) => getUser(app, request.params.id));
  route(app, endpoints.adminSuspendUser, async (request) => suspendUser(app, adminActor(request), request.params.id, request.body.reason));
  route(app, endpoints.adminUnsuspendUser, async (request) => unsuspendUser(app, adminActor(request), request.params.id));
};
