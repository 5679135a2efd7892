import { useMutation } from '@tanstack/react-query';
import type { ContactOwnerBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** POST api/contact-announce-owner. The form shows field errors itself, so no global alert. */
export function contactOwner(body: ContactOwnerBody) {
  return call('contactAnnounceOwner', { body }, { alert: false });
}

export function useContactOwner() {
  return useMutation({ mutationFn: contactOwner });
}
