import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { adminActor } from '../audit/audit.service.js';
import { listModerationQueue, moderateListing, moderateListings } from './admin-listings.service.js';
import { getAdminSummary } from './admin.service.js';
import { linkDuplicate } from './duplicate-decisions.service.js';
import { decidePayment, decidePayments, listPaymentQueue } from './payment-decisions.service.js';

/**
 * The admin API (DESIGN 4.15): each contract says `admin`, and the hook holds every
 * route of this module to it as well, so a contract written wrong cannot open one.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  route(app, endpoints.adminSummary, async () => getAdminSummary(app));

  route(app, endpoints.adminEstates, async (request) => listModerationQueue(app, request.query));
  route(app, endpoints.adminBulkEstates, async (request) => moderateListings(app, adminActor(request), request.body));
  route(app, endpoints.adminApproveEstate, async (request) => moderateListing(app, adminActor(request), request.params.id, 'approve'));
  route(app, endpoints.adminRejectEstate, async (request) =>
    moderateListing(app, adminActor(request), request.params.id, 'reject', request.body.reason),
  );
  route(app, endpoints.adminLinkEstate, async (request) => linkDuplicate(app, adminActor(request), request.params.id));
  route(app, endpoints.adminBanEstate, async (request) => moderateListing(app, adminActor(request), request.params.id, 'ban', request.body.reason));
  route(app, endpoints.adminUnbanEstate, async (request) => moderateListing(app, adminActor(request), request.params.id, 'unban'));
  route(app, endpoints.adminPayments, async (request) => listPaymentQueue(app, request.query));
  route(app, endpoints.adminBulkPayments, async (request) => decidePayments(app, adminActor(request), request.body));
  route(app, endpoints.adminApprovePayment, async (request) => decidePayment(app, adminActor(request), request.params.id, { action: 'approve' }));
  route(app, endpoints.adminRejectPayment, async (request) =>
    decidePayment(app, adminActor(request), request.params.id, { action: 'reject', reason: request.body.reason }),
  );
};
