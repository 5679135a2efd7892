import { SAVED_SEARCH_CHANNELS, SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_LIMIT, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_NEW_DAYS } from '@baandee/domain';
import { rowId } from './account-fields.js';
import { requiredText } from './common.js';
import { z } from './error-map.js';
import { checkCommute, checkMapArea, checkPriceRange, savedSearchFilter, searchFilterFields, type SearchFilter } from './search.js';

/**
 * Saved searches with alerts (docs/decisions/059). `filter` is the search's query fields as
 * `GET api/estate` takes them (keyword, filters, map area), without paging; a key the search
 * does not read answers 422 'unknown field' on it, as the search itself does.
 */
const knownFilterKeys = new Set(Object.keys(searchFilterFields));
export const savedSearchFilterInput = z
  .looseObject(searchFilterFields)
  .superRefine((filter, ctx) => {
    for (const key of Object.keys(filter)) {
      if (!knownFilterKeys.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'unknown field' });
    }
  })
  .superRefine(checkPriceRange)
  .superRefine(checkMapArea)
  .superRefine(checkCommute)
  .transform((filter) => Object.fromEntries(Object.entries(filter).filter(([key, value]) => knownFilterKeys.has(key) && value !== undefined)) as SearchFilter);

const name = requiredText(SAVED_SEARCH_NAME_MAX);
const channel = z.enum(SAVED_SEARCH_CHANNELS).meta({ description: 'line: a carousel in LINE where the account is connected and allows it, else e-mail; email: always e-mail' });
const frequency = z.enum(SAVED_SEARCH_FREQUENCIES).meta({ description: 'instant: as listings match (a few alerts a day at most); daily: one digest a day' });

/** POST api/saved-search */
export const createSavedSearchBody = z.object({ name, filter: savedSearchFilterInput, channel, frequency });
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBody>;

/** PUT api/saved-search/{id}: the fields to change (rename, pause or resume, another filter, channel or frequency). */
export const updateSavedSearchBody = z.object({
  name: name.optional(),
  filter: savedSearchFilterInput.optional(),
  channel: channel.optional(),
  frequency: frequency.optional(),
  paused: z.boolean().optional(),
});
export type UpdateSavedSearchBody = z.input<typeof updateSavedSearchBody>;

export const savedSearchIdParams = z.object({ id: rowId });

export const savedSearch = z.object({
  id: z.number(),
  name: z.string(),
  filter: savedSearchFilter,
  channel: z.enum(SAVED_SEARCH_CHANNELS),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  paused: z.boolean(),
  new_matches: z.number().meta({ description: `Listings it matched in the last ${SAVED_SEARCH_NEW_DAYS} days` }),
  last_sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchesResult = z.object({
  saved_searches: z.array(savedSearch),
  limit: z.number().meta({ description: `How many saved searches a user may keep (${SAVED_SEARCH_LIMIT})` }),
});
export type SavedSearchesResult = z.infer<typeof savedSearchesResult>;
export const savedSearchDeletedResult = z.object({ id: z.number(), deleted: z.literal(true) });

/** The signature of an unsubscribe link: base64url HMAC-SHA256, 43 characters. */
export const SAVED_SEARCH_SIGNATURE_LENGTH = 43;

/** POST api/saved-search/unsubscribe: the saved search and its link's signature, as the alert's link carries them. */
export const unsubscribeSavedSearchBody = z.object({
  id: rowId,
  sig: z.string().trim().length(SAVED_SEARCH_SIGNATURE_LENGTH).regex(/^[A-Za-z0-9_-]+$/),
});
export type UnsubscribeSavedSearchBody = z.input<typeof unsubscribeSavedSearchBody>;
/** RFC 8058: a mail client's one-click POST carries exactly `List-Unsubscribe=One-Click` (form-encoded). */
export const oneClickUnsubscribeBody = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
export const unsubscribedResult = z.object({ id: z.number(), name: z.string(), paused: z.literal(true) });
export type UnsubscribedResult = z.infer<typeof unsubscribedResult>;
