import { useEffect } from 'react';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { IconChartBar, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentLoader } from '../../../components/content-loader';
import { usePostListing } from '../../shell';
import { useInsight } from '../api/get-insight';
import { usePeriod } from '../use-period';
import { InsightSection } from './insight-section';
import { preloadCharts } from './lazy-charts';
import { LeadsInbox } from './leads-inbox';
import { ListingsTable } from './listings-table';
import { PeriodPicker } from './period-picker';
import { SearchAnalyticSection } from './search-analytic';

/** A new owner's dashboard: what it will show, and the way to the first listing. */
function FirstListing() {
  const { t } = useTranslation('dashboard');
  const post = usePostListing();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="dashboard-empty">
      <EmptyState icon={<IconChartBar size={40} aria-hidden />} title={t('empty.title')} text={t('empty.text')}>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={post}>
          {t('empty.post')}
        </Button>
      </EmptyState>
    </Paper>
  );
}

/**
 * /dashboard: the period, its totals and charts, the listings table, the leads inbox and
 * what visitors search. Every part asks for its data, and the charts' code loads, as the
 * page opens: one round of requests side by side, not each waiting for the totals.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const [period, setPeriod] = usePeriod();
  const insight = useInsight(period);
  const data = insight.data;
  useEffect(preloadCharts, []);
  if (data && data.listings.total === 0) return <FirstListing />;
  const quiet = data && data.totals.views === 0 && data.totals.impressions === 0 && data.totals.leads === 0 && data.totals.favorites === 0;
  return (
    <Stack gap="xl">
      <PeriodPicker value={period} onChange={setPeriod} shown={data?.period} />
      <ContentLoader loading={insight.isPending} error={insight.isError} onRetry={() => void insight.refetch()}>
        {quiet && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />} mb="md" data-testid="dashboard-quiet">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('empty.quiet')}</Text>
              <Button component={Link} to="/my-announce" size="xs" variant="light">
                {t('empty.boost')}
              </Button>
            </Stack>
          </Alert>
        )}
        {data && <InsightSection insight={data} />}
      </ContentLoader>
      <ListingsTable period={period} />
      <LeadsInbox />
      <SearchAnalyticSection period={period} />
    </Stack>
  );
}
