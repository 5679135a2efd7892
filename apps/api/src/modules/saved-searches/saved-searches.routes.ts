import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, unsubscribeSavedSearch, updateSavedSearch } from './saved-searches.service.js';

export const savedSearchesRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.createSavedSearch, async (request) => createSavedSearch(app, currentUser(request).id, request.body));
  route(app, endpoints.savedSearches, async (request) => listSavedSearches(app, currentUser(request).id));
  route(app, endpoints.updateSavedSearch, async (request) => updateSavedSearch(app, request.params.id, request.body));
  route(app, endpoints.deleteSavedSearch, async (request) => deleteSavedSearch(app, request.params.id));
  route(app, endpoints.unsubscribeSavedSearch, async (request) => unsubscribeSavedSearch(app, request.body));
  // RFC 8058: mail clients POST the one-click body form-encoded; only this route reads that type
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    route(oneClick, endpoints.oneClickUnsubscribe, async (request) => unsubscribeSavedSearch(app, request.query));
  });
};
