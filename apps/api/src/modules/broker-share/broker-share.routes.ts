import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { chooseBrokerShareListing, listBrokerShares, markBrokerShared, ownerBrokerShares } from './broker-share.service.js';

/** The broker-group share queue: admins only (each contract says so; the hook holds the module to it). */
export const brokerShareRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  route(app, endpoints.adminBrokerShares, async (request) => listBrokerShares(app, request.query.status, request.query.page));
  route(app, endpoints.adminMarkBrokerShared, async (request) => markBrokerShared(app, currentUser(request), request.params.id, request.body));
};

/** The owner's side of the share: which of their published listings goes to the queue (each contract says signed in). */
export const ownerBrokerShareRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.ownerBrokerShares, async (request) => ownerBrokerShares(app, currentUser(request)));
  route(app, endpoints.chooseBrokerShareListing, async (request) => chooseBrokerShareListing(app, currentUser(request), request.params.id, request.body));
};
