import { Suspense } from 'react';
import { Badge, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardSearchAnalytic } from '@baandee/contracts';
import { ContentLoader } from '../../../components/content-loader';
import { usePriceBandLabel } from '../../../lib/use-price-band-label';
import { localName } from '../../../lib/listing-text';
import { useSearchAnalytic } from '../api/get-search-analytic';
import type { PeriodQuery } from '../api/keys';
import { formatCount } from '../format';
import { BandsChart } from './lazy-charts';
import { TermTable, type TermColumn } from './term-table';

type Analytic = DashboardSearchAnalytic;
const perListingText = (value: number | null) => (value === null ? '–' : formatCount(value));

function YoursBadge({ yours }: { yours: boolean }) {
  const { t } = useTranslation('dashboard');
  return yours ? (
    <Badge size="xs" variant="light" color="teal" ml={6}>
      {t('search.yours')}
    </Badge>
  ) : null;
}

/** What visitors searched where the owner offers: keywords, districts, stations, price bands, and demand against supply. */
export function SearchAnalyticSection({ period }: { period: PeriodQuery }) {
  const { t } = useTranslation('dashboard');
  const bandLabel = usePriceBandLabel();
  const result = useSearchAnalytic(period);
  const data = result.data;
  const searches = (row: { searches: number }) => row.searches;
  const searchesColumn = { header: t('search.searches'), value: searches, render: (row: { searches: number }) => formatCount(row.searches), numeric: true };

  const keywordColumns: TermColumn<Analytic['keywords'][number]>[] = [{ header: t('search.keyword'), value: (row) => row.keyword }, searchesColumn];
  const districtColumns: TermColumn<Analytic['districts'][number]>[] = [
    { header: t('search.district'), value: (row) => localName(row), render: (row) => (<>{localName(row)}<YoursBadge yours={row.yours} /></>) },
    searchesColumn,
    { header: t('search.listings'), value: (row) => row.listings, numeric: true, render: (row) => formatCount(row.listings) },
    { header: t('search.perListing'), value: (row) => row.searches_per_listing, numeric: true, render: (row) => perListingText(row.searches_per_listing) },
  ];
  const stationColumns: TermColumn<Analytic['stations'][number]>[] = [
    { header: t('search.station'), value: (row) => localName(row), render: (row) => (<>{localName(row)}<YoursBadge yours={row.yours} /></>) },
    searchesColumn,
  ];
  const bandColumns: TermColumn<Analytic['price_bands'][number]>[] = [{ header: t('search.band'), value: (row) => bandLabel(row) }, searchesColumn];
  const demandColumns: TermColumn<Analytic['demand'][number]>[] = [
    { header: t('search.district'), value: (row) => localName(row.district) },
    { header: t('search.estateType'), value: (row) => localName(row.estate_type) },
    searchesColumn,
    { header: t('search.listings'), value: (row) => row.listings, numeric: true, render: (row) => formatCount(row.listings) },
    { header: t('search.yourListings'), value: (row) => row.your_listings, numeric: true, render: (row) => formatCount(row.your_listings) },
    {
      header: t('search.perListing'),
      value: (row) => row.searches_per_listing,
      numeric: true,
      render: (row) => (row.searches_per_listing === null && row.searches > 0 ? t('search.noListingThere') : perListingText(row.searches_per_listing)),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-search-title" data-testid="dashboard-search">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="dashboard-search-title">
          {t('search.title')}
        </Title>
        {data && <Text fw={600} data-testid="dashboard-search-total">{t('search.total', { n: formatCount(data.searches) })}</Text>}
      </Group>
      <ContentLoader loading={result.isPending} error={result.isError} onRetry={() => void result.refetch()}>
        {data && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('search.scope', { provinces: data.scope.provinces.map(localName).join(', '), types: data.scope.estate_types.map(localName).join(', ') })}
            </Text>
            <TermTable title={t('search.demand')} fileName="dashboard-demand" columns={demandColumns} rows={data.demand} testId="dashboard-demand">
              <Text size="sm" c="dimmed" mb="xs">
                {t('search.demandLead')}
              </Text>
            </TermTable>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              <TermTable title={t('search.keywords')} fileName="dashboard-keywords" columns={keywordColumns} rows={data.keywords} testId="dashboard-keywords" />
              <TermTable title={t('search.districts')} fileName="dashboard-districts" columns={districtColumns} rows={data.districts} testId="dashboard-districts" />
              <TermTable title={t('search.stations')} fileName="dashboard-stations" columns={stationColumns} rows={data.stations} testId="dashboard-stations" />
              <TermTable title={t('search.bands')} fileName="dashboard-price-bands" columns={bandColumns} rows={data.price_bands} testId="dashboard-bands">
                {data.price_bands.length > 0 && (
                  <Suspense fallback={<Skeleton h={120} />}>
                    <BandsChart bands={data.price_bands} />
                  </Suspense>
                )}
              </TermTable>
            </SimpleGrid>
          </Stack>
        )}
      </ContentLoader>
    </Stack>
  );
}
