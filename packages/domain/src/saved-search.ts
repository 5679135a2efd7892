import { BANGKOK_OFFSET_MS } from './bangkok-time.js';

/**
 * Saved searches with alerts (docs/decisions/059): a user keeps a search under a name and
 * hears of new listings matching it, by LINE or e-mail, at once or in a daily digest.
 */
export const SAVED_SEARCH_CHANNELS = ['line', 'email'] as const;
export type SavedSearchChannel = (typeof SAVED_SEARCH_CHANNELS)[number];
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** How many saved searches one user may keep. */
export const SAVED_SEARCH_LIMIT = 20;
/** The longest name of a saved search, in characters. */
export const SAVED_SEARCH_NAME_MAX = 80;
/** A match this recent counts as new on the list of saved searches. */
export const SAVED_SEARCH_NEW_DAYS = 7;

/**
 * Instant alerts one saved search may send in 24 hours: listings matching beyond it wait
 * for the next alert allowed, which carries them together (docs/decisions/060).
 */
export const SAVED_SEARCH_INSTANT_DAILY_CAP = 3;
/** Listing cards in one alert: a LINE carousel's bubbles and the lines of a mail; more are one link to the search. */
export const SAVED_SEARCH_ALERT_CARDS = 10;
/** The daily digest goes out once a day from this hour, Bangkok time (a morning read). */
export const SAVED_SEARCH_DIGEST_HOUR = 8;

const DAY_MS = 86_400_000;

/**
 * The latest daily digest time (SAVED_SEARCH_DIGEST_HOUR, Bangkok) at or before `now`: a
 * daily saved search is due when nothing was sent to it since then.
 */
export function latestDigestTime(now: Date): Date {
  const local = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), SAVED_SEARCH_DIGEST_HOUR) - BANGKOK_OFFSET_MS;
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}
