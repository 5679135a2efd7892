import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FbRegisterBody, GoogleRegisterBody } from '@baandee/contracts';
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

/** Either provider: the server checks the token, then a session starts as with login. */
export function useSocialSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SocialSignIn) => (request.provider === 'google' ? googleRegister(request.body) : fbRegister(request.body)),
    onSuccess: ({ token, info }) => startSession(queryClient, token, info),
  });
}
