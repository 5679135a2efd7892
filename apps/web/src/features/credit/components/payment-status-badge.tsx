import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@baandee/domain';
import { BOOST_APPROVAL_DAYS } from '@baandee/domain';

const COLOURS: Record<PaymentStatus, string> = {
  awaiting_payment: 'yellow',
  awaiting_approval: 'blue',
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

/** A payment's status as a label; awaiting a check says how long it takes (spec: 1-2 days). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('credit');
  return (
    <Badge color={COLOURS[status]} variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="payment-status" data-status={status}>
      {t(`payments.status.${status}`, { min: String(BOOST_APPROVAL_DAYS.min), max: String(BOOST_APPROVAL_DAYS.max) })}
    </Badge>
  );
}
