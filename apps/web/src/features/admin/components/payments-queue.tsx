import { useState } from 'react';
import { Select, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BOOST_APPROVAL_DAYS, PAYMENT_KINDS, PAYMENT_STATUSES, OPEN_PAYMENT_STATUSES, type PaymentKind, type PaymentStatus } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { usePageParam, useSetFilterParam } from '../../../lib/use-page-param';
import { useAdminPayments } from '../api/get-admin-payments';
import { AdminEmptyState } from './admin-empty-state';
import { PaymentItem } from './payment-item';
import { PagedItems } from './paged-items';
import { BulkBar, QueueFilterBar, useQueueParams } from './queue-tools';

/** The queue's tabs: slips awaiting a check first. */
const TABS: readonly PaymentStatus[] = ['awaiting_approval', 'awaiting_payment', 'approved', 'rejected', 'cancelled'];
const DAYS = { min: String(BOOST_APPROVAL_DAYS.min), max: String(BOOST_APPROVAL_DAYS.max) };
const isStatus = (value: string | null): value is PaymentStatus => (PAYMENT_STATUSES as readonly (string | null)[]).includes(value);
const isKind = (value: string): value is PaymentKind => (PAYMENT_KINDS as readonly string[]).includes(value);
const FILTERS = ['q', 'kind', 'from', 'to'] as const;

/**
 * /admin/payments: purchases and boost payments by status (default: awaiting a check, oldest
 * first); searched (reference, payer's e-mail, number) and filtered (kind, days made) in the
 * address. Open payments are chosen with checkboxes and approved or rejected together.
 */
export function PaymentsQueue() {
  const { t } = useTranslation(['admin', 'listing', 'credit']);
  const [params] = useSearchParams();
  const setFilter = useSetFilterParam();
  const [page, setPage] = usePageParam();
  const filters = useQueueParams(FILTERS);
  const requested = params.get('status');
  const status: PaymentStatus = isStatus(requested) ? requested : 'awaiting_approval';
  const { q, kind, from, to } = filters.values;
  const query = useAdminPayments({ status, page, q, from, to, ...(isKind(kind) && { kind }) });
  const data = query.data;
  // the choice belongs to one page of one search: another page or search starts empty
  const place = params.toString();
  const [selection, setSelection] = useState<{ place: string; ids: string[] }>({ place, ids: [] });
  const selected = selection.place === place ? selection.ids : [];
  const select = (ids: string[]) => setSelection({ place, ids });
  const bulk = (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status) && data !== undefined;
  const referenceOf = (id: string) => data?.data.find((payment) => payment.id === id)?.reference ?? `#${id}`;

  return (
    <Stack gap="md" data-testid="payments-queue">
      <Tabs
        value={status}
        onChange={(next) => next && setFilter('status', next)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('payments.statusLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`payments-tab-${tab}`}>
              {t(`credit:payments.status.${tab}`, DAYS)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueueFilterBar values={{ q, from, to }} onChange={filters.set} searchLabel={t('queue.payments.searchLabel')} testId="payments-filters">
        <Select
          label={t('queue.payments.kind')}
          placeholder={t('queue.payments.anyKind')}
          data={PAYMENT_KINDS.map((value) => ({ value, label: t(`queue.payments.kinds.${value}`) }))}
          value={isKind(kind) ? kind : null}
          onChange={(value) => filters.set({ kind: value ?? '' })}
          clearable
          data-testid="payments-filters-kind"
        />
      </QueueFilterBar>
      {bulk && data && <BulkBar kind="payments" pageIds={data.data.map((payment) => payment.id)} selected={selected} onSelect={select} nameOf={referenceOf} testId="payments-bulk" />}
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        <PagedItems
          page={data}
          onPage={setPage}
          empty={
            status === 'awaiting_approval' && !(q || kind || from || to) ? (
              <AdminEmptyState section="payments" />
            ) : (
              <Text c="dimmed" ta="center" py="xl" data-testid="payments-queue-empty">
                {t('payments.empty')}
              </Text>
            )
          }
        >
          {(payment) => (
            <PaymentItem
              key={payment.id}
              payment={payment}
              selection={
                bulk
                  ? {
                      checked: selected.includes(payment.id),
                      onChange: (checked) => select(checked ? [...selected, payment.id] : selected.filter((id) => id !== payment.id)),
                    }
                  : undefined
              }
            />
          )}
        </PagedItems>
      </ContentLoader>
    </Stack>
  );
}
