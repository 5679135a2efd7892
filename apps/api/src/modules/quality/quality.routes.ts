import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { getListingQuality } from './quality.service.js';

/** The listing quality score (issue #34, docs/decisions/063); my listings carry the score itself. */
export const qualityRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.estateQuality, async (request) => getListingQuality(app, request.params.announce_id, request.query.lang));
};
