import type { ListingFormBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/**
 * POST api/estate/draft-text: a title and a description in Thai and English written from
 * what the form holds. Saves nothing; a failure shows the app's alert.
 */
export function draftText(body: ListingFormBody) {
  return call('draftText', { body });
}
