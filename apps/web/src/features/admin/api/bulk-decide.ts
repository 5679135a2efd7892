import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkAction } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';

export interface BulkDecision<Id> {
  ids: Id[];
  action: BulkAction;
  /** Required to reject: every owner (or buyer) reads it. */
  reason?: string;
}

/** What a bulk decision answers: each item decided (its new status) or not (the catalogue message why). */
export interface BulkOutcome {
  results: { id: number | string; ok: boolean; status?: string | undefined; message?: string | undefined }[];
  done: number;
  failed: number;
}

/** PUT api/admin/estate/bulk and api/admin/payment/bulk; the queue and the overview's counts are read again after. */
export function useBulkDecision(kind: 'estates' | 'payments') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: BulkDecision<number> | BulkDecision<string>): Promise<BulkOutcome> =>
      kind === 'estates'
        ? call('adminBulkEstates', { body: decision as BulkDecision<number> })
        : call('adminBulkPayments', { body: decision as BulkDecision<string> }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kind === 'estates' ? adminKeys.estates : adminKeys.payments }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
      ]),
  });
}
