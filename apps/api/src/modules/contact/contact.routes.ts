import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptCookieBody, acceptedResult, contactUsBody, errorEnvelope, successEnvelope, z } from '@baandee/contracts';
import { ok } from '../../lib/envelope.js';
import { recordCookieConsent, submitContactMessage } from './contact.service.js';

const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' }; // one visitor, a few honest messages

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-us',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the company',
        body: contactUsBody,
        response: { 200: successEnvelope(z.object({ sent: z.literal(true) })), 422: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      await submitContactMessage(app, request.body, request.ip);
      return ok({ sent: true as const });
    },
  );

  app.post(
    '/accept-cookie',
    {
      schema: {
        tags: ['contact'],
        summary: 'Record cookie consent, with the user when a bearer token is sent',
        body: acceptCookieBody,
        response: { 200: successEnvelope(acceptedResult) },
      },
    },
    async (request) => {
      const userId = app.hasDecorator('optionalUserId') ? await app.optionalUserId(request) : null;
      await recordCookieConsent(app, {
        userId,
        analytics: request.body?.analytics ?? true,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return ok({ accepted: true as const });
    },
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the auth plugin: the user id of a valid bearer token, or null. */
    optionalUserId(request: FastifyRequest): Promise<number | null>;
  }
}
