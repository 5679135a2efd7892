import { useEffect } from 'react';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useAddressParams } from '../../../lib/use-page-param';
import type { UserInfo } from '@baandee/contracts';
import { profileQuery } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { useCreditInfo } from '../api/get-credit-info';
import { CreditBar } from './credit-bar';
import { CreditHistory } from './credit-history';
import { PaymentDialog } from './payment-dialog';
import { PaymentList } from './payment-list';

/**
 * The ledger's balance is the truth: when it answers another number than the profile
 * holds, the profile takes it, so the bar and the user menu never disagree with the history.
 */
function useBalanceFollowsLedger() {
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const ledger = useCreditInfo('all', 1).data?.credit;
  useEffect(() => {
    if (userId === null || ledger === undefined) return;
    queryClient.setQueryData<UserInfo>(profileQuery(userId).queryKey, (profile) => (profile && profile.credit !== ledger ? { ...profile, credit: ledger } : profile));
  }, [queryClient, userId, ledger]);
}

/** /my-credit-point: the credit bar, the history, the payments; ?payment= opens one's payment screen. */
export function CreditPage() {
  const [params, setParams] = useAddressParams();
  const paymentId = params.get('payment');
  useBalanceFollowsLedger();

  const setPayment = (id: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (id === null) updated.delete('payment');
      else updated.set('payment', id);
      return updated;
    });

  return (
    <Stack gap="xl">
      <CreditBar />
      <CreditHistory />
      <PaymentList onOpen={setPayment} />
      <PaymentDialog paymentId={paymentId} onClose={() => setPayment(null)} />
    </Stack>
  );
}
