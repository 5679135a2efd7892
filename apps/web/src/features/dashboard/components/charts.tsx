import { BarChart, LineChart, Sparkline } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardInsight, DashboardSearchAnalytic } from '@baandee/contracts';
import { usePriceBandLabel } from '../../../lib/use-price-band-label';
import { formatCount, formatDay } from '../format';

/**
 * Every chart of the dashboard, in one chunk of its own (recharts is large): the page's
 * numbers and tables show first, the charts join them. Each chart is a picture with a
 * name; the same numbers are in the tables beside it for screen readers and export.
 */

const COLOURS = { views: 'teal.7', impressions: 'blue.6', leads: 'orange.7', favorites: 'grape.6' } as const;

function useDaily(daily: DashboardInsight['daily']) {
  return daily.map((row) => ({ ...row, day: formatDay(row.date, 'short') }));
}

/** Views and impressions per day: two lines. */
export function TrendChart({ daily }: { daily: DashboardInsight['daily'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box role="img" aria-label={t('charts.trend')} data-testid="chart-trend">
      <LineChart
        h={260}
        data={useDaily(daily)}
        dataKey="day"
        withLegend
        curveType="monotone"
        valueFormatter={formatCount}
        series={[
          { name: 'views', label: t('metrics.views'), color: COLOURS.views },
          { name: 'impressions', label: t('metrics.impressions'), color: COLOURS.impressions },
        ]}
      />
    </Box>
  );
}

/** Leads and favourites per day: bars side by side. */
export function ActionsChart({ daily }: { daily: DashboardInsight['daily'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box role="img" aria-label={t('charts.actions')} data-testid="chart-actions">
      <BarChart
        h={220}
        data={useDaily(daily)}
        dataKey="day"
        withLegend
        valueFormatter={formatCount}
        series={[
          { name: 'leads', label: t('metrics.leads'), color: COLOURS.leads },
          { name: 'favorites', label: t('metrics.favorites'), color: COLOURS.favorites },
        ]}
      />
    </Box>
  );
}

/** A listing's views per day, small, for its row of the table. */
export function ViewsSparkline({ values, label }: { values: number[]; label: string }) {
  return (
    <Box role="img" aria-label={label} w={110}>
      <Sparkline w={110} h={32} data={values} curveType="linear" color={COLOURS.views} fillOpacity={0.25} strokeWidth={1.5} />
    </Box>
  );
}

/** Searches per price band. */
export function BandsChart({ bands }: { bands: DashboardSearchAnalytic['price_bands'] }) {
  const { t } = useTranslation('dashboard');
  const label = usePriceBandLabel();
  return (
    <Box role="img" aria-label={t('charts.bands')} data-testid="chart-bands">
      <BarChart
        h={Math.max(120, bands.length * 36)}
        data={bands.map((band) => ({ band: label(band), searches: band.searches }))}
        dataKey="band"
        orientation="vertical"
        yAxisProps={{ width: 130 }}
        valueFormatter={formatCount}
        series={[{ name: 'searches', label: t('search.searches'), color: COLOURS.impressions }]}
      />
    </Box>
  );
}
