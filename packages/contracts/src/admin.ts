import { z } from './error-map.js';

/** GET api/admin/summary: the admin overview's counts. */
export const adminSummary = z.object({
  users: z.object({ total: z.number(), active: z.number(), banned: z.number(), admins: z.number() }),
  /** What waits for an admin: listings to review, payment slips to check (reported items have no queue yet). */
  queues: z.object({ pendingListings: z.number(), awaitingPayments: z.number() }),
});
export type AdminSummary = z.infer<typeof adminSummary>;
