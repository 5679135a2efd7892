import { useState } from 'react';
import { Button, Modal, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { profileQuery } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { lineStatusQuery } from '../../line';
import { useMakePurchase } from '../api/make-purchase';
import { refillStep, type RefillStep } from '../credit-text';
import { ConnectLineStep } from './connect-line-step';
import { PackagePicker } from './package-picker';

/** Where the payment screen of a new purchase opens. */
export const paymentPath = (id: string) => `/my-credit-point?payment=${encodeURIComponent(id)}`;

/**
 * The refill button and its dialog (spec section 4 "Refill credit"): the profile and the
 * LINE status are read again first, then the packages open for a LINE friend, or for
 * everyone where LINE is not set up on this site; the connect-LINE step for anyone else.
 * Choosing a package buys it, closes the dialog and opens its payment screen.
 */
export function RefillButton(props: ButtonProps) {
  const { t } = useTranslation('credit');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { userId } = useSession();
  const purchase = useMakePurchase();
  const [step, setStep] = useState<RefillStep | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    if (userId === null) return;
    setChecking(true);
    try {
      const [profile, line] = await Promise.all([
        queryClient.fetchQuery({ ...profileQuery(userId), staleTime: 0 }),
        queryClient.fetchQuery({ ...lineStatusQuery(userId), staleTime: 0 }),
      ]);
      setStep(refillStep(profile, line));
    } finally {
      setChecking(false);
    }
  };

  const buy = (code: string) =>
    purchase.mutate(code, {
      onSuccess: (payment) => {
        setStep(null);
        void navigate(paymentPath(payment.id));
      },
      // the profile said friend but the server did not (unfollowed since): the way to LINE instead
      onError: () => void check(),
    });

  return (
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden />} loading={checking && step === null} onClick={() => void check()} data-testid="refill-button" {...props}>
        {t('bar.refill')}
      </Button>
      <Modal
        opened={step !== null}
        onClose={() => setStep(null)}
        title={t('refill.title')}
        centered
        radius="lg"
        data-testid="refill-dialog"
      >
        {step === 'packages' ? (
          <PackagePicker buying={purchase.isPending ? (purchase.variables ?? null) : null} onChoose={buy} />
        ) : (
          <ConnectLineStep checking={checking} onRecheck={() => void check()} />
        )}
      </Modal>
    </>
  );
}
