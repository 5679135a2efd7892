import { Badge, Button, Center, Code, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FailedJob } from '@baandee/contracts';
import { ContentLoader } from '../../../../components/content-loader';
import { usePageParam } from '../../../../lib/use-page-param';
import { useAdminDeliveries, useRetryDeliveries } from '../../api/admin-deliveries';
import { bangkokTime } from '../../bangkok-time';
import { notifyDone } from '../../notify';
import { AdminEmptyState } from '../admin-empty-state';

const QUEUES = ['mail', 'notification', 'password-reset', 'delete-files', 'saved-search-alert', 'saved-search-send', 'saved-search-match', 'availability-ask'] as const;
const queueName = (queue: string) => ((QUEUES as readonly string[]).includes(queue) ? (queue as (typeof QUEUES)[number]) : 'other');

/** /admin/deliveries: mails and notifications that failed on every retry, to send again one by one or all at once. */
export function FailedDeliveries() {
  const { t } = useTranslation('admin');
  const [page, setPage] = usePageParam();
  const query = useAdminDeliveries(page);
  const retry = useRetryDeliveries();
  const data = query.data;

  return (
    <Stack gap="md" data-testid="failed-deliveries">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: '1 1 240px' }}>
          <Title order={2} size="h4">
            {t('deliveries.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('deliveries.lead')}
          </Text>
        </div>
        {data && data.total > 0 && (
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={retry.isPending && retry.variables === null}
            disabled={retry.isPending}
            onClick={() => retry.mutate(null, { onSuccess: (count) => notifyDone(t('deliveries.retriedAll', { count })) })}
            data-testid="deliveries-retry-all"
          >
            {t('deliveries.retryAll')}
          </Button>
        )}
      </Group>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {data && data.data.length === 0 ? (
          <AdminEmptyState section="deliveries" />
        ) : (
          data && (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" data-testid="deliveries-count">
                {t('deliveries.count', { count: data.total })}
              </Text>
              {data.data.map((job) => (
                <DeliveryItem
                  key={job.id}
                  job={job}
                  busy={retry.isPending}
                  retrying={retry.isPending && retry.variables === job.id}
                  onRetry={() => retry.mutate(job.id, { onSuccess: () => notifyDone(t('deliveries.retried')) })}
                />
              ))}
              {data.last_page > 1 && (
                <Center component="nav" aria-label={t('deliveries.title')}>
                  <Pagination total={data.last_page} value={data.current_page} onChange={setPage} siblings={1} />
                </Center>
              )}
            </Stack>
          )
        )}
      </ContentLoader>
    </Stack>
  );
}

function DeliveryItem({ job, busy, retrying, onRetry }: { job: FailedJob; busy: boolean; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="delivery-item" data-job-id={job.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Badge variant="light">{t(`deliveries.queues.${queueName(job.queue)}`)}</Badge>
            {job.summary && (
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {job.summary}
              </Text>
            )}
          </Group>
          <Button size="xs" variant="light" loading={retrying} disabled={busy} onClick={onRetry} data-testid="delivery-retry">
            {t('deliveries.retry')}
          </Button>
        </Group>
        {job.recipient && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('deliveries.to', { recipient: job.recipient })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('deliveries.attempts', { count: job.attempts })}
          {job.failed_at && ` · ${t('deliveries.failedAt', { time: bangkokTime(job.failed_at) })}`}
        </Text>
        <Text size="sm" fw={600}>
          {t('deliveries.error')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="delivery-error">
          {job.error ?? t('deliveries.noError')}
        </Code>
      </Stack>
    </Paper>
  );
}
