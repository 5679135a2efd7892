import { useState } from 'react';
import { Select, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LISTING_STATUSES, type ListingStatus } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { localName } from '../../../lib/listing-text';
import { useEstateTypes } from '../../../lib/master-data/get-estate-master';
import { usePageParam, useSetFilterParam } from '../../../lib/use-page-param';
import { useAdminEstates } from '../api/get-admin-estates';
import { AdminEmptyState } from './admin-empty-state';
import { ModerationItem } from './moderation-item';
import { PagedItems } from './paged-items';
import { BulkBar, QueueFilterBar, useQueueParams } from './queue-tools';

/** The queue's tabs: what needs a decision first. */
const TABS: readonly ListingStatus[] = ['pending', 'publish', 'banned', 'un-publish', 'closed', 'draft'];
const isStatus = (value: string | null): value is ListingStatus => (LISTING_STATUSES as readonly (string | null)[]).includes(value);
const FILTERS = ['q', 'estate_type_id', 'from', 'to'] as const;

/**
 * /admin/moderation: listings by status, oldest submission first; searched (title, owner's
 * e-mail, number) and filtered (type, days sent) in the address. Pending listings are
 * chosen with checkboxes and approved or rejected together; each decision refreshes the list.
 */
export function ModerationQueue() {
  const { t } = useTranslation(['admin', 'listing']);
  const [params] = useSearchParams();
  const setFilter = useSetFilterParam();
  const [page, setPage] = usePageParam();
  const filters = useQueueParams(FILTERS);
  const { estateTypes } = useEstateTypes();
  const requested = params.get('status');
  const status: ListingStatus = isStatus(requested) ? requested : 'pending';
  const { q, estate_type_id, from, to } = filters.values;
  const query = useAdminEstates({ status, page, q, from, to, ...(estate_type_id && { estate_type_id: Number(estate_type_id) }) });
  const data = query.data;
  // the choice belongs to one page of one search: another page or search starts empty
  const place = params.toString();
  const [selection, setSelection] = useState<{ place: string; ids: number[] }>({ place, ids: [] });
  const selected = selection.place === place ? selection.ids : [];
  const select = (ids: number[]) => setSelection({ place, ids });
  const bulk = status === 'pending' && data !== undefined;
  const titleOf = (id: number) => {
    const listing = data?.data.find((item) => item.id === id);
    return listing?.announce_title || `#${id}`;
  };

  return (
    <Stack gap="md" data-testid="moderation-queue">
      <Tabs
        value={status}
        onChange={(next) => next && setFilter('status', next)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('moderation.statusLabel')} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} data-testid={`moderation-tab-${tab}`}>
              {t(`listing:status.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueueFilterBar values={{ q, from, to }} onChange={filters.set} searchLabel={t('queue.estates.searchLabel')} testId="moderation-filters">
        <Select
          label={t('queue.estates.estateType')}
          placeholder={t('queue.estates.anyType')}
          data={estateTypes.map((type) => ({ value: String(type.id), label: localName(type) }))}
          value={estate_type_id || null}
          onChange={(value) => filters.set({ estate_type_id: value ?? '' })}
          clearable
          data-testid="moderation-filters-type"
        />
      </QueueFilterBar>
      {bulk && data && (
        <BulkBar kind="estates" pageIds={data.data.map((listing) => listing.id)} selected={selected} onSelect={select} nameOf={titleOf} testId="moderation-bulk" />
      )}
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        <PagedItems
          page={data}
          onPage={setPage}
          empty={
            status === 'pending' && !(q || estate_type_id || from || to) ? (
              <AdminEmptyState section="moderation" />
            ) : (
              <Text c="dimmed" ta="center" py="xl" data-testid="moderation-empty">
                {t('moderation.empty')}
              </Text>
            )
          }
        >
          {(listing) => (
            <ModerationItem
              key={listing.id}
              listing={listing}
              selection={
                bulk
                  ? {
                      checked: selected.includes(listing.id),
                      onChange: (checked) => select(checked ? [...selected, listing.id] : selected.filter((id) => id !== listing.id)),
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
