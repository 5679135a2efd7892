import type { TokenBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** POST api/user/verify-email with the token of the mailed link; the page shows a failure itself. */
export function verifyEmail(body: TokenBody) {
  return call('verifyEmail', { body }, { alert: false });
}
