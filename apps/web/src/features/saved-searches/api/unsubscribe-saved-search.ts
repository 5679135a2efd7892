import type { UnsubscribeSavedSearchBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** POST api/saved-search/unsubscribe: an alert's signed link, without signing in; the page shows a failure itself. */
export function unsubscribeSavedSearch(body: UnsubscribeSavedSearchBody) {
  return call('unsubscribeSavedSearch', { body }, { alert: false });
}
