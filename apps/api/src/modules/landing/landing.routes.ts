import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { getLandingPage } from './landing.service.js';

/** Landing pages (packages/domain landing.ts): the page's names, results and related pages. */
export const landingRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.landingPage, async (request) => {
    const result = await getLandingPage(app, request.query, { userId: await app.optionalUserId(request) });
    app.listingEvents.recordImpressions(result.announces.data.map((card) => card.id), request);
    return result;
  });
};
