import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationAction } from '@baandee/domain';
import { call } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notifyDone } from '../notify';
import { adminKeys } from './keys';

export interface Moderation {
  id: number;
  action: ModerationAction;
  /** Required for reject and ban: the owner reads it. */
  reason?: string;
}

/** PUT api/admin/estate/{approve|reject|ban|unban}/{id}. */
export function moderateEstate({ id, action, reason = '' }: Moderation) {
  const params = { id };
  switch (action) {
    case 'approve':
      return call('adminApproveEstate', { params });
    case 'reject':
      return call('adminRejectEstate', { params, body: { reason } });
    case 'ban':
      return call('adminBanEstate', { params, body: { reason } });
    case 'unban':
      return call('adminUnbanEstate', { params });
  }
}

/**
 * The queue (and the overview's counts) are read again after each decision (the listing moves
 * to another status). The decision is confirmed here, not by the listing's card: the card
 * leaves the queue when the list is read again, and a card's own callbacks would be dropped.
 */
export function useModerateEstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateEstate,
    onSuccess: (_answer, { action }) => notifyDone(i18n.t(`admin:moderation.done.${action}`)),
    // the overview's queue counts change with it
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.estates }), queryClient.invalidateQueries({ queryKey: adminKeys.summary })]),
  });
}
