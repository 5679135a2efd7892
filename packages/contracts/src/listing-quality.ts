import { QUALITY_FIX_CODES } from '@baandee/domain';
import { z } from './error-map.js';

/** The language of the fixes' messages, as the other calls that answer words ask for it. */
export const listingQualityQuery = z.object({
  lang: z.enum(['th', 'en']).default('th').meta({ description: 'The language of the messages' }),
});

/** One thing the owner can do to raise the score, in words (docs/decisions/063). */
export const qualityFix = z.object({
  code: z.enum(QUALITY_FIX_CODES).meta({ description: 'Stable: which check it is (a client may link it to the form step that fixes it)' }),
  message: z.string().meta({ description: 'What to do, concretely, in the language asked for' }),
});
export type QualityFixResult = z.infer<typeof qualityFix>;

/** GET api/estate/quality/{announce_id} */
export const listingQualityResult = z.object({
  score: z.number().int().min(0).max(100).meta({ description: '0-100: 100 when there is nothing to fix' }),
  fixes: z.array(qualityFix).meta({ description: 'The fixes that add the most points first; empty at 100' }),
});
export type ListingQualityResult = z.infer<typeof listingQualityResult>;
