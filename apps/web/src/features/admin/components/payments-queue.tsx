import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BOOST_APPROVAL_DAYS, PAYMENT_STATUSES, type PaymentStatus } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { usePageParam } from '../../../lib/use-page-param';
import { useAdminPayments } from '../api/get-admin-payments';
import { AdminEmptyState } from './admin-empty-state';
import { PaymentItem } from './payment-item';
import { PagedItems } from './paged-items';

/** The queue's tabs: slips awaiting a check first. */
const TABS: readonly PaymentStatus[] = ['awaiting_approval', 'awaiting_payment', 'approved', 'rejected', 'cancelled'];
const DAYS = { min: String(BOOST_APPROVAL_DAYS.min), max: String(BOOST_APPROVAL_DAYS.max) };
const isStatus = (value: string | null): value is PaymentStatus => (PAYMENT_STATUSES as readonly (string | null)[]).includes(value);

/** /admin/payments: purchases and boost payments by status (default: awaiting a check, oldest first). */
export function PaymentsQueue() {
  const { t } = useTranslation(['admin', 'listing', 'credit']);
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const requested = params.get('status');
  const status: PaymentStatus = isStatus(requested) ? requested : 'awaiting_approval';
  const query = useAdminPayments(status, page);
  const data = query.data;

  return (
    <Stack gap="md" data-testid="payments-queue">
      <Tabs value={status} onChange={(next) => next && setParams({ status: next })} keepMounted={false}>
        <Tabs.List aria-label={t('payments.statusLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`payments-tab-${tab}`}>
              {t(`credit:payments.status.${tab}`, DAYS)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        <PagedItems
          page={data}
          onPage={setPage}
          empty={
            status === 'awaiting_approval' ? (
              <AdminEmptyState section="payments" />
            ) : (
              <Text c="dimmed" ta="center" py="xl" data-testid="payments-queue-empty">
                {t('payments.empty')}
              </Text>
            )
          }
        >
          {(payment) => <PaymentItem key={payment.id} payment={payment} />}
        </PagedItems>
      </ContentLoader>
    </Stack>
  );
}
