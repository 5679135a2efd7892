import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { analyticsIdOf } from './search-logs.js';
import { searchFilterOf } from './search-plan.js';
import { runSearch } from './search.service.js';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.searchEstate, async (request) => {
    const userId = await app.optionalUserId(request);
    const result = await runSearch(app, request.query, { userId });
    app.searchLogs.record({
      source: 'search',
      filter: searchFilterOf(request.query),
      resultCount: result.total,
      analyticsId: analyticsIdOf(request),
      userId,
    });
    return result;
  });
};
