import { AVAILABILITY_ANSWERS } from '@baandee/domain';
import { z } from './error-map.js';

/**
 * "Still available?" (docs/decisions/062): the owner confirms a published listing from "my
 * listings", or answers the question by LINE or by one of the e-mail's one-click links.
 */

/** PUT api/estate/confirm-available/{announce_id}: the listing's confirmation. */
export const confirmAvailableResult = z.object({
  id: z.number(),
  confirmed_at: z.string(),
});
export type ConfirmAvailableResult = z.infer<typeof confirmAvailableResult>;

/** POST api/estate/availability-answer: the token of the link the owner opened. */
export const availabilityAnswerBody = z.object({ token: z.string().trim().min(1).max(200) });
export type AvailabilityAnswerBody = z.infer<typeof availabilityAnswerBody>;

export const availabilityAnswerResult = z.object({
  answer: z.enum(AVAILABILITY_ANSWERS).meta({ description: 'yes: confirmed still available; no: closed as rented or sold' }),
  listing: z.object({ id: z.number(), slug_id: z.string(), announce_title: z.string().nullable() }),
  confirmed_at: z.string().nullable(),
});
export type AvailabilityAnswerResult = z.infer<typeof availabilityAnswerResult>;

/** Of an owner's (or the site's) published listings, how many were confirmed within AVAILABILITY_CONFIRMED_WINDOW_DAYS. */
export const availabilityShare = z.object({
  published: z.number().int(),
  confirmed: z.number().int(),
});
export type AvailabilityShare = z.infer<typeof availabilityShare>;
