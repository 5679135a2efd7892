import { z } from './error-map.js';

/**
 * PDPA: the user's rights (docs/decisions/024). The export is a zip file (data.json and
 * images/), so it has no JSON result.
 */

/**
 * DELETE api/user/delete-account. An account with a password confirms with it; one that
 * signs in through Google or Facebook types its e-mail (or DELETE_ACCOUNT_WORD when it
 * has none) as `confirmation`.
 */
export const deleteAccountBody = z.object({
  password: z.string().min(1).max(1024).optional(),
  confirmation: z.string().trim().min(1).max(254).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
export const deleteAccountResult = z.object({ deleted: z.literal(true) });

/** GET api/privacy/retention: how long the raw records are kept, as this server is configured. */
export const retentionResult = z.object({
  raw_event_days: z.number().int().meta({ description: 'Listing views, contacts and favourites, searches, LINE webhook events' }),
  message_days: z.number().int().meta({ description: 'Messages to listing owners and to the company' }),
});
export type RetentionResult = z.infer<typeof retentionResult>;
