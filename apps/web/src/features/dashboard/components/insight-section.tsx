import { Suspense } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardInsight } from '@baandee/contracts';
import { AvailabilityShare } from './availability-share';
import { CsvButton } from './csv-button';
import { ActionsChart, TrendChart } from './lazy-charts';
import { METRICS, TotalsCards } from './totals-cards';

/** The period at a glance: totals with their change, a line chart and a bar chart per day, the days as CSV. */
export function InsightSection({ insight }: { insight: DashboardInsight }) {
  const { t } = useTranslation('dashboard');
  const dailyColumns = [
    { header: t('daily.date'), value: (row: DashboardInsight['daily'][number]) => row.date },
    ...METRICS.map((metric) => ({ header: t(`metrics.${metric}`), value: (row: DashboardInsight['daily'][number]) => row[metric] })),
  ];
  return (
    <Stack gap="md" component="section" aria-label={t('daily.title')}>
      <TotalsCards insight={insight} />
      <AvailabilityShare listings={insight.listings} />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={2} size="h5">
            {t('daily.title')}
          </Title>
          <CsvButton table={t('daily.title')} fileName={`dashboard-daily-${insight.period.from}-${insight.period.to}`} columns={dailyColumns} rows={insight.daily} />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap={4}>
            <Title order={3} size="h6" c="dimmed">
              {t('charts.trend')}
            </Title>
            <Suspense fallback={<Skeleton h={260} />}>
              <TrendChart daily={insight.daily} />
            </Suspense>
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h6" c="dimmed">
              {t('charts.actions')}
            </Title>
            <Suspense fallback={<Skeleton h={220} />}>
              <ActionsChart daily={insight.daily} />
            </Suspense>
          </Stack>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
