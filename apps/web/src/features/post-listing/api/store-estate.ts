import type { ListingFormBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/**
 * POST api/estate/store: without `id` it creates the draft, with it it updates the draft.
 * The form shows field errors and the unfinished-draft answer itself.
 */
export function storeEstate(body: ListingFormBody) {
  return call('storeEstate', { body }, { alert: false });
}

/** The unfinished draft of the signed-in user (GET api/estate/my-estate), if any. */
export async function unfinishedDraftId(): Promise<number | null> {
  const page = await call('myEstate', { query: { page: 1 } });
  return page.not_finish_id;
}
