import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AVAILABILITY_LINK_LIFETIME_DAYS, AVAILABILITY_STALE_AFTER_DAYS, DAY_MS } from '@baandee/domain';
import { runPeriodically } from '../../lib/periodic.js';
import { notify } from '../notifications/index.js';
import { ASK_RETRY, deliverAsk } from './availability-ask.js';

/*
 * The "still available?" loop (docs/decisions/062), one sweep with a clock of its own:
 * owners due a question are asked (the question recorded and its delivery queued in one
 * transaction), listings whose question went unanswered AVAILABILITY_STALE_AFTER_DAYS are
 * marked stale, and those still unanswered when its links expire are taken off the site.
 * Every step moves a listing once, so several processes may sweep at the same time.
 */

/** Listings one step takes per run; the next run takes the rest. */
const SWEEP_BATCH = 500;

type Deps = Pick<FastifyInstance, 'availabilityRepository' | 'db' | 'jobs' | 'listingsRepository' | 'notificationChannels' | 'searchRepository'>;

/** Asks every owner due a question; answers how many were asked. */
export async function askOwners(app: Deps, now = new Date()): Promise<number> {
  let asked = 0;
  for (const listing of await app.availabilityRepository.dueForAsking(now, SWEEP_BATCH)) {
    const done = await app.db.transaction().execute(async (trx) => {
      const repo = app.availabilityRepository.in(trx);
      if (!(await repo.stillDue(listing.id, now))) return false;
      const askId = await repo.insertAsk(listing.id, listing.user_id, now);
      await app.jobs.send('availability-ask', { ask_id: askId }, { trx });
      return true;
    });
    if (done) asked++;
  }
  return asked;
}

/** Marks stale the listings whose question went unanswered AVAILABILITY_STALE_AFTER_DAYS; answers how many. */
export async function markStale(app: Deps, now = new Date()): Promise<number> {
  let marked = 0;
  const askedBy = new Date(now.getTime() - AVAILABILITY_STALE_AFTER_DAYS * DAY_MS);
  for (const listing of await app.availabilityRepository.dueForStale(askedBy, SWEEP_BATCH)) {
    const done = await app.db.transaction().execute(async (trx) => {
      if (!(await app.availabilityRepository.in(trx).markStale(listing.id, now))) return false;
      await app.searchRepository.in(trx).refresh([listing.id]);
      return true;
    });
    if (done) marked++;
  }
  return marked;
}

/**
 * Takes off the site the listings whose question is still unanswered when its links expire
 * (AVAILABILITY_STALE_AFTER_DAYS + AVAILABILITY_CLOSE_AFTER_DAYS), with the reason, and
 * tells the owner how to publish it again; answers how many.
 */
export async function closeUnanswered(app: Deps, now = new Date()): Promise<number> {
  let closed = 0;
  const askedBy = new Date(now.getTime() - AVAILABILITY_LINK_LIFETIME_DAYS * DAY_MS);
  for (const listing of await app.availabilityRepository.dueForClosing(askedBy, SWEEP_BATCH)) {
    const done = await app.db.transaction().execute(async (trx) => {
      // un-published, not closed: the owner can publish it again from "my listings"
      const moved = await app.listingsRepository.in(trx).setStatusFrom(listing.id, 'publish', { status: 'un-publish', closed_reason: 'unanswered', expires_at: null });
      if (!moved) return false;
      await app.searchRepository.in(trx).refresh([listing.id]);
      const data = { listing: { id: listing.id, title: listing.announce_title }, days: AVAILABILITY_LINK_LIFETIME_DAYS };
      await notify(app, { userId: listing.user_id, event: 'listing_availability_closed', data }, trx);
      return true;
    });
    if (done) closed++;
  }
  return closed;
}

/** One run of the loop, in the order a listing lives through it. */
export async function runAvailabilityChecks(app: Deps, now = new Date()): Promise<number> {
  return (await closeUnanswered(app, now)) + (await markStale(app, now)) + (await askOwners(app, now));
}

/**
 * The questions' delivery queue, and the sweep every LISTING_EXPIRY_INTERVAL_MINUTES (the
 * listing lifetime's timer: 0 turns both off).
 */
export const availabilityChecksPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.work('availability-ask', ({ ask_id }) => deliverAsk(app, ask_id), ASK_RETRY);
    runPeriodically(app, {
      minutes: app.config.LISTING_EXPIRY_INTERVAL_MINUTES,
      task: () => runAvailabilityChecks(app),
      done: 'availability checks',
      failed: 'availability checks failed',
    });
  },
  { name: 'availability-checks', dependencies: ['availability-repository', 'listings-repository', 'search-repository', 'notifications', 'jobs', 'line', 'mail'] },
);
