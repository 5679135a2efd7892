import { endpoint } from '../endpoint.js';
import { enhanceImageBody, enhanceImageResult, estateEnhancementsResult } from '../enhance.js';
import { announceIdParams } from '../listing.js';

const tags = ['listings'];

/** Listing photos enhanced (docs/decisions/050). */
export const enhanceEndpoints = {
  enhanceEstateImage: endpoint('enhanceEstateImage', {
    summary:
      'Enhance one of the listing\'s photos: levels, white balance, shadows, noise and sharpening, the cover cropped around what matters. The original is kept; the answer is a new photo to save in the form in its place (saving the original back reverts). A photo is counted once per listing, whatever the clicks',
    tags,
    access: 'user',
    body: enhanceImageBody,
    result: enhanceImageResult,
    errors: {
      403: ['not the owner'],
      404: ['announcement does not exist'],
      409: ['no enhancements left'],
    },
  }),
  estateEnhancements: endpoint('estateEnhancements', {
    summary: 'The listing\'s enhancements: how many are left of how many, and each enhanced photo with its original',
    tags,
    access: { owner: 'listing', param: 'announce_id' },
    params: announceIdParams,
    result: estateEnhancementsResult,
  }),
};
