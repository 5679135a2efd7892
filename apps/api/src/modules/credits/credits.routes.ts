import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { adminActor } from '../audit/audit.service.js';
import { getCreditInfo, listAllPackages, listPackages, storePackage } from './credits.service.js';

/** Spec section 7 "Credit": the ledger and the packages on sale; the admin's package list. */
export const creditsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.creditInfo, async (request) => getCreditInfo(app, currentUser(request), request.query.type, request.query.page));
  route(app, endpoints.packages, async () => listPackages(app));
  route(app, endpoints.adminPackages, async () => listAllPackages(app));
  route(app, endpoints.adminStorePackage, async (request) => storePackage(app, adminActor(request), request.body));
};
