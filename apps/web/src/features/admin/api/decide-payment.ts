import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notifyDone } from '../notify';
import { adminKeys } from './keys';

export interface PaymentDecision {
  id: string;
  action: 'approve' | 'reject';
  /** Required to reject: the buyer reads it. */
  reason?: string;
}

/** PUT api/admin/payment/{approve|reject}/{id}. */
export function decidePayment({ id, action, reason = '' }: PaymentDecision) {
  const params = { id };
  return action === 'approve' ? call('adminApprovePayment', { params }) : call('adminRejectPayment', { params, body: { reason } });
}

/**
 * The queue (and the overview's counts) are read again after each decision (the payment moves
 * to another status). The decision is confirmed here, not by the payment's card: the card
 * leaves the queue when the list is read again, and a card's own callbacks would be dropped.
 */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePayment,
    onSuccess: (_answer, { action }) => notifyDone(i18n.t(`admin:payments.done.${action}`)),
    // the overview's queue counts change with it
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.payments }), queryClient.invalidateQueries({ queryKey: adminKeys.summary })]),
  });
}
