import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { recommendedListings } from './recommended.service.js';

export const listingCardsRoutes: FastifyPluginAsync = async (app) => {
  const recommended = recommendedListings(app);
  route(app, endpoints.recommendedEstate, async (request) => {
    const data = await recommended(await app.optionalUserId(request), request.query.limit);
    app.listingEvents.recordImpressions(data.map((card) => card.id), request);
    return { data };
  });
};
