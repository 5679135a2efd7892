import { lazy, Suspense } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { IconChartBar, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyListingCard } from '@baandee/contracts';
import { formatNumber } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { DuplicateHold } from '../../../components/duplicate-hold';
import { CardQuality } from '../../listing-quality';
import { ListingCard } from '../../listings';
import { PagedGrid } from '../../listings';
import { formatDate } from '../../../lib/listing-text';
import { usePageParam } from '../../../lib/use-page-param';
import { usePostListing } from '../../shell';
import { useMyListings } from '../api/get-my-listings';
import { BrokerShareChoices } from './broker-share-choice';
import { MyListingActions } from './my-listing-actions';

// the credit bar and its refill dialog load beside the list, not before it
const CreditBar = lazy(() => import('../../credit/credit-bar.lazy').then((m) => ({ default: m.CreditBar })));

const STATUS_COLOURS = { draft: 'gray', publish: 'green', 'un-publish': 'dark', pending: 'yellow', banned: 'red', closed: 'dark' } as const;

function MyCard({ listing }: { listing: MyListingCard }) {
  const { t } = useTranslation('listing');
  const showsReason = (listing.status === 'banned' || listing.status === 'draft') && listing.moderation_reason;
  return (
    <ListingCard
      listing={listing}
      heart={false}
      badges={
        <>
          <Badge color={STATUS_COLOURS[listing.status]} variant="filled" data-testid="my-listing-status">
            {t(`status.${listing.status}`)}
          </Badge>
          {listing.boost_payment && (
            <Badge color="orange" variant="filled" data-testid="boost-payment-status" data-status={listing.boost_payment.status}>
              {t(`mine.boostPayment.${listing.boost_payment.status}`)}
            </Badge>
          )}
        </>
      }
      footer={
        <Stack gap={4}>
          {showsReason && (
            <Text size="xs" c="red.8" data-testid="moderation-reason">
              {t('mine.reason', { reason: listing.moderation_reason ?? '' })}
            </Text>
          )}
          {listing.expires_at && listing.status === 'publish' && (
            <Text size="xs" c="dimmed">
              {t('mine.expires', { date: formatDate(listing.expires_at) })}
            </Text>
          )}
          {listing.status !== 'banned' && listing.status !== 'closed' && <CardQuality listingId={listing.id} score={listing.quality_score} />}
          {listing.status === 'pending' && listing.hold_reason === 'duplicate' && <DuplicateHold matches={listing.duplicate_matches} compact />}
          {listing.broker_share && (
            <Text size="xs" fw={600} data-testid="broker-share-note" style={{ overflowWrap: 'anywhere' }}>
              {t('mine.brokerShared', { group: listing.broker_share.group_name, date: formatDate(listing.broker_share.shared_at) })}
            </Text>
          )}
          {listing.broker_share && (
            <Text size="xs" c="dimmed" data-testid="broker-share-brought">
              {t('mine.brokerBrought', { views: formatNumber(listing.broker_share.views), contacts: formatNumber(listing.broker_share.contacts) })}
            </Text>
          )}
          <MyListingActions listing={listing} />
        </Stack>
      }
    />
  );
}

/** /my-announce: the owner's listings with their status, why they were refused, and what can be done now. */
export function MyListings() {
  const { t } = useTranslation(['listing', 'shell']);
  const [page, setPage] = usePageParam();
  const query = useMyListings(page);
  const post = usePostListing();
  const data = query.data;
  return (
    <Stack gap="lg">
      <Suspense fallback={null}>
        <CreditBar linked />
      </Suspense>
      <Group justify="flex-end" gap="xs">
        <Button component={Link} to="/dashboard" variant="light" leftSection={<IconChartBar size={18} aria-hidden />} data-testid="my-listings-dashboard">
          {t('shell:userMenu.dashboard')}
        </Button>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={post}>
          {t('mine.post')}
        </Button>
      </Group>
      {data?.not_finish_id && (
        <Alert color="blue" icon={<IconPencil aria-hidden />} data-testid="continue-draft">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('mine.draftNote')}</Text>
            <Button component={Link} to={`/${data.not_finish_id}/announce`} size="xs">
              {t('mine.continueDraft')}
            </Button>
          </Group>
        </Alert>
      )}
      <BrokerShareChoices />
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {data && data.data.length === 0 ? (
          <EmptyState title={t('mine.emptyTitle')} text={t('mine.emptyText')} data-testid="my-listings-empty">
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={post}>
              {t('mine.post')}
            </Button>
          </EmptyState>
        ) : (
          data && (
            <PagedGrid page={data.current_page} lastPage={data.last_page} onPage={setPage}>
              {data.data.map((listing) => (
                <MyCard key={listing.id} listing={listing} />
              ))}
            </PagedGrid>
          )
        )}
      </ContentLoader>
    </Stack>
  );
}
