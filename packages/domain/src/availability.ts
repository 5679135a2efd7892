import { DAY_MS } from './constants.js';

/**
 * "Still available?" (issue #34): the owner of every published listing is asked whether
 * the unit is still available, and a listing nobody answers for sinks, then leaves the site.
 */

/** The first question comes this long after the listing went live, and again this long after each "yes". */
export const AVAILABILITY_ASK_AFTER_DAYS = 14;
/** An unanswered question marks the listing stale after this long (search can sink it). */
export const AVAILABILITY_STALE_AFTER_DAYS = 7;
/** A stale listing still unanswered this much later is taken off the site (the owner can publish it again). */
export const AVAILABILITY_CLOSE_AFTER_DAYS = 14;
/** A confirmation counts as current for the dashboards while the next question could still be answered in time. */
export const AVAILABILITY_CONFIRMED_WINDOW_DAYS = AVAILABILITY_ASK_AFTER_DAYS + AVAILABILITY_STALE_AFTER_DAYS;
/** The e-mail's one-click links work until the unanswered listing would be taken off the site. */
export const AVAILABILITY_LINK_LIFETIME_DAYS = AVAILABILITY_STALE_AFTER_DAYS + AVAILABILITY_CLOSE_AFTER_DAYS;

/**
 * A confirmation from "my listings" this soon after the last one changes nothing: a
 * confirmation ranks the listing as fresh (docs/decisions/064), and pressing the button
 * every day must not be a free way to the top.
 */
export const AVAILABILITY_RECONFIRM_DAYS = 7;

/** The owner's two answers: still available, or rented / sold. */
export const AVAILABILITY_ANSWERS = ['yes', 'no'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

/** Why the availability check took a listing off the site. */
export const AVAILABILITY_CLOSE_REASONS = ['not available', 'unanswered'] as const;
export type AvailabilityCloseReason = (typeof AVAILABILITY_CLOSE_REASONS)[number];

/** Whole days from `confirmedAt` to `now` (0 on the day itself; never negative). */
export function daysSinceConfirmed(confirmedAt: string | Date, now: Date = new Date()): number {
  const at = typeof confirmedAt === 'string' ? new Date(confirmedAt) : confirmedAt;
  return Math.max(0, Math.floor((now.getTime() - at.getTime()) / DAY_MS));
}

/** The share of published listings confirmed, in whole percent; null when none is published. */
export function confirmedPercent({ published, confirmed }: { published: number; confirmed: number }): number | null {
  return published === 0 ? null : Math.round((confirmed / published) * 100);
}
