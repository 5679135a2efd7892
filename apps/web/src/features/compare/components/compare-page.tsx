import type { ReactNode } from 'react';
import { Anchor, Badge, Button, CloseButton, Group, Progress, Skeleton, Stack, Table, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { IconCheck, IconLink, IconSearch, IconLayoutColumns, IconX } from '@tabler/icons-react';
import { useClipboard } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ListingView } from '@baandee/contracts';
import { COMPARE_MAX, comparePath, formatNumber, LISTING_RULE_FLAGS, parseCompareIds, ROOM_COUNT_CAP } from '@baandee/domain';
import { comparePicks, useComparePicks } from '../../../lib/compare-picks';
import { localName, priceLines } from '../../../lib/listing-text';
import { scoreColour } from '../../listing-quality';
import { perSqmText, standingText } from '../../listings';
import { useCompareListings } from '../api/get-compare-listings';
import { commuteSuffix } from '../commute-address';
import { CompareCommutePicker, CompareCommuteRow } from './compare-commute';
import classes from './compare-page.module.css';

type Column = { id: number; listing: ListingView | null; loading: boolean };

/**
 * /compare?ids=1,2,3 (issue #35): up to COMPARE_MAX listings side by side. The ids in the
 * address are what is shown, so the link shows the same comparison to anyone; without
 * them the page shows this browser's picks. On a phone the columns scroll sideways under
 * their row labels.
 */
