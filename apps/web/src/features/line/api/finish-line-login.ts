import type { LineCallbackBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** POST api/line/callback with what LINE sent back; the callback page shows a failure itself. */
export function finishLineLogin(body: LineCallbackBody) {
  return call('lineCallback', { body }, { alert: false });
}
