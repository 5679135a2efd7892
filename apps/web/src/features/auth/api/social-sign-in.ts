import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, FbRegisterBody, GoogleRegisterBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { startSession } from '../../../lib/current-user';

/** POST api/user/google-register: the Google ID token and what it says about the person. */
export function googleRegister(body: GoogleRegisterBody) {
  return call('googleRegister', { body }, { alert: false });
}

/** POST api/user/fb-register: the Facebook access token and the Graph profile. */
export function fbRegister(body: FbRegisterBody) {
  return call('fbRegister', { body }, { alert: false });
}

export type SocialSignIn = { provider: 'google'; body: GoogleRegisterBody } | { provider: 'facebook'; body: FbRegisterBody };

/** The calls that check each provider's token and answer a session. */
export interface SocialCalls {
  google(body: GoogleRegisterBody): Promise<AuthResult>;
  facebook(body: FbRegisterBody): Promise<AuthResult>;
}

/** The accounts' own sign-in; the Songkran event page has its own calls (features/songkran). */
export const accountSocialCalls: SocialCalls = { google: googleRegister, facebook: fbRegister };

/** Either provider: the server checks the token, then a session starts as with login. */
export function useSocialSignIn(calls: SocialCalls = accountSocialCalls) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SocialSignIn) => (request.provider === 'google' ? calls.google(request.body) : calls.facebook(request.body)),
    onSuccess: ({ token, info }) => startSession(queryClient, token, info),
  });
}
