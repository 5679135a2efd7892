import { trendHead } from '@baandee/contracts/page-heads';
import { Button, Container } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/page-hero';
import { currentLanguage } from '../../../lib/i18n';
import { usePageHead } from '../../../lib/page-head';
import { EmptyResults } from '../../search';
import { SearchResults } from '../../search';
import { useResultsParams } from '../../search';
import { useRunSearch } from '../../search';
import { useTrend } from '../api/get-trend';

/**
 * /trend/{slugId} (TrendGroup): a trend's name and the results of its saved filter, with
 * the search route's list, map, sort and pager; "refine" opens that filter in the search
 * bar. An unknown trend answers 404, which shows the not-found page.
 */
export function TrendPage({ id }: { id: number }) {
  const { t } = useTranslation(['search', 'shell']);
  const { page, setPage, view, setView, order, setOrder } = useResultsParams();
  const query = useTrend(id, page, order);
  const runSearch = useRunSearch();
  const trend = query.data?.trend;
  const name = trend ? (currentLanguage() === 'en' && trend.trend_name_en ? trend.trend_name_en : trend.trend_name_th) : '';
  usePageHead(query.data, trendHead);

  return (
    <>
      <PageHero
        title={name || t('shell:pages.trend')}
        lead={name ? t('trend.lead', { name }) : undefined}
        crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('trend.eyebrow') }, ...(name ? [{ label: name }] : [])]}
      >
        {query.data && (
          <Button mt="md" variant="white" leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />} onClick={() => void runSearch(query.data.filter)} data-testid="trend-refine">
            {t('trend.refine')}
          </Button>
        )}
      </PageHero>
      <Container size="lg" py={{ base: 'lg', md: 'xl' }} data-testid="trend-page" data-trend-id={id}>
        <SearchResults
          result={query.data?.announces}
          pending={query.isPending}
          error={query.isError}
          fetching={query.isFetching}
          onRetry={() => void query.refetch()}
          onPage={setPage}
          order={order ?? query.data?.filter.order_by ?? 'date-desc'}
          onOrder={setOrder}
          view={view}
          onView={setView}
          sellType={query.data?.filter.sell_type}
          empty={<EmptyResults filter={null} />}
        />
      </Container>
    </>
  );
}
