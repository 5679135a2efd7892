import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@baandee/contracts';
import { api } from '../../../lib/api-client';

export interface RegisterResult {
  registered: true;
  email: string;
}

/** POST api/user/register. The form shows the server's field errors on its fields, so no global alert. */
export function register(body: RegisterBody): Promise<RegisterResult> {
  return api<RegisterResult>('/api/user/register', { method: 'POST', body, alert: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
