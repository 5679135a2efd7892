import { call } from '../../../lib/api-client';

/** GET api/line/login-url: the LINE Login page with a fresh state the server keeps (10 minutes, once). */
export function getLineLoginUrl() {
  return call('lineLoginUrl', {});
}
