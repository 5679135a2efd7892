import type { FastifyInstance } from 'fastify';
import type { AdminSummary } from '@baandee/contracts';

/** The overview's window on the site's searches, and how many keywords that found nothing it names. */
const SEARCH_OUTCOME_DAYS = 7;
const ZERO_RESULT_KEYWORDS_SHOWN = 10;

/** What the admin overview shows: the work queues waiting for a decision, the users, and the searches that found nothing. */
export async function getAdminSummary(app: Pick<FastifyInstance, 'adminRepository' | 'availabilityRepository' | 'deliveriesRepository'>): Promise<AdminSummary> {
  const [queues, failedDeliveries, users, searches, availability] = await Promise.all([
    app.adminRepository.queueCounts(),
    app.deliveriesRepository.failedCount(),
    app.adminRepository.userCounts(),
    app.adminRepository.searchOutcomes(SEARCH_OUTCOME_DAYS, ZERO_RESULT_KEYWORDS_SHOWN),
    app.availabilityRepository.share(null, new Date()),
  ]);
  return {
    queues: { ...queues, failedDeliveries },
    users,
    searches: { days: SEARCH_OUTCOME_DAYS, ...searches, zeroResultRate: searches.total === 0 ? null : searches.zeroResults / searches.total },
    availability,
  };
}
