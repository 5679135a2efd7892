import { z } from './error-map.js';

/** GET api/admin/summary: the admin overview's counts. */
export const adminSummary = z.object({
  users: z.object({ total: z.number(), active: z.number(), banned: z.number(), admins: z.number() }),
});
export type AdminSummary = z.infer<typeof adminSummary>;
