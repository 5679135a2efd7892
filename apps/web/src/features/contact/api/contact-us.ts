import { useMutation } from '@tanstack/react-query';
import type { ContactUsBody } from '@baandee/contracts';
import { api } from '../../../lib/api-client';

/** POST api/contact-us. The form shows field errors itself, so no global alert. */
export function sendContactMessage(body: ContactUsBody): Promise<{ sent: true }> {
  return api('/api/contact-us', { method: 'POST', body, alert: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
