import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** POST api/user/register. The form shows the server's field errors on its fields, so no global alert. */
export function register(body: RegisterBody) {
  return call('register', { body }, { alert: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
