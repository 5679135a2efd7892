import { availabilityShare } from './availability.js';
import { z } from './error-map.js';

/** GET api/admin/summary: the admin overview's counts. */
export const adminSummary = z.object({
  users: z.object({ total: z.number(), active: z.number(), banned: z.number(), admins: z.number() }),
  /** What waits for an admin: listings to review, payment slips to check, deliveries that exhausted their retries. */
  queues: z.object({ pendingListings: z.number(), awaitingPayments: z.number(), openReports: z.number(), failedDeliveries: z.number() }),
  /** The site's searches of the last `days` days: how many found nothing, and the keywords that found nothing most often. */
  searches: z.object({
    days: z.number(),
    total: z.number(),
    zeroResults: z.number(),
    /** zeroResults / total; null before the first search. */
    zeroResultRate: z.number().nullable(),
    topZeroKeywords: z.array(z.object({ keyword: z.string(), count: z.number() })),
  }),
  /** The site's published listings, and of those the ones their owners confirmed still available lately (docs/decisions/062). */
  availability: availabilityShare,
});
export type AdminSummary = z.infer<typeof adminSummary>;
