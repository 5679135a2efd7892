import type { FbRegisterBody, GoogleRegisterBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import type { SocialCalls } from '../../auth';

/**
 * The event page's own sign-in (POST api/event/songkran/gauth and fbauth): the server
 * checks the token exactly as for the accounts' sign-in, and refuses outside the event.
 */
export const songkranSignIn: SocialCalls = {
  google: (body: GoogleRegisterBody) => call('songkranGauth', { body }, { alert: false }),
  facebook: (body: FbRegisterBody) => call('songkranFbauth', { body }, { alert: false }),
};