export function ComparePage() {
  const { t } = useTranslation('listing');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const picks = useComparePicks();
  const fromLink = params.has('ids');
  const ids = fromLink ? parseCompareIds(params.get('ids')) : [...picks];
  const queries = useCompareListings(ids);
  const clipboard = useClipboard({ timeout: 2000 });
  // this browser's own comparison (its picks, by the bar or without ids), not someone's link
  const own = !fromLink || (ids.length === picks.length && ids.every((id) => picks.includes(id)));
  const columns: Column[] = ids.map((id, i) => ({ id, listing: queries[i]?.data ?? null, loading: queries[i]?.isPending ?? true }));

  const remove = (id: number) => {
    if (picks.includes(id)) comparePicks.toggle(id);
    const rest = ids.filter((other) => other !== id);
    void navigate(rest.length > 0 ? `${comparePath(rest)}${commuteSuffix(params)}` : '/compare', { replace: true });
  };

  if (ids.length === 0) {
    return (
      <EmptyState
        icon={<IconLayoutColumns size={40} aria-hidden color="var(--mantine-color-brand-7)" />}
        title={t('compare.emptyTitle')}
        text={t('compare.emptyText')}
        data-testid="compare-empty"
      >
        <Button component={Link} to="/announce-search" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('compare.search')}
        </Button>
      </EmptyState>
    );
  }

  // the link shows the same comparison, its commute row included
  const shareUrl = typeof window === 'undefined' ? '' : `${window.location.origin}${comparePath(ids)}${commuteSuffix(params)}`;
  return (
    <Stack gap="md" data-testid="compare-page">
      <Group justify="space-between" gap="xs">
        <Text c="dimmed" size="sm">
          {t('compare.lead', { max: String(COMPARE_MAX) })}
        </Text>
        <Group gap="xs">
          <Button
            variant="light"
            size="sm"
            leftSection={clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
            onClick={() => clipboard.copy(shareUrl)}
            data-testid="compare-copy-link"
          >
            {clipboard.copied ? t('compare.copied') : t('compare.copyLink')}
          </Button>
          {own && (
            <Button
              variant="subtle"
              size="sm"
              onClick={() => {
                comparePicks.clear();
                void navigate('/compare', { replace: true });
              }}
              data-testid="compare-clear"
            >
              {t('compare.clear')}
            </Button>
          )}
        </Group>
      </Group>
      <CompareCommutePicker />
      <Table.ScrollContainer minWidth={104 + ids.length * 150} type="native">
        <Table withColumnBorders withTableBorder verticalSpacing="sm" data-testid="compare-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.label} />
              {columns.map((column) => (
                <Table.Th key={column.id} className={classes.cell} data-testid="compare-column" data-listing-id={column.id}>
                  <Header column={column} onRemove={() => remove(column.id)} />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Rows columns={columns} />
            <CompareCommuteRow ids={ids} />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Header({ column, onRemove }: { column: Column; onRemove: () => void }) {
  const { t } = useTranslation('listing');
  const { listing } = column;
  return (
    <Stack gap={6}>
      <Group justify="flex-end">
        <CloseButton size="sm" aria-label={t('compare.removeColumn')} onClick={onRemove} data-testid="compare-remove" />
      </Group>
      {column.loading ? (
        <Skeleton height={90} />
      ) : listing ? (
        <>
          {listing.cover_img && <img src={listing.images[0]?.thumb_url ?? listing.cover_img} alt="" className={classes.cover} loading="lazy" />}
          <Anchor component={Link} to={`/view-announce/${listing.slug_id}`} fw={700} size="sm" lineClamp={3}>
            {listing.announce_title || t('card.untitled')}
          </Anchor>
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="compare-unavailable">
          {t('compare.unavailable')}
        </Text>
      )}
    </Stack>
  );
}

type RowKey = 'price' | 'pricePerSqm' | 'median' | 'area' | 'rooms' | 'floor' | 'type' | 'location' | 'facilities' | 'rules' | 'quality';

function Rows({ columns }: { columns: Column[] }) {
  const { t } = useTranslation('listing');
  const none = t('compare.none');
  const cells: Record<RowKey, (listing: ListingView) => ReactNode> = {
    price: (listing) => priceLines(t, listing).map((line) => <div key={line.kind}>{line.text}</div>),
    pricePerSqm: (listing) =>
      listing.price_insights.length === 0 ? none : listing.price_insights.map((insight) => <div key={insight.kind}>{perSqmText(t, insight.kind, insight.price_per_sqm)}</div>),
    median: (listing) =>
      listing.price_insights.length === 0
        ? none
        : listing.price_insights.map((insight) => {
            const standing = standingText(t, insight);
            return (
              <Stack key={insight.kind} gap={2}>
                {insight.area_median_price_per_sqm === null ? none : perSqmText(t, insight.kind, insight.area_median_price_per_sqm)}
                {standing && (
                  <Badge color={standing.colour} variant="light" tt="none" size="sm">
                    {standing.text}
                  </Badge>
                )}
              </Stack>
            );
          }),
    area: (listing) => (listing.area_size === null ? none : t('card.area', { area: formatNumber(listing.area_size) })),
    rooms: (listing) => (
      <>
        <div>{listing.room_code}</div>
        <Text size="xs" c="dimmed">
          {t('rooms.bedroom')} {listing.total_bedroom >= ROOM_COUNT_CAP ? '4+' : listing.total_bedroom} · {t('rooms.restroom')}{' '}
          {listing.total_restroom >= ROOM_COUNT_CAP ? '4+' : listing.total_restroom}
        </Text>
      </>
    ),
    floor: (listing) =>
      listing.room_floor === null
        ? none
        : listing.total_floor !== null
          ? t('compare.floorOf', { floor: String(listing.room_floor), total: String(listing.total_floor) })
          : t('compare.floor', { floor: String(listing.room_floor) }),
    type: (listing) => (listing.sell_type ? `${localName(listing.estate_type)} · ${t(`sellType.${listing.sell_type}`)}` : localName(listing.estate_type) || none),
    location: (listing) => [localName(listing.district), localName(listing.province)].filter(Boolean).join(', ') || none,
    facilities: (listing) => (listing.facilities.length === 0 ? none : listing.facilities.map((facility) => localName(facility)).join(', ')),
    rules: (listing) =>
      LISTING_RULE_FLAGS.map((flag) => (
        <Group key={flag} gap={4} wrap="nowrap">
          {listing[flag] ? <IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden /> : <IconX size={14} color="var(--mantine-color-red-8)" aria-hidden />}
          <span>
            {t(`rules.${flag}`)}: {listing[flag] ? t('compare.allowed') : t('compare.notAllowed')}
          </span>
        </Group>
      )),
    // the score only: what would raise it is for the listing's owner
    quality: (listing) => (
      <Stack gap={4} data-score={listing.quality_score}>
        <Text size="sm" fw={700}>
          {t('quality.score', { score: String(listing.quality_score) })}
        </Text>
        <Progress value={listing.quality_score} color={scoreColour(listing.quality_score)} size="sm" radius="xl" aria-label={t('compare.rows.quality')} />
      </Stack>
    ),
  };
  return (Object.keys(cells) as RowKey[]).map((key) => (
    <Table.Tr key={key} data-testid={`compare-row-${key}`}>
      <Table.Th scope="row" className={classes.label}>
        {t(`compare.rows.${key}`)}
      </Table.Th>
      {columns.map((column) => (
        <Table.Td key={column.id} className={classes.cell}>
          {column.listing ? cells[key](column.listing) : column.loading ? <Skeleton height={16} /> : none}
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
