import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';

export const listingCardsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.recommendedEstate, async (request) => ({
    data: await app.listingCardsRepository.recommended(await app.optionalUserId(request), request.query.limit),
  }));
};
