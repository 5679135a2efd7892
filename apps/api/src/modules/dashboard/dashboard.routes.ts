import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { getInsight, getListingStats, getSearchAnalytic } from './dashboard.service.js';
import { getLeads, readLead } from './leads-inbox.service.js';

/** Spec section 7 "Dashboard" and the leads inbox: every call answers for the signed-in owner only. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.dashboardInsight, async (request) => getInsight(app, currentUser(request).id, request.query));
  route(app, endpoints.dashboardAnnounceList, async (request) => getListingStats(app, currentUser(request).id, request.query));
  route(app, endpoints.dashboardSearchAnalytic, async (request) => getSearchAnalytic(app, currentUser(request).id, request.query));
  route(app, endpoints.dashboardLeads, async (request) => getLeads(app, currentUser(request).id, request.query));
  route(app, endpoints.dashboardReadLead, async (request) => readLead(app, currentUser(request).id, request.params.id));
};
