import { Alert, Anchor, Button, Divider, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandLine, IconCheck, IconClockHour4, IconDownload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Payment } from '@baandee/contracts';
import { BOOST_APPROVAL_DAYS, COMPANY_CONTACT } from '@baandee/domain';
import { formatDate } from '../../../lib/listing-text';
import { useLineStatus } from '../../line';
import { canSendSlipOverLine, isOpenPayment, paymentListingPath } from '../credit-text';
import { formatSatang } from '../../../lib/money';
import { CopyField } from './copy-field';
import { PaymentStatusBadge } from './payment-status-badge';
import { SlipUpload } from './slip-upload';

const DAYS = { min: String(BOOST_APPROVAL_DAYS.min), max: String(BOOST_APPROVAL_DAYS.max) };

/** What the payment is for: the package and its credits, or the boosted listing (linked). */
function PaymentSubject({ payment }: { payment: Payment }) {
  const { t } = useTranslation('credit');
  if (payment.kind === 'purchase') return <Text fw={600}>{t('pay.forPurchase', { code: payment.package_code ?? '', n: String(payment.credits ?? 0) })}</Text>;
  const path = paymentListingPath(payment);
  const title = payment.announce_title ?? '';
  return <Text fw={600}>{path ? <Anchor component={Link} to={path}>{t('pay.forBoost', { title })}</Anchor> : t('pay.forBoost', { title })}</Text>;
}

/** Step 1: the exact amount, the PromptPay QR to scan or save, and the account to transfer to. */
function TransferDetails({ payment }: { payment: Payment }) {
  const { t } = useTranslation('credit');
  const amount = formatSatang(payment.amount_satang);
  const { instructions } = payment;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        1. {t('pay.step1')}
      </Title>
      <div>
        <Text fz={32} fw={800} c="brand.8" lh={1.2} data-testid="payment-amount">
          {t('pay.amount', { amount })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('pay.amountHint')}
        </Text>
      </div>
      {instructions.qr_image && (
        <Stack align="center" gap={6}>
          <Image
            src={instructions.qr_image}
            alt={t('pay.qrAlt', { amount })}
            w={220}
            h={220}
            fit="contain"
            radius="md"
            style={{ border: '1px solid var(--mantine-color-gray-3)', background: 'white' }}
            data-testid="payment-qr"
          />
          <Text size="xs" c="dimmed" ta="center">
            {t('pay.qrHint')}
          </Text>
          <Button
            component="a"
            href={instructions.qr_image}
            download={`baandee-promptpay-${payment.reference}.png`}
            variant="light"
            size="sm"
            leftSection={<IconDownload size={18} aria-hidden />}
            data-testid="payment-qr-download"
          >
            {t('pay.saveQr')}
          </Button>
        </Stack>
      )}
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('pay.orBank')}
          </Text>
          <div>
            <Text size="xs" c="dimmed">
              {t('pay.bank')}
            </Text>
            <Text fw={500}>{instructions.bank_name}</Text>
          </div>
          <CopyField label={t('pay.accountName')} value={instructions.account_name} />
          <CopyField label={t('pay.accountNumber')} value={instructions.account_number} strong testId="payment-account-number" />
          {instructions.promptpay_id && <CopyField label={t('pay.promptpay')} value={instructions.promptpay_id} strong />}
          <CopyField label={t('pay.reference')} value={payment.reference} strong testId="payment-reference" />
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * Step 2: the slip is uploaded right here, or, for a friend of the LINE official account
 * on a site with LINE, sent as a picture in its chat. Nobody else is offered a LINE way
 * they cannot complete (issue #27).
 */
function SendSlip({ payment }: { payment: Payment }) {
  const { t } = useTranslation('credit');
  const viaLine = canSendSlipOverLine(useLineStatus().data);
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        2. {t('pay.step2')}
      </Title>
      {viaLine && (
        <>
          <Text size="sm" c="dimmed">
            {t('pay.slipLead')}
          </Text>
          <Paper withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t('pay.viaLine')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('pay.viaLineHint')}
              </Text>
              <Button
                component="a"
                href={COMPANY_CONTACT.lineUrl}
                target="_blank"
                rel="noopener noreferrer"
                color="green"
                leftSection={<IconBrandLine size={18} aria-hidden />}
                data-testid="payment-line"
              >
                {t('pay.openLine', { lineId: COMPANY_CONTACT.lineId })}
              </Button>
            </Stack>
          </Paper>
        </>
      )}
      <Paper withBorder radius="md" p="sm">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {viaLine ? t('pay.viaUpload') : t('pay.uploadHere')}
          </Text>
          <SlipUpload paymentId={payment.id} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The outcome once the slip is in: being checked (1-2 days, told by LINE and e-mail), approved, rejected or cancelled. */
function PaymentOutcome({ payment }: { payment: Payment }) {
  const { t } = useTranslation('credit');
  switch (payment.status) {
    case 'awaiting_approval':
      return (
        <Alert color="blue" radius="md" icon={<IconClockHour4 aria-hidden />} title={t('pay.waitingTitle')} data-testid="payment-waiting">
          {t('pay.waitingText', DAYS)}
        </Alert>
      );
    case 'approved':
      return (
        <Alert color="green" radius="md" icon={<IconCheck aria-hidden />} title={t('pay.approvedTitle')} data-testid="payment-approved">
          {payment.kind === 'purchase' ? t('pay.approvedPurchase', { n: String(payment.credits ?? 0) }) : t('pay.approvedBoost')}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert color="red" radius="md" icon={<IconX aria-hidden />} title={t('pay.rejectedTitle')} data-testid="payment-rejected">
          {payment.reason && t('payments.reason', { reason: payment.reason })}
        </Alert>
      );
    default:
      return (
        <Alert color="gray" radius="md" title={t('pay.cancelledTitle')} data-testid="payment-cancelled" />
      );
  }
}

/**
 * The payment screen of a package purchase or a boost paid by transfer (spec section 2,
 * DESIGN 4.5): the transfer to make and how to send its slip while it awaits payment,
 * then where it stands.
 */
export function PaymentScreen({ payment }: { payment: Payment }) {
  const { t } = useTranslation('credit');
  return (
    <Stack gap="md" data-testid="payment-screen" data-payment-id={payment.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <PaymentSubject payment={payment} />
          <Text size="xs" c="dimmed">
            {t('payments.created', { date: formatDate(payment.created_at) })}
          </Text>
        </div>
        <PaymentStatusBadge status={payment.status} />
      </Group>
      {isOpenPayment(payment) ? (
        <>
          <TransferDetails payment={payment} />
          <Divider />
          <SendSlip payment={payment} />
        </>
      ) : (
        <PaymentOutcome payment={payment} />
      )}
    </Stack>
  );
}
