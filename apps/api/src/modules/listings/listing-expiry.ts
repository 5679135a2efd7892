import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LISTING_LIFETIME_DAYS } from '@baandee/domain';
import { runPeriodically } from '../../lib/periodic.js';
import { sendInBackground } from '../auth/auth.mails.js';
import { listingExpiredMail } from './listings.mails.js';

/**
 * DESIGN 4.7: a published listing closes LISTING_LIFETIME_DAYS after it went live, and
 * its owner is told. Answers how many were closed. Each listing moves only from
 * 'publish', so one the owner changed meanwhile is left alone (and not mailed).
 */
export async function expireListings(app: FastifyInstance, now = new Date()): Promise<number> {
  const due = await app.listingsRepository.expiredListings(now);
  let closed = 0;
  for (const listing of due) {
    const moved = await app.db.transaction().execute(async (trx) => {
      if (!(await app.listingsRepository.in(trx).setStatusFrom(listing.id, 'publish', { status: 'closed', closed_at: now }))) return false;
      await app.searchRepository.in(trx).refresh([listing.id]);
      return true;
    });
    if (!moved) continue;
    closed++;
    if (listing.email) sendInBackground(app, listingExpiredMail(app.config.publicUrl, listing.email, listing, LISTING_LIFETIME_DAYS));
  }
  return closed;
}

/**
 * Runs the expiry every LISTING_EXPIRY_INTERVAL_MINUTES (0: never) and stops with the
 * server. A run that fails is logged and the next one tries again; several API processes
 * may run it at once, since each listing closes once.
 */
export const listingExpiryPlugin = fp(
  async (app: FastifyInstance) => {
    runPeriodically(app, {
      minutes: app.config.LISTING_EXPIRY_INTERVAL_MINUTES,
      task: () => expireListings(app),
      done: 'expired listings closed',
      failed: 'listing expiry failed',
    });
  },
  { name: 'listing-expiry', dependencies: ['listings-repository', 'search-repository'] },
);
