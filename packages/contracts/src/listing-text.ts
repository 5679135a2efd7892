import { LISTING_TEXT_LIMITS } from '@baandee/domain';
import { z } from './error-map.js';
import { listingFormBody } from './listing.js';

/**
 * POST api/estate/draft-text: the listing form's fields as POST api/estate/store takes them,
 * all optional; the answer is a title and a description in each language, written from
 * those fields alone. Nothing is saved: the owner edits the draft into the form.
 */
export const draftTextBody = listingFormBody;

const draftText = z.object({
  announce_title: z.string().max(LISTING_TEXT_LIMITS.title),
  announce_description: z.string().max(LISTING_TEXT_LIMITS.description),
});
export const draftTextResult = z.object({ th: draftText, en: draftText });
export type DraftTextResult = z.infer<typeof draftTextResult>;
