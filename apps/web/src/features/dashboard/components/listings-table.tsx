import { Suspense, useState } from 'react';
import { Anchor, Badge, Center, Group, Image, Pagination, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardListing } from '@baandee/contracts';
import type { DashboardListingOrder, SortDirection } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { formatDate } from '../../../lib/listing-text';
import { allListingStats, useListingStats } from '../api/get-listing-stats';
import type { PeriodQuery } from '../api/keys';
import type { CsvColumn } from '../csv';
import { formatCount, formatRate } from '../format';
import { CsvButton } from './csv-button';
import { ViewsSparkline } from './lazy-charts';
import { ThaiText } from '../../../components/thai-text';

type Column = { key: DashboardListingOrder; label: string; value: (row: DashboardListing) => string };

function SortHeader({ column, order, onSort }: { column: Column; order: { by: DashboardListingOrder; direction: SortDirection }; onSort: (by: DashboardListingOrder) => void }) {
  const active = order.by === column.key;
  const Arrow = order.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none'} style={{ whiteSpace: 'nowrap' }}>
      {/* named by its column, as it reads; the header's aria-sort says how the table is sorted */}
      <UnstyledButton onClick={() => onSort(column.key)} fz="sm" fw={700}>
        <Group gap={4} wrap="nowrap">
          {column.label}
          {active && <Arrow size={14} aria-hidden />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The owner's listings with their numbers over the period: sortable by any number, paged, a sparkline each, exportable. */
export function ListingsTable({ period }: { period: PeriodQuery }) {
  const { t } = useTranslation(['dashboard', 'listing']);
  const [order, setOrder] = useState<{ by: DashboardListingOrder; direction: SortDirection }>({ by: 'views', direction: 'desc' });
  const [page, setPage] = useState(1);
  const query = { ...period, order_by: order.by, direction: order.direction, page };
  const result = useListingStats(query);
  const data = result.data;

  const columns: Column[] = [
    { key: 'views', label: t('metrics.views'), value: (row) => formatCount(row.views) },
    { key: 'impressions', label: t('metrics.impressions'), value: (row) => formatCount(row.impressions) },
    { key: 'leads', label: t('metrics.leads'), value: (row) => formatCount(row.leads) },
    { key: 'favorites', label: t('metrics.favorites'), value: (row) => formatCount(row.favorites) },
    { key: 'view_to_lead', label: t('listings.rate'), value: (row) => formatRate(row.view_to_lead) },
    { key: 'days_on_market', label: t('listings.daysOnMarket'), value: (row) => (row.days_on_market === null ? '–' : t('listings.days', { n: formatCount(row.days_on_market), count: row.days_on_market })) },
  ];
  const sort = (by: DashboardListingOrder) => {
    setOrder((current) => ({ by, direction: current.by === by && current.direction === 'desc' ? 'asc' : 'desc' }));
    setPage(1);
  };
  const title = (row: DashboardListing) => row.announce_title ?? t('listings.untitled');
  const csvColumns: CsvColumn<DashboardListing>[] = [
    { header: 'id', value: (row) => row.id },
    { header: t('listings.listing'), value: title },
    { header: t('listings.status'), value: (row) => t(`listing:status.${row.status}`) },
    { header: t('metrics.views'), value: (row) => row.views },
    { header: t('metrics.impressions'), value: (row) => row.impressions },
    { header: t('metrics.leads'), value: (row) => row.leads },
    { header: t('metrics.favorites'), value: (row) => row.favorites },
    { header: t('listings.rate'), value: (row) => row.view_to_lead },
    { header: t('listings.daysOnMarket'), value: (row) => row.days_on_market },
    { header: t('listings.boosted'), value: (row) => row.boosts.map((boost) => `${boost.starts_at}/${boost.ends_at}`).join(' ') },
  ];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-listings-title" data-testid="dashboard-listings">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="dashboard-listings-title">
          {t('listings.title')}
        </Title>
        <CsvButton table={t('listings.title')} fileName="dashboard-listings" columns={csvColumns} load={() => allListingStats(query)} />
      </Group>
      <ContentLoader loading={result.isPending} error={result.isError} onRetry={() => void result.refetch()}>
        {data && data.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('listings.empty')}
          </Text>
        ) : (
          data && (
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing="sm" striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('listings.listing')}</Table.Th>
                    {columns.map((column) => (
                      <SortHeader key={column.key} column={column} order={order} onSort={sort} />
                    ))}
                    <Table.Th>{t('listings.trend')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((row) => (
                    <Table.Tr key={row.id} data-testid="dashboard-listing-row" data-id={row.id}>
                      <Table.Td maw={280}>
                        <Group gap="sm" wrap="nowrap">
                          {row.thumb_img && <Image src={row.thumb_img} alt="" w={56} h={40} radius="sm" fit="cover" />}
                          <Stack gap={2} style={{ minWidth: 0 }}>
                            <Anchor component={Link} to={`/view-announce/${row.slug_id}`} size="sm" fw={600} lineClamp={2}>
                              <ThaiText>{title(row)}</ThaiText>
                            </Anchor>
                            <Group gap={4}>
                              <Badge size="xs" variant="light" color={row.status === 'publish' ? 'green' : 'gray'}>
                                {t(`listing:status.${row.status}`)}
                              </Badge>
                              {row.boosted && (
                                <Badge size="xs" variant="light" color="orange" leftSection={<IconRocket size={10} aria-hidden />}>
                                  {t('listings.boosted')}
                                </Badge>
                              )}
                            </Group>
                            {row.broker_share && (
                              // wide enough to read on a phone, where the table scrolls sideways
                              <Text size="xs" c="dimmed" miw={180} data-testid="dashboard-broker-share" style={{ overflowWrap: 'anywhere' }}>
                                {t('listings.brokerShared', { group: row.broker_share.group_name, date: formatDate(row.broker_share.shared_at) })}
                                <br />
                                {t('listings.brokerBrought', { views: formatCount(row.broker_share.views), contacts: formatCount(row.broker_share.contacts) })}
                              </Text>
                            )}
                            {row.boosts.map((boost) => (
                              <Text key={boost.starts_at} size="xs" c="dimmed" data-testid="boost-period">
                                {t('listings.boostPeriod', { from: formatDate(boost.starts_at), to: formatDate(boost.ends_at) })}
                              </Text>
                            ))}
                          </Stack>
                        </Group>
                      </Table.Td>
                      {columns.map((column) => (
                        <Table.Td key={column.key} data-column={column.key} style={{ whiteSpace: 'nowrap' }}>
                          {column.value(row)}
                        </Table.Td>
                      ))}
                      <Table.Td>
                        <Suspense fallback={<div style={{ width: 110, height: 32 }} />}>
                          <ViewsSparkline values={row.daily_views} label={t('charts.sparkline', { title: title(row) })} />
                        </Suspense>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        )}
        {data && data.last_page > 1 && (
          <Center component="nav" aria-label={t('listing:pager.label')} mt="sm">
            <Pagination total={data.last_page} value={data.current_page} onChange={setPage} siblings={1} />
          </Center>
        )}
      </ContentLoader>
    </Paper>
  );
}
