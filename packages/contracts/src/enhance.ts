import { rowId } from './account-fields.js';
import { requiredText } from './common.js';
import { z } from './error-map.js';

/** Listing photos enhanced (docs/decisions/050). */

/** POST api/estate/enhance-image */
export const enhanceImageBody = z.object({
  announce_id: rowId,
  url: requiredText(1000).meta({ description: 'One of the listing\'s photos (or an upload of the owner\'s for it), as upload-image answered it' }),
});
export type EnhanceImageBody = z.input<typeof enhanceImageBody>;

const enhancedPhoto = z.object({
  url: z.string().meta({ description: 'The enhanced photo, cover size 976x510 cropped around what matters: save it in the form in place of the original' }),
  thumb_url: z.string(),
  large_url: z.string(),
  original_url: z.string().meta({ description: 'The original, kept: saving it back in the form reverts the enhancement' }),
  original_thumb_url: z.string(),
  original_large_url: z.string(),
});
export type EnhancedPhoto = z.infer<typeof enhancedPhoto>;

const allowance = {
  left: z.number().int().min(0).meta({ description: 'Enhancements left for this listing' }),
  allowance: z.number().int().positive().meta({ description: 'Enhancements this listing gets in all: 5 for a holder of the OPENING99 package, 1 to try otherwise' }),
};

export const enhanceImageResult = enhancedPhoto.extend(allowance);
export type EnhanceImageResult = z.infer<typeof enhanceImageResult>;

/** GET api/estate/enhance-image/{announce_id} */
export const estateEnhancementsResult = z.object({ ...allowance, photos: z.array(enhancedPhoto) });
export type EstateEnhancementsResult = z.infer<typeof estateEnhancementsResult>;
