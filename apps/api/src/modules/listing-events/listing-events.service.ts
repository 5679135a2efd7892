import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bangkokDate, brokerShareIdOf } from '@baandee/domain';
import { batchWriter } from '../../lib/batch-writer.js';
import { isBot } from '../../lib/bots.js';
import type { PendingImpressions, PendingView } from './listing-events.repository.js';

/**
 * Views and impressions are summed in memory and written every LISTING_EVENTS_FLUSH_INTERVAL_MS,
 * as soon as LISTING_EVENTS_FLUSH_SIZE wait, and when the server closes: a popular page
 * costs the database one statement a second, not one per visitor.
 */
export const LISTING_EVENTS_FLUSH_INTERVAL_MS = 1000;
export const LISTING_EVENTS_FLUSH_SIZE = 500;
/** Held at most while the database does not answer; further counts are dropped. */
const MAX_PENDING = 20_000;

export interface ListingEvents {
  /**
   * Counts a view of a listing page, off the request's path: returns at once, the write
   * happens in the next batch and a failure is logged, never thrown. Robots, the owner and
   * admins are not counted. `ref` is the page's tracking parameter: a broker-group share's
   * (`broker-<id>`) is kept with the view when it is this listing's share.
   */
  recordView(listingId: number, ownerId: number, request: FastifyRequest, ref?: string): void;
  /**
   * Counts the listings a visitor was shown in search results or recommendations (the
   * dashboard's impressions), the same way. Robots and admins are not counted, nor an
   * owner's own listings.
   */
  recordImpressions(listingIds: readonly number[], request: FastifyRequest): void;
  /** Writes what is counted now (tests; the close hook). */
  flush(): Promise<void>;
}

/** The signed-in viewer, if any; the route has usually resolved the token already, then this costs nothing. */
async function viewerOf(app: Pick<FastifyInstance, 'optionalUserId'>, request: FastifyRequest) {
  await app.optionalUserId(request);
  return request.user ?? null;
}

export function listingEvents(app: Pick<FastifyInstance, 'listingEventsRepository' | 'log' | 'optionalUserId'>): ListingEvents & { stop(): Promise<void> } {
  let views: PendingView[] = [];
  let impressions = new Map<string, PendingImpressions>();
  const inFlight = new Set<Promise<void>>();

  const writer = batchWriter({
    take: () => {
      if (views.length === 0 && impressions.size === 0) return null;
      const batch = { views, impressions: [...impressions.values()] };
      views = [];
      impressions = new Map();
      return batch;
    },
    write: async (batch) => {
      const repo = app.listingEventsRepository;
      const results = await Promise.allSettled([repo.recordViews(batch.views), repo.addImpressions(batch.impressions)]);
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    onError: (error, batch) =>
      app.log.error({ err: error, views: batch.views.length, impressions: batch.impressions.length }, 'listing views and impressions not written'),
    intervalMs: LISTING_EVENTS_FLUSH_INTERVAL_MS,
  });

  const pendingSize = () => views.length + impressions.size;

  /** Runs `work` after the answer, tracked so `flush` can wait for it. */
  function later(request: FastifyRequest, what: string, work: () => Promise<void>) {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(() => {
        if (pendingSize() >= LISTING_EVENTS_FLUSH_SIZE) void writer.flush();
      })
      .catch((error: unknown) => request.log.error({ err: error }, what))
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  }

  return {
    recordView(listingId, ownerId, request, ref) {
      if (isBot(request.headers['user-agent'])) return;
      const at = new Date();
      const shareId = brokerShareIdOf(ref);
      later(request, 'listing view not recorded', async () => {
        const viewer = await viewerOf(app, request);
        if (viewer && (viewer.id === ownerId || viewer.role === 'admin')) return;
        if (pendingSize() >= MAX_PENDING) return;
        views.push({ listing_id: listingId, owner_id: ownerId, at: at.toISOString(), share_id: shareId });
      });
    },

    recordImpressions(listingIds, request) {
      if (listingIds.length === 0 || isBot(request.headers['user-agent'])) return;
      const day = bangkokDate(new Date());
      const ids = [...listingIds];
      later(request, 'listing impressions not recorded', async () => {
        const viewer = await viewerOf(app, request);
        if (viewer?.role === 'admin') return;
        for (const id of ids) {
          const key = `${id}:${day}:${viewer?.id ?? 0}`;
          let row = impressions.get(key);
          if (!row) {
            if (pendingSize() >= MAX_PENDING) return;
            row = { listing_id: id, day, viewer_id: viewer?.id ?? null, count: 0 };
            impressions.set(key, row);
          }
          row.count += 1;
        }
      });
    },

    async flush() {
      await Promise.all([...inFlight]);
      await writer.flush();
    },

    async stop() {
      await Promise.all([...inFlight]);
      await writer.stop();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    listingEvents: ListingEvents;
  }
}

/** `app.listingEvents.recordView(...)` for the listing page's route, `recordImpressions(...)` for the result lists. */
export const listingEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const events = listingEvents(app);
    app.decorate('listingEvents', { recordView: events.recordView, recordImpressions: events.recordImpressions, flush: events.flush });
    // onClose hooks run in reverse order of registration: before the database is closed
    app.addHook('onClose', () => events.stop());
  },
  { name: 'listing-events', dependencies: ['listing-events-repository', 'auth'] },
);
