import type { FastifyPluginAsync } from 'fastify';
import { endpoints, successEnvelope, type z } from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import { createBodyCache, createVersionReader, sendCacheable, toJsonBody } from '../../lib/http-cache.js';
import { adminActor } from '../audit/audit.service.js';
import { analyticsIdOf } from '../search/search-logs.js';
import { deleteHotSearch, deleteTrend, getHotTrend, getTrend, listHotSearches, listTrends, storeHotSearch, storeTrend } from './trends.service.js';

/** Spec section 7: a trend page's search and the quick menu (DESIGN 4.11). */
export const trendsRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.trend, async (request) => {
    const result = await getTrend(app, request.params.id, request.query, { userId: await app.optionalUserId(request), analyticsId: analyticsIdOf(request) });
    app.listingEvents.recordImpressions(result.announces.data.map((card) => card.id), request);
    return result;
  });

  // Cached like the master data: built once per process and master-data version (which
  // every write to hot_searches or trends renews), served with an ETag naming the version.
  // Version and chips come from the same database (the replica, if any): a replica that
  // lags shows the old version with the old chips, never new chips under an old version.
  const cache = createBodyCache();
  const version = createVersionReader(() => app.masterDataRepository.replica.version());
  const response: z.ZodType = successEnvelope(endpoints.hotTrend.result);
  route(app, endpoints.hotTrend, async (request, reply) => {
    const current = await version();
    const json = await cache(endpoints.hotTrend.path, current, async () => toJsonBody(response.parse(ok(await getHotTrend(app))), current));
    return sendCacheable(request, reply, json);
  });
};

/** The admin's trends and hot searches (DESIGN 4.15); every route is held to the admin role as well. */
export const adminTrendsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  route(app, endpoints.adminTrends, async () => listTrends(app));
  route(app, endpoints.adminStoreTrend, async (request) => storeTrend(app, adminActor(request), request.body));
  route(app, endpoints.adminDeleteTrend, async (request) => deleteTrend(app, adminActor(request), request.params.id));

  route(app, endpoints.adminHotSearches, async () => listHotSearches(app));
  route(app, endpoints.adminStoreHotSearch, async (request) => storeHotSearch(app, adminActor(request), request.body));
  route(app, endpoints.adminDeleteHotSearch, async (request) => deleteHotSearch(app, adminActor(request), request.params.id));
};
