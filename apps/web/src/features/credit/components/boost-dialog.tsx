import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconWallet, IconQrcode, IconRocket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Boost } from '@baandee/contracts';
import { BOOST_APPROVAL_DAYS, BOOST_CREDITS, BOOST_LIFETIME_DAYS, BOOST_PRICE_SATANG, type BoostPaymentMethod } from '@baandee/domain';
import { showAlert } from '../../../components/alert-store';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-messages';
import { profileQuery } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { formatDate } from '../../../lib/listing-text';
import { useCreateBoost } from '../api/create-boost';
import { usePayment } from '../api/get-payments';
import { isOpenPayment } from '../credit-text';
import { formatSatang } from '../../../lib/money';
import { PaymentScreen } from './payment-screen';
import { RefillButton } from './refill-button';
import classes from './boost-dialog.module.css';
import { usePhone } from './use-phone';
import { ThaiText } from '../../../components/thai-text';

const PRICE = formatSatang(BOOST_PRICE_SATANG);
const CREDITS = String(BOOST_CREDITS);
const DAYS = { min: String(BOOST_APPROVAL_DAYS.min), max: String(BOOST_APPROVAL_DAYS.max) };
/** Refusals the dialog explains in its own words; anything else is the common alert. */
const EXPLAINED = { 'already boosted': 'boost.alreadyBoosted', 'announcement not in publish status': 'boost.notPublished', 'not enough credits': 'boost.notEnough' } as const;
type Explained = keyof typeof EXPLAINED;
const isExplained = (key: string): key is Explained => Object.hasOwn(EXPLAINED, key);

export interface BoostDialogProps {
  listingId: number;
  title: string;
  onClose: () => void;
}

const STEPS = ['choose', 'pay', 'done'] as const;

/** Where the owner is in the three steps: numbered, the current one marked for screen readers too. */
function StepList({ active }: { active: number }) {
  const { t } = useTranslation('credit');
  return (
    <ol className={classes.steps}>
      {STEPS.map((step, index) => (
        <li key={step} className={classes.step} data-state={index < active ? 'done' : index === active ? 'active' : 'todo'} aria-current={index === active ? 'step' : undefined}>
          <span className={classes.number} aria-hidden>
            {index + 1}
          </span>
          {t(`boost.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

/** A way to pay in step 2: a large button with what it costs and what follows. */
function PayOption({ icon, label, hint, disabled, loading, onClick, testId }: {
  icon: ReactNode;
  label: string;
  hint: string;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <UnstyledButton className={classes.option} onClick={onClick} disabled={disabled || loading} data-testid={testId} aria-busy={loading || undefined}>
      <Group wrap="nowrap" gap="sm" align="flex-start">
        {icon}
        <div>
          <Text fw={700}>{label}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The boost payment steps (spec section 2, DESIGN 4.6): what a boost does and costs, paying
 * with credits (when the balance covers it) or by transfer (the payment screen), then the
 * boost running until its end date, or its payment waiting for the team's check.
 */
export function BoostDialog({ listingId, title, onClose }: BoostDialogProps) {
  const { t } = useTranslation('credit');
  const phone = usePhone();
  // rendered only while open: Mantine's own focus return never runs
  useReturnFocus(true);
  const { userId } = useSession();
  const profile = useQuery({ ...profileQuery(userId ?? 0), enabled: userId !== null }).data;
  const create = useCreateBoost();
  const [step, setStep] = useState(0);
  const [started, setStarted] = useState<Boost | null>(null);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Explained | null>(null);
  const payment = usePayment(paymentId).data ?? null;

  const balance = profile?.credit ?? 0;
  const covers = balance >= BOOST_CREDITS;

  const pay = (payWith: BoostPaymentMethod) => {
    setRefusal(null);
    create.mutate(
      { listingId, payWith },
      {
        onSuccess: (result) => {
          if (result.payment) setPaymentId(result.payment.id);
          else {
            setStarted(result.boost);
            setStep(2);
          }
        },
        onError: (error) => {
          if (error instanceof ApiError && isExplained(error.key)) setRefusal(error.key);
          else if (error instanceof ApiError) showAlert({ type: 'error', ...describeApiError(error) });
        },
      },
    );
  };
  // a transfer's payment moves on to the last step once its slip is in
  const active = payment && !isOpenPayment(payment) ? 2 : step;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('boost.title')}
      size="lg"
      radius={phone ? 0 : 'lg'}
      fullScreen={phone}
      centered
      data-testid="boost-dialog"
    >
      <Stack gap="md">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          <ThaiText>{title}</ThaiText>
        </Text>
        <StepList active={active} />
        {active === 0 && (
            <Stack gap="sm" data-testid="boost-step-choose">
              <List spacing="xs" size="sm" icon={<IconRocket size={18} aria-hidden />}>
                <List.Item>{t('boost.what', { days: String(BOOST_LIFETIME_DAYS) })}</List.Item>
                <List.Item>{t('boost.cost', { credits: CREDITS, price: PRICE })}</List.Item>
                <List.Item>{t('boost.approval', DAYS)}</List.Item>
              </List>
              <Group justify="flex-end">
                <Button onClick={() => setStep(1)} data-testid="boost-next">
                  {t('boost.next')}
                </Button>
              </Group>
            </Stack>
        )}
        {active === 1 && (
            <Stack gap="sm" data-testid="boost-step-pay">
              {payment ? (
                <PaymentScreen payment={payment} />
              ) : (
                <>
                  <Text size="sm" data-testid="boost-balance">
                    {t('boost.balance', { n: String(balance) })}
                  </Text>
                  {refusal && (
                    <Alert color="orange" radius="md" data-testid="boost-refusal" data-key={refusal}>
                      {refusal === 'not enough credits' ? t('boost.notEnough', { credits: CREDITS }) : t(EXPLAINED[refusal])}
                    </Alert>
                  )}
                  <PayOption
                    icon={<IconWallet size={28} aria-hidden />}
                    label={t('boost.withCredits', { credits: CREDITS })}
                    hint={covers ? t('boost.withCreditsHint', { after: String(balance - BOOST_CREDITS) }) : t('boost.notEnough', { credits: CREDITS })}
                    disabled={!covers || refusal === 'already boosted' || refusal === 'announcement not in publish status'}
                    loading={create.isPending && create.variables?.payWith === 'credits'}
                    onClick={() => pay('credits')}
                    testId="boost-with-credits"
                  />
                  <PayOption
                    icon={<IconQrcode size={28} aria-hidden />}
                    label={t('boost.withTransfer', { price: PRICE })}
                    hint={t('boost.withTransferHint')}
                    disabled={refusal === 'already boosted' || refusal === 'announcement not in publish status'}
                    loading={create.isPending && create.variables?.payWith === 'transfer'}
                    onClick={() => pay('transfer')}
                    testId="boost-with-transfer"
                  />
                  {!covers && <RefillButton variant="light" />}
                </>
              )}
            </Stack>
        )}
        {active === 2 && (
            <Stack gap="sm" data-testid="boost-step-done">
              {started?.ends_at ? (
                <Alert color="green" radius="md" icon={<IconCheck aria-hidden />} title={t('boost.doneTitle')} data-testid="boost-done">
                  {t('boost.doneText', { date: formatDate(started.ends_at) })}
                </Alert>
              ) : (
                payment && <PaymentScreen payment={payment} />
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('boost.close')}
                </Button>
              </Group>
            </Stack>
        )}
      </Stack>
    </Modal>
  );
}
