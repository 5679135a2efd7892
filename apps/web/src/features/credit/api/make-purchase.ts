import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditKeys, refreshCredit } from './keys';

/** POST api/make-purchase {package_code}: a payment awaiting the transfer, with its QR and bank details. */
export function makePurchase(packageCode: string) {
  return call('makePurchase', { body: { package_code: packageCode } });
}

/** The new payment goes straight to its screen's cache entry; the payments list is read again. */
export function useMakePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePurchase,
    onSuccess: async (payment) => {
      queryClient.setQueryData(creditKeys.payment(payment.id), payment);
      await refreshCredit(queryClient);
    },
  });
}
