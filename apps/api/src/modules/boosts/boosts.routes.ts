import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { createBoost } from './boost.service.js';

/** Spec section 7: POST api/boost-post/create. */
export const boostsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.boostCreate, async (request) => createBoost(app, currentUser(request), request.body.announce_id, request.body.pay_with));
};
