import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { DRAFT_TEXT_LIMIT, DRAFT_TEXT_WINDOW_MINUTES } from '@baandee/domain';
import { perKeyLimit } from '../../lib/rate-limits.js';
import { route } from '../../lib/route.js';
import { currentUser } from '../../plugins/auth.plugin.js';
import { draftListingText } from './listing-text.service.js';

/** The post form's "write it for me" (issue 33): a draft of the listing's text, saved nowhere. */
export const listingTextRoutes: FastifyPluginAsync = async (app) => {
  // each draft may cost a model call: a number per owner in a window
  const perUser = perKeyLimit(app, 'draft-text', (request) => request.user?.id, { max: DRAFT_TEXT_LIMIT, timeWindow: DRAFT_TEXT_WINDOW_MINUTES * 60_000 });
  route(app, endpoints.draftText, { preHandler: perUser }, async (request) => draftListingText(app, currentUser(request), request.body));
};
