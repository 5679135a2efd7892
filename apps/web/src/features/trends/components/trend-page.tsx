import { Button, Container } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SortOption } from '@baandee/domain';
import { PageHero } from '../../../components/page-hero';
import { currentLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePageParam } from '../../listings/use-page-param';
import { EmptyResults } from '../../search/components/empty-results';
import { SearchResults, type ResultsView } from '../../search/components/search-results';
import { isSortOption } from '../../search/search-filter';
import { useRunSearch } from '../../search/use-run-search';
import { useTrend } from '../api/get-trend';

/**
 * /trend/{slugId} (TrendGroup): a trend's name and the results of its saved filter, with
 * the search route's list, map, sort and pager; "refine" opens that filter in the search
 * bar. An unknown trend answers 404, which shows the not-found page.
 */
export function TrendPage({ id }: { id: number }) {
  const { t } = useTranslation(['search', 'shell']);
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const requested = params.get('order_by');
  const order = isSortOption(requested) ? requested : undefined;
  const view: ResultsView = params.get('view') === 'map' ? 'map' : 'list';
  const query = useTrend(id, page, order);
  const runSearch = useRunSearch();
  const trend = query.data?.trend;
  const name = trend ? (currentLanguage() === 'en' && trend.trend_name_en ? trend.trend_name_en : trend.trend_name_th) : '';
  usePageTitle(name || t('shell:pages.trend'));

  const change = (apply: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      apply(next);
      return next;
    });

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
          onOrder={(next: SortOption) => change((p) => p.set('order_by', next))}
          view={view}
          onView={(next) => change((p) => (next === 'map' ? p.set('view', 'map') : p.delete('view')))}
          empty={<EmptyResults filter={null} />}
        />
      </Container>
    </>
  );
}
