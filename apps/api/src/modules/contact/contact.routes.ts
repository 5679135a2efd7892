import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@baandee/contracts';
import { route } from '../../lib/route.js';
import { recordCookieConsent, submitContactMessage } from './contact.service.js';

const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' }; // one visitor, a few honest messages
// one consent per browser; a household or an office behind one address has a few
const COOKIE_CONSENT_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };

export const contactRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.contactUs, { config: { rateLimit: CONTACT_RATE_LIMIT } }, async (request) => {
    await submitContactMessage(app, request.body, request.ip);
    return { sent: true as const };
  });

  route(app, endpoints.acceptCookie, { config: { rateLimit: COOKIE_CONSENT_RATE_LIMIT } }, async (request) => {
    const userId = app.hasDecorator('optionalUserId') ? await app.optionalUserId(request) : null;
    await recordCookieConsent(app, {
      userId,
      analytics: request.body?.analytics ?? true,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return { accepted: true as const };
  });
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the auth plugin: the user id of a valid bearer token, or null. */
    optionalUserId(request: FastifyRequest): Promise<number | null>;
  }
}
