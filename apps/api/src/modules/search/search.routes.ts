import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { RESULTS_PER_PAGE } from '@baandee/domain';
import { route, sendSerialized } from '../../lib/route.js';
import { analyticsIdOf } from './search-logs.js';
import { searchFilterOf } from './search-plan.js';
import { searchAnswer } from './search.service.js';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.searchEstate, async (request, reply) => {
    const userId = await app.optionalUserId(request);
    const answer = await searchAnswer(app, request.query, { userId });
    const { result } = answer;
    app.searchLogs.record({
      source: 'search',
      filter: searchFilterOf(request.query),
      resultCount: result.total,
      analyticsId: analyticsIdOf(request),
      userId,
    });
    // a list page's cards are impressions; the map view's pins (larger pages) are not
    if (request.query.per_page <= RESULTS_PER_PAGE) app.listingEvents.recordImpressions(result.data.map((card) => card.id), request);
    return sendSerialized(reply, answer.json());
  });
};
