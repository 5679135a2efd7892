import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAY_MS, LISTING_EXPIRY_WARNING_DAYS, LISTING_LIFETIME_DAYS } from '@baandee/domain';
import { notify } from '../notifications/index.js';

/**
 * DESIGN 4.7: a published listing closes LISTING_LIFETIME_DAYS after it went live, and
 * its owner is told. Answers how many were closed. Each listing moves only from
 * 'publish', so one the owner changed meanwhile is left alone (and not notified). The
 * notification is queued in the transaction that closes the listing.
 */
export async function expireListings(app: Pick<FastifyInstance, 'db' | 'jobs' | 'listingsRepository' | 'notificationChannels' | 'searchRepository'>, now = new Date()): Promise<number> {
  const due = await app.listingsRepository.expiredListings(now);
  let closed = 0;
  for (const listing of due) {
    const moved = await app.db.transaction().execute(async (trx) => {
      if (!(await app.listingsRepository.in(trx).setStatusFrom(listing.id, 'publish', { status: 'closed', closed_at: now }))) return false;
      await app.searchRepository.in(trx).refresh([listing.id]);
      const data = { listing: { id: listing.id, title: listing.announce_title }, lifetime_days: LISTING_LIFETIME_DAYS };
      await notify(app, { userId: listing.user_id, event: 'listing_expired', data }, trx);
      return true;
    });
    if (moved) closed++;
  }
  return closed;
}

/**
 * Tells owners LISTING_EXPIRY_WARNING_DAYS ahead that a listing will close; once per
 * expiry date (a listing published again is warned again). Answers how many were warned.
 */
export async function warnExpiringListings(app: Pick<FastifyInstance, 'db' | 'jobs' | 'listingsRepository' | 'notificationChannels'>, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + LISTING_EXPIRY_WARNING_DAYS * DAY_MS);
  let warned = 0;
  for (const listing of await app.listingsRepository.expiringListings(now, until)) {
    const expiresAt = listing.expires_at!;
    const marked = await app.db.transaction().execute(async (trx) => {
      if (!(await app.listingsRepository.in(trx).markExpiryWarned(listing.id, expiresAt))) return false;
      const data = { listing: { id: listing.id, title: listing.announce_title }, expires_at: expiresAt.toISOString() };
      await notify(app, { userId: listing.user_id, event: 'listing_expiring', data }, trx);
      return true;
    });
    if (marked) warned++;
  }
  return warned;
}

/**
 * Runs the expiry and the warnings every LISTING_EXPIRY_INTERVAL_MINUTES (0: never) and
 * stops with the server. A run that fails is logged and the next one tries again; several
 * API processes may run it at once, since each listing closes (and is warned) once.
 */
export const listingExpiryPlugin = fp(
  async (app: FastifyInstance) => {
    const minutes = app.config.LISTING_EXPIRY_INTERVAL_MINUTES;
    if (minutes <= 0) return;
    let running = false;
    const sweep = async () => {
      const closed = await expireListings(app);
      const warned = await warnExpiringListings(app);
      if (closed > 0 || warned > 0) app.log.info({ closed, warned }, 'listing expiry sweep');
    };
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'listing expiry failed'))
        .finally(() => (running = false));
    }, minutes * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'listing-expiry', dependencies: ['listings-repository', 'search-repository', 'notifications'] },
);
