import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoostPaymentMethod } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { listingKeys } from '../../listings';
import { creditKeys, refreshCredit } from './keys';

export interface BoostRequest {
  listingId: number;
  payWith: BoostPaymentMethod;
}

/**
 * POST api/boost-post/create. The dialog shows the refusals it expects ('already boosted',
 * 'not enough credits', 'announcement not in publish status') itself.
 */
export function createBoost({ listingId, payWith }: BoostRequest) {
  return call('boostCreate', { body: { announce_id: listingId, pay_with: payWith } }, { alert: false });
}

/** A boost changes the balance and the listing's label: credits and every list of cards are read again. */
export function useCreateBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoost,
    onSuccess: (result) => {
      if (result.payment) queryClient.setQueryData(creditKeys.payment(result.payment.id), result.payment);
    },
    onSettled: () => Promise.all([refreshCredit(queryClient), queryClient.invalidateQueries({ queryKey: listingKeys.all })]),
  });
}
