import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { favoritesPage, toggleFavorite } from './favorites.service.js';

export const favoritesRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.toggleFavorite, async (request) => toggleFavorite(app, currentUser(request).id, request.body.announce_id));

  route(app, endpoints.favorites, async (request) => favoritesPage(app, currentUser(request).id, request.query.page));
};
