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
