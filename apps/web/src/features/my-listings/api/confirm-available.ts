import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityAnswerBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { listingKeys } from '../../listings';

/** PUT api/estate/confirm-available/{announce_id}: the owner says the published listing is still available. */
export function confirmAvailable(id: number) {
  return call('confirmAvailable', { params: { announce_id: id } });
}

/** The cards and the listing page read confirmed_at again afterwards. */
export function useConfirmAvailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAvailable,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** POST api/estate/availability-answer with the token of the mailed link; the page shows a failure itself. */
export function answerAvailability(body: AvailabilityAnswerBody) {
  return call('answerAvailability', { body }, { alert: false });
}
