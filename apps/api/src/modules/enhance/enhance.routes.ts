import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { enhanceImage, estateEnhancements } from './enhance.service.js';

/** Listing photos enhanced (docs/decisions/050). */
export const enhanceRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.enhanceEstateImage, async (request) => enhanceImage(app, currentUser(request).id, request.body));
  route(app, endpoints.estateEnhancements, async (request) => estateEnhancements(app, currentUser(request).id, request.params.announce_id));
};
