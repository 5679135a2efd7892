import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic.js';
import type { PriceGroup } from '../decide/decide.service.js';

declare module '../../plugins/jobs.plugin.js' {
  interface JobTypes {
    /** Price groups whose median a committed change moved: their listings are scored again (docs/decisions/065). */
    'quality-rescore': { groups: PriceGroup[] };
  }
}

/** Rows one statement scores at most (a page of four reads and one write). */
export const QUALITY_RESCORE_CHUNK = 1_000;
/** Rows one sweep scores again at most: at one sweep every 10 minutes, 720,000 a day. */
export const QUALITY_RESCORE_BATCH = 5_000;

type Deps = Pick<FastifyInstance, 'searchRepository'>;

/** Scores these rows again, a chunk at a time; answers how many moved in the order. */
async function rescoreAll(app: Deps, ids: readonly number[], now: Date): Promise<number> {
  let moved = 0;
  for (let start = 0; start < ids.length; start += QUALITY_RESCORE_CHUNK) {
    moved += (await app.searchRepository.rescore(ids.slice(start, start + QUALITY_RESCORE_CHUNK), now)).length;
  }
  return moved;
}

/** The job: every listing of the groups scored again against their medians as they now are. */
export async function rescoreGroups(app: Deps, groups: readonly PriceGroup[], now = new Date()): Promise<number> {
  return rescoreAll(app, await app.searchRepository.inPriceGroups(groups), now);
}

/**
 * A turn of the sweep: the next rows after listing id `after`, up to a batch, scored again,
 * so freshness (and anything a job missed) counts. Answers how many moved in the order and
 * where the next turn starts (0 once it went past the last row: a new pass).
 */
export async function rescoreNext(app: Deps, after: number, now = new Date(), limit = QUALITY_RESCORE_BATCH): Promise<{ moved: number; next: number }> {
  const ids = await app.searchRepository.rowsAfter(after, limit);
  const moved = await rescoreAll(app, ids, now);
  return { moved, next: ids.length < limit ? 0 : ids[ids.length - 1]! };
}

/**
 * The quality score in the search's order (docs/decisions/065): the `quality-rescore`
 * worker, and the sweep on the listing expiry's timer (LISTING_EXPIRY_INTERVAL_MINUTES).
 */
export const qualityRankPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.work(
      'quality-rescore',
      async ({ groups }) => {
        await rescoreGroups(app, groups);
      },
      // a group scored again later is still right: the sweep catches up within a day anyway
      { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    );
    // where this process's sweep goes on from (several processes sweeping is more often, not wrong)
    let next = 0;
    runPeriodically(app, {
      minutes: app.config.LISTING_EXPIRY_INTERVAL_MINUTES,
      task: async () => {
        const turn = await rescoreNext(app, next);
        next = turn.next;
        return turn.moved;
      },
      done: 'listing quality scores moved',
      failed: 'listing quality scoring failed',
    });
  },
  { name: 'quality-rank', dependencies: ['jobs', 'search-repository'] },
);
