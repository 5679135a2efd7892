import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { CONTACT_OWNER_LIMIT, CONTACT_OWNER_WINDOW_MINUTES } from '@baandee/domain';
import { route } from '../../lib/route.js';
import { bodyEmail, perKeyLimit } from '../../lib/rate-limits.js';
import { contactOwner } from './leads.service.js';

/** Per client IP and per sender address: a few honest enquiries an hour, not a mailing list. */
const CONTACT_OWNER_RATE = { max: CONTACT_OWNER_LIMIT, timeWindow: CONTACT_OWNER_WINDOW_MINUTES * 60_000 };

export const leadsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.contactAnnounceOwner,
    { config: { rateLimit: CONTACT_OWNER_RATE }, preHandler: perKeyLimit(app, 'contact-owner', bodyEmail, CONTACT_OWNER_RATE) },
    async (request) => {
      await contactOwner(app, request.body, { userId: await app.optionalUserId(request), ip: request.ip });
      return { sent: true as const };
    },
  );
};
