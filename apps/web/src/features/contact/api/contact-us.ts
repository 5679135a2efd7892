import { useMutation } from '@tanstack/react-query';
import type { ContactUsBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** POST api/contact-us. The form shows field errors itself, so no global alert. */
export function sendContactMessage(body: ContactUsBody) {
  return call('contactUs', { body }, { alert: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
