import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { RESULTS_PER_PAGE } from '@baandee/domain';
import { route } from '../../lib/route.js';
import { sendCacheable } from '../../lib/http-cache.js';
import { analyticsIdOf } from './search-logs.js';
import { searchFilterOf } from './search-plan.js';
import { createSuggestions } from './search-suggest.service.js';
import { commuteMinutesOf, searchAnswer } from './search.service.js';

/** Distinct search query strings whose parsed query is kept (a few hundred bytes each). */
const KEPT_SEARCH_QUERIES = 2_000;

export const searchRoutes: FastifyPluginAsync = async (app) => {
  // a search's query depends on its string alone: the same string is parsed once
  route(app, endpoints.searchEstate, { keptQueries: KEPT_SEARCH_QUERIES }, async (request, reply) => {
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
    return answer.json().send(request, reply);
  });
  route(app, endpoints.commuteMinutes, async (request) => commuteMinutesOf(app, request.query, { userId: await app.optionalUserId(request) }));
  // the suggestions' index is built once the server is ready, not on the first keystroke
  const suggestions = createSuggestions(app);
  app.addHook('onReady', async () => {
    suggestions.warm().catch((error: unknown) => app.log.warn({ err: error }, 'search suggestions not built at start; the first request tries again'));
  });
  route(app, endpoints.searchSuggest, async (request, reply) => sendCacheable(request, reply, await suggestions.answer(request.query)));
};
