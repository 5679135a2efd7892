import { endpoint } from '../endpoint.js';
import { announceIdParams } from '../listing.js';
import { listingQualityQuery, listingQualityResult } from '../listing-quality.js';

/** The listing quality score (issue #34, docs/decisions/063). */
export const listingQualityEndpoints = {
  estateQuality: endpoint('estateQuality', {
    summary:
      "The listing's quality score (0-100) from what a seeker needs (photos and their resolution, the cover, the description and the facts it names, the form's fields, the map pin, the price per m² against the area's median, freshness) and the fixes that raise it, for its owner or an admin",
    tags: ['listings'],
    access: { owner: 'listing', param: 'announce_id', orAdmin: true },
    params: announceIdParams,
    query: listingQualityQuery,
    result: listingQualityResult,
  }),
};
