import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LISTING_STATUSES, type ListingStatus } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { usePageParam } from '../../../lib/use-page-param';
import { useAdminEstates } from '../api/get-admin-estates';
import { AdminEmptyState } from './admin-empty-state';
import { ModerationItem } from './moderation-item';
import { PagedItems } from './paged-items';

/** The queue's tabs: what needs a decision first. */
const TABS: readonly ListingStatus[] = ['pending', 'publish', 'banned', 'un-publish', 'closed', 'draft'];
const isStatus = (value: string | null): value is ListingStatus => (LISTING_STATUSES as readonly (string | null)[]).includes(value);

/** /admin/moderation: listings by status, oldest submission first; each decision refreshes the list. */
export function ModerationQueue() {
  const { t } = useTranslation(['admin', 'listing']);
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const requested = params.get('status');
  const status: ListingStatus = isStatus(requested) ? requested : 'pending';
  const query = useAdminEstates(status, page);
  const data = query.data;

  return (
    <Stack gap="md" data-testid="moderation-queue">
      <Tabs value={status} onChange={(next) => next && setParams({ status: next })} keepMounted={false}>
        <Tabs.List aria-label={t('moderation.statusLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`moderation-tab-${tab}`}>
              {t(`listing:status.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        <PagedItems
          page={data}
          onPage={setPage}
          empty={
            status === 'pending' ? (
              <AdminEmptyState section="moderation" />
            ) : (
              <Text c="dimmed" ta="center" py="xl" data-testid="moderation-empty">
                {t('moderation.empty')}
              </Text>
            )
          }
        >
          {(listing) => <ModerationItem key={listing.id} listing={listing} />}
        </PagedItems>
      </ContentLoader>
    </Stack>
  );
}
