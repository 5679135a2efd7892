import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { savedSearchFilter } from '@baandee/contracts';
import type { DB } from '../../db/schema.js';
import type { RetryPolicy } from '../../plugins/jobs.plugin.js';
import { searchRailGraph } from '../search/search-rail.js';
import { searchVocabulary } from '../search/search-vocabulary.js';
import { queueInstantAlerts } from './saved-search-alerts.js';
import { matchPlan, SavedSearchMatcher, type MatchPlan } from './saved-search-match.js';

declare module '../../plugins/jobs.plugin.js' {
  interface JobTypes {
    'saved-search-match': { listing_id: number };
  }
}

/** Saved searches read per statement while a listing is matched. */
const MATCH_BATCH = 5_000;
const MATCH_RETRY: RetryPolicy = { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 300, deleteAfterSeconds: 24 * 3600 };

/**
 * Queues the matching of a listing against the saved searches: when it goes live and when
 * its price changes while live. With `trx` the job exists only if that transaction commits.
 */
export async function queueSavedSearchMatch(app: Pick<FastifyInstance, 'jobs'>, listingId: number, trx?: Kysely<DB>): Promise<void> {
  await app.jobs.send('saved-search-match', { listing_id: listingId }, trx ? { trx } : {});
}

/** Plans read from saved filters, kept per process by id and last change. */
const plans = new Map<number, { changed: number; plan: MatchPlan | null }>();

/**
 * One job per listing (docs/decisions/059): every saved search that is not paused (other
 * users' than the listing's owner) is read, planned once per change and kept, and tested
 * against the listing's search row; the pairs that match are recorded once each (a replayed
 * job records nothing new). A listing no longer on the site matches nothing.
 */
export async function matchListing(app: Pick<FastifyInstance, 'db' | 'savedSearchesRepository' | 'searchRepository'>, listingId: number): Promise<number[]> {
  const repo = app.savedSearchesRepository;
  const found = await repo.matchRow(listingId);
  if (!found) return [];
  const vocabulary = await searchVocabulary(app.db, () => app.searchRepository.vocabularyNames());
  const rail = await searchRailGraph(app.db, app.searchRepository);
  const matcher = new SavedSearchMatcher();
  let after = 0;
  for (;;) {
    const batch = await repo.activeBatch(after, MATCH_BATCH, found.ownerId);
    for (const saved of batch) {
      const changed = saved.updated_at.getTime();
      let kept = plans.get(saved.id);
      if (!kept || kept.changed !== changed) {
        const filter = savedSearchFilter.safeParse(saved.filter);
        kept = { changed, plan: filter.success ? matchPlan(saved.id, filter.data, vocabulary, rail) : null };
        plans.set(saved.id, kept);
      }
      if (kept.plan) matcher.add(kept.plan);
    }
    if (batch.length < MATCH_BATCH) break;
    after = batch[batch.length - 1]!.id;
  }
  return repo.recordMatches(listingId, matcher.match(found.row));
}

/** The worker of the 'saved-search-match' queue. */
export const savedSearchMatchingPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.work('saved-search-match', async ({ listing_id }) => {
      // the instant searches it is new for are alerted now; the daily ones wait for their digest
      await queueInstantAlerts(app, await matchListing(app, listing_id));
    }, MATCH_RETRY);
  },
  { name: 'saved-search-matching', dependencies: ['jobs', 'saved-searches-repository', 'search-repository'] },
);
