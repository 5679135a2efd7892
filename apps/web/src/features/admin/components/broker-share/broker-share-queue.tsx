import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BROKER_SHARE_STATUSES, type BrokerShareStatus } from '@baandee/domain';
import { ContentLoader } from '../../../../components/content-loader';
import { usePageParam } from '../../../../lib/use-page-param';
import { useAdminBrokerShares } from '../../api/admin-broker-share';
import { BrokerShareItem } from './broker-share-item';
import { PagedItems } from '../paged-items';

const isStatus = (value: string | null): value is BrokerShareStatus => (BROKER_SHARE_STATUSES as readonly (string | null)[]).includes(value);

/** /admin/broker-share: listings the team posts in broker groups, those ready to post first; posted ones with group and date. */
export function BrokerShareQueue() {
  const { t } = useTranslation(['admin', 'listing']);
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const requested = params.get('status');
  const status: BrokerShareStatus = isStatus(requested) ? requested : 'pending';
  const query = useAdminBrokerShares(status, page);
  const data = query.data;

  return (
    <Stack gap="md" data-testid="broker-share-queue">
      <Text c="dimmed" size="sm">
        {t('brokerShare.lead')}
      </Text>
      <Tabs value={status} onChange={(next) => next && setParams({ status: next })} keepMounted={false}>
        <Tabs.List aria-label={t('brokerShare.statusLabel')}>
          {BROKER_SHARE_STATUSES.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`broker-share-tab-${tab}`}>
              {t(`brokerShare.status.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        <PagedItems
          page={data}
          onPage={setPage}
          empty={
            <Text c="dimmed" ta="center" py="xl" data-testid="broker-share-empty">
              {t(`brokerShare.empty.${status}`)}
            </Text>
          }
        >
          {(share) => <BrokerShareItem key={share.id} share={share} />}
        </PagedItems>
      </ContentLoader>
    </Stack>
  );
}
