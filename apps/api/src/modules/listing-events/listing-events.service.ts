import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Robots that fetch pages: search engines, link previews of chat apps and social sites
 * (LINE's is line-poker; its in-app browser says Line/<version> and is a person), monitors
 * and command-line clients. Their visits are not views an owner wants counted.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|embedly|preview|line-poker|whatsapp|slack|headless|lighthouse|pagespeed|curl|wget|python-requests|httpie|axios|node-fetch|undici|go-http-client|java\/|okhttp|uptime|pingdom|scrapy|phantomjs/i;

/** A request a person's browser made: a user agent that names no robot (none at all counts as a robot). */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}

export interface ListingEvents {
  /**
   * Counts a view of a listing page, off the request's path: returns at once, the write
   * happens afterwards and a failure is logged, never thrown. Robots, the owner and
   * admins are not counted.
   */
  recordView(listingId: number, ownerId: number, request: FastifyRequest): void;
}

async function countView(app: FastifyInstance, listingId: number, ownerId: number, request: FastifyRequest): Promise<void> {
  // the view route has usually resolved the token already; then this costs nothing
  await app.optionalUserId(request);
  const viewer = request.user;
  if (viewer && (viewer.id === ownerId || viewer.role === 'admin')) return;
  await app.listingEventsRepository.recordView(listingId, ownerId);
}

export function listingEvents(app: FastifyInstance): ListingEvents {
  return {
    recordView(listingId, ownerId, request) {
      if (isBot(request.headers['user-agent'])) return;
      setImmediate(() => {
        countView(app, listingId, ownerId, request).catch((error: unknown) =>
          request.log.error({ err: error, listingId }, 'listing view not recorded'),
        );
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    listingEvents: ListingEvents;
  }
}

/** `app.listingEvents.recordView(...)` for the listing page's route. */
export const listingEventsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('listingEvents', listingEvents(app));
  },
  { name: 'listing-events', dependencies: ['listing-events-repository', 'auth'] },
);
