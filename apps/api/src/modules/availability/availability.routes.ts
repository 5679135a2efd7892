import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { answerByLink, confirmAvailable } from './availability.service.js';

export const availabilityRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.confirmAvailable, async (request) => confirmAvailable(app, currentUser(request).id, request.params.announce_id));
  route(app, endpoints.answerAvailability, async (request) => answerByLink(app, request.body.token));
};
