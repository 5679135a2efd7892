import { useEffect, useState, type ReactNode } from 'react';
import { Box, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEARCH_PER_PAGE_MAX } from '@baandee/domain';
import { usePageTitle } from '../../../lib/use-page-title';
import { AdRow, AdSlot } from '../../ads';
import { useSearchEstate } from '../api/search-estate';
import { mapAreaOf, type SearchFilter } from '../search-filter';
import { useSearchMaster } from '../search-master';
import { saveFilter } from '../search-store';
import { mastersForParams, paramsToFilter } from '../search-url';
import { useResultsParams } from '../use-results-params';
import { useRunSearch } from '../use-run-search';
import { useCommute } from '../use-commute';
import { ActiveFilterChips } from './active-filter-chips';
import { EmptyResults } from './empty-results';
import { SearchBar } from './search-bar';
import { SearchResults } from './search-results';
import classes from './search-page.module.css';

/** Parameters of the page itself rather than of the filter. */
const PAGE_PARAMS = ['page', 'view', 'ts'];

/** The same value while it stays equal in content, so a re-read URL does not restart the bar or the query. */
function useSteady<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const same = JSON.stringify(kept) === JSON.stringify(value);
  if (!same) setKept(value);
  return same ? kept : value;
}

/**
 * /announce-search (AnnounceAdvanceSearch): the URL holds the filter (spec section 2's
 * parameters); opening it restores the bar and runs the search, and becomes the saved
 * filter. The list pages by ?page=, the map view is ?view=map; the map's "search this
 * area" and the filter chips keep it.
 */
export interface SearchPageProps {
  /** Controls beside the title that act on the results' filter (null while it is read), e.g. saving the search. */
  actions?: (filter: SearchFilter | null) => ReactNode;
}

export function SearchPage({ actions }: SearchPageProps = {}) {
  const { t } = useTranslation(['search', 'shell']);
  const { params, page, setPage, pageHref, view, latestView, setView, setOrder } = useResultsParams();
  const filterParams = new URLSearchParams(params);
  for (const name of PAGE_PARAMS) filterParams.delete(name);
  const { master, ready } = useSearchMaster(mastersForParams(filterParams));
  const filter: SearchFilter | null = useSteady(ready ? paramsToFilter(filterParams, master) : null);
  const query = useSearchEstate(filter, page, view === 'map' ? SEARCH_PER_PAGE_MAX : undefined);
  const runSearch = useRunSearch();
  const commute = useCommute(filter);
  usePageTitle(filter?.keyword ? t('results.titleFor', { keyword: filter.keyword }) : t('shell:pages.search'));

  useEffect(() => {
    if (filter) saveFilter(filter);
  }, [filter]);

  return (
    <>
      <Box className={classes.top}>
        <Container size="lg" py={{ base: 'md', md: 'xl' }}>
          <Group justify="space-between" align="center" gap="sm" mb="md">
            <Title order={1} className={classes.title}>
              {filter?.keyword ? t('results.titleFor', { keyword: filter.keyword }) : t('results.title')}
            </Title>
            {actions?.(filter)}
          </Group>
          {filter ? (
            <SearchBar value={filter} clearRuns texts={{ label: t('bar.label'), keyword: t('bar.keyword'), placeholder: t('bar.placeholder'), sellType: t('bar.sellType') }} />
          ) : (
            <Center h={120}>
              <Loader />
            </Center>
          )}
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
        {filter && <ActiveFilterChips filter={filter} onChange={(next) => void runSearch(next, { view: latestView() })} />}
        <SearchResults
          result={query.data}
          pending={filter === null || query.isPending}
          error={query.isError}
          fetching={query.isFetching}
          onRetry={() => void query.refetch()}
          onPage={setPage}
          pageHref={pageHref}
          order={filter?.order_by ?? 'date-desc'}
          onOrder={setOrder}
          view={view}
          onView={setView}
          sellType={filter?.sell_type}
          area={filter ? mapAreaOf(filter) : null}
          commute={commute}
          onSearchArea={filter ? (area) => void runSearch({ ...filter, ...area }, { view: 'map' }) : undefined}
          inFeed={<AdSlot page="searchList" position="top" />}
          empty={<EmptyResults filter={filter} onSearch={(next) => void runSearch(next, { view: latestView() })} />}
        />
        <Stack gap="md" mt="xl">
          <AdSlot page="searchList" position="bottom" />
          <AdRow page="searchList" />
        </Stack>
      </Container>
    </>
  );
}
