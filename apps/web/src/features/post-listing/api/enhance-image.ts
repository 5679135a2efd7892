import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { postingKeys } from './keys';

/** GET api/estate/enhance-image/{announce_id}: what is left of the listing's enhancements, and its enhanced photos with their originals. */
export const estateEnhancementsQuery = (id: number) =>
  queryOptions({
    queryKey: postingKeys.enhancements(id),
    queryFn: ({ signal }) => call('estateEnhancements', { params: { announce_id: id } }, { signal, alert: false }),
  });

/** POST api/estate/enhance-image: the enhanced photo (a new URL to save in place of the original), the original, and what is left. */
export function enhanceEstateImage(listingId: number, url: string) {
  return call('enhanceEstateImage', { body: { announce_id: listingId, url } }, { alert: false });
}
