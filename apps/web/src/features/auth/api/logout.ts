import { call } from '../../../lib/api-client';

/**
 * POST api/user/logout ends the session on the server. The app signs out locally whatever
 * the answer: a session the server no longer knows is over anyway.
 */
export function logout() {
  return call('logout', {}, { alert: false });
}
