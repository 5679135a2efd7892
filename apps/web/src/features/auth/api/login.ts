import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { startSession } from '../../../lib/current-user';

/** POST api/user/login: a wrong pair answers 'email or password not valid', which the form says itself. */
export function login(body: LoginBody) {
  return call('login', { body }, { alert: false });
}

/** A successful login stores the session and the profile (spec section 4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, info }) => startSession(queryClient, token, info),
  });
}
