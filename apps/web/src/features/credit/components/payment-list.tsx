import { useState } from 'react';
import { Center, Group, Pagination, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@baandee/contracts';
import { ContentLoader } from '../../../components/content-loader';
import { formatDate } from '../../../lib/listing-text';
import { usePayments } from '../api/get-payments';
import { formatSatang } from '../../../lib/money';
import { PaymentStatusBadge } from './payment-status-badge';
import classes from './payment-list.module.css';
import { ThaiText } from '../../../components/thai-text';

/** One payment: what for, the amount, its status (with the reason of a rejection); it opens its payment screen. */
function PaymentRow({ payment, onOpen }: { payment: Payment; onOpen: (id: string) => void }) {
  const { t } = useTranslation('credit');
  const what = payment.kind === 'purchase' ? t('payments.kind.purchase', { code: payment.package_code ?? '' }) : t('payments.kind.boost');
  return (
    <li>
      <UnstyledButton
        className={classes.row}
        onClick={() => onOpen(payment.id)}
        data-testid="payment-row"
        data-payment-id={payment.id}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {what}
              {payment.kind === 'boost' && payment.announce_title ? <ThaiText>{`: ${payment.announce_title}`}</ThaiText> : ''}
            </Text>
            <Text size="sm">
              {t('pay.amount', { amount: formatSatang(payment.amount_satang) })} · <span className={classes.reference}>{payment.reference}</span>
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(payment.created_at)}
            </Text>
            {payment.status === 'rejected' && payment.reason && (
              <Text size="xs" c="red.8">
                {t('payments.reason', { reason: payment.reason })}
              </Text>
            )}
          </Stack>
          <Group gap={4} wrap="nowrap">
            <PaymentStatusBadge status={payment.status} />
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The user's payments, newest first; each row opens its payment screen. */
export function PaymentList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation(['credit', 'listing']);
  const [page, setPage] = useState(1);
  const query = usePayments(page);
  const payments = query.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-title" data-testid="payment-list">
      <div>
        <Title order={2} size="h4" id="payments-title">
          {t('payments.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('payments.lead')}
        </Text>
      </div>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {payments && payments.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="payments-empty">
            {t('payments.empty')}
          </Text>
        ) : (
          payments && (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {payments.data.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} onOpen={onOpen} />
              ))}
            </Stack>
          )
        )}
        {payments && payments.last_page > 1 && (
          <Center component="nav" aria-label={t('listing:pager.label')} mt="sm">
            <Pagination total={payments.last_page} value={payments.current_page} onChange={setPage} siblings={1} />
          </Center>
        )}
      </ContentLoader>
    </Stack>
  );
}
