import { Fragment, lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { Box, Center, Group, Loader, NativeSelect, Pagination, Stack, Text } from '@mantine/core';
import { IconLayoutGrid, IconMap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '@baandee/contracts';
import type { MapArea } from '../search-filter';
import { SORT_OPTIONS, formatNumber, type SellTypeWord, type SortOption } from '@baandee/domain';
import { ContentLoader } from '../../../components/content-loader';
import { HydrateApart } from '../../../components/hydrate-apart';
import { ListingCard, ListingGrid } from '../../listings';
import { isSortOption } from '../search-filter';
import type { CommuteView } from '../use-commute';
import { currentLanguage } from '../../../lib/i18n';
import classes from './search-results.module.css';

const ResultsMap = lazy(() => import('./results-map'));

/**
 * Cards before the in-feed slot: two full rows on desktop, the whole first screen and
 * more on a phone, so an ad never stands between the search and its first results.
 */
const IN_FEED_AFTER = 6;

/** Cards a first screen can show (a phone's first one or two, a desktop's first row of three): they hydrate with the page, the rest when needed. */
const FIRST_SCREEN_CARDS = 3;

/**
 * The loader's box while the first answer is awaited: a screen, as the cards that replace it
 * take at least that, so the footer never shows below a short loader and then jumps away
 * (a layout shift of most of a phone's screen).
 */
const PENDING_MIN_HEIGHT = '100svh';

export type ResultsView = 'list' | 'map';

export interface SearchResultsProps {
  result: SearchResult | undefined;
  pending: boolean;
  error: boolean;
  /** A new page or order is on its way (the previous one stays on screen). */
  fetching: boolean;
  onRetry(): void;
  onPage(page: number): void;
  /** A page's URL: the pager's numbers are then links (a robot or a new tab follows them; a plain click stays in the app). */
  pageHref?(page: number): string;
  order: SortOption;
  onOrder(order: SortOption): void;
  view: ResultsView;
  onView(view: ResultsView): void;
  /** What an empty result shows instead (suggestions). */
  empty: ReactNode;
  /** The deal searched for: the map's pins show its price. */
  sellType?: SellTypeWord | null;
  /** Shown after the first rows of cards, across the grid (the page's top ad). */
  inFeed?: ReactNode;
  /** The map area the search is held to: the map opens showing it. */
  area?: MapArea | null;
  /** Holds the search to the map's visible area (the map's "search this area"); none: the map does not offer it. */
  onSearchArea?(area: MapArea): void;
  /** A commute search: each card says its minutes to the station or place, the map shows the stations reached. */
  commute?: CommuteView | null;
}

/**
 * A page of search results (the search route and trend pages): the count ("1,000+" past
 * the cap), sort, list or map, the cards and the pager.
 */
export function SearchResults({ result, pending, error, fetching, onRetry, onPage, pageHref, order, onOrder, view, onView, empty, sellType, inFeed, area, onSearchArea, commute = null }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const commuteTo = commute ? (commute.to ? (currentLanguage() === 'en' && commute.to.name_en ? commute.to.name_en : commute.to.name_th) : t('chips.commutePoint')) : '';
  const commuteOf = (listing: SearchResult['data'][number]) =>
    commute && listing.commute_minutes !== null && listing.commute_minutes !== undefined ? { minutes: listing.commute_minutes, station: commuteTo } : undefined;
  const count = result ? t(result.total_capped ? 'results.countCapped' : 'results.count', { total: formatNumber(result.total) }) : '';
  const link = (page: number) =>
    pageHref
      ? {
          component: 'a' as const,
          href: pageHref(page),
          onClick: (event: MouseEvent<HTMLAnchorElement>) => {
            // a new tab or window is the browser's; a plain click changes the page in the app
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onPage(page);
          },
        }
      : {};
  const pager = result && result.last_page > 1 && (
    <Center component="nav" aria-label={t('results.pager')}>
      <Pagination
        total={result.last_page}
        value={result.current_page}
        onChange={onPage}
        withEdges={false}
        siblings={1}
        getItemProps={link}
        getControlProps={(control) => {
          // its own props replace the theme's, so the arrow's name is given here too
          const name = { 'aria-label': t(`pagination.${control}`, { ns: 'common' }) };
          const target = control === 'previous' ? result.current_page - 1 : control === 'next' ? result.current_page + 1 : null;
          return target !== null && target >= 1 && target <= result.last_page ? { ...name, ...link(target) } : name;
        }}
      />
    </Center>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" align="flex-end">
        {/* a line of its own on phones, so the count arriving does not push the controls down */}
        <Group gap="xs" mih={36} w={{ base: '100%', xs: 'auto' }}>
          <Text fw={600} aria-live="polite" data-testid="result-count">
            {count}
          </Text>
          {fetching && !pending && <Loader size="xs" role="status" aria-label={t('results.loading')} />}
        </Group>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            size="sm"
            aria-label={t('advanced.sort')}
            value={order}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isSortOption(value)) onOrder(value);
            }}
            data={SORT_OPTIONS.map((option) => ({ value: option, label: t(`sortOptions.${option}`) }))}
            data-testid="result-sort"
          />
          <div role="group" aria-label={t('results.view')} className={classes.views} data-testid="result-view">
            <ViewButton pressed={view === 'list'} onClick={() => onView('list')} icon={<IconLayoutGrid size={16} aria-hidden />} text={t('results.list')} />
            <ViewButton pressed={view === 'map'} onClick={() => onView('map')} icon={<IconMap size={16} aria-hidden />} text={t('results.map')} />
          </div>
        </Group>
      </Group>
      <ContentLoader loading={pending} error={error} onRetry={onRetry} minHeight={pending ? PENDING_MIN_HEIGHT : undefined}>
        {/* a map area with nothing in it keeps its map, so the visitor can move on from there */}
        {result && result.data.length === 0 && !(view === 'map' && area) ? (
          <Stack gap="xl">
            {empty}
            {inFeed}
          </Stack>
        ) : view === 'map' ? (
          <Stack gap="md">
            <Suspense fallback={<Box h={420} />}>{result && <ResultsMap listings={result.data} sellType={sellType} area={area} onSearchArea={onSearchArea} commute={commute} />}</Suspense>
            {result && <MapNote listings={result.data} />}
            {inFeed}
            {pager}
          </Stack>
        ) : (
          <Stack gap="xl" data-testid="search-results">
            <ListingGrid>
              {result?.data.map((listing, index) => (
                <Fragment key={listing.id}>
                  {index < FIRST_SCREEN_CARDS ? (
                    <ListingCard listing={listing} priority={index === 0} commute={commuteOf(listing)} />
                  ) : (
                    // below the first screen: the server's markup until it comes near the screen or the visitor taps (decision 004)
                    <HydrateApart when="needed">
                      <ListingCard listing={listing} commute={commuteOf(listing)} belowFold />
                    </HydrateApart>
                  )}
                  {inFeed && index === Math.min(IN_FEED_AFTER, result.data.length) - 1 && <div className={classes.inFeed}>{inFeed}</div>}
                </Fragment>
              ))}
            </ListingGrid>
            {pager}
          </Stack>
        )}
      </ContentLoader>
    </Stack>
  );
}

/** How many of the page's listings the map could pin (a listing without coordinates has no pin). */
function MapNote({ listings }: { listings: SearchResult['data'] }) {
  const { t } = useTranslation('search');
  const shown = listings.filter((listing) => listing.location_lat !== null && listing.location_lng !== null).length;
  return (
    <Text size="sm" c="dimmed" ta="center" data-testid="map-note">
      {shown === 0 ? t('results.mapNoPins') : t('results.mapShown', { shown: formatNumber(shown), total: formatNumber(listings.length) })}
    </Text>
  );
}

function ViewButton({ pressed, onClick, icon, text }: { pressed: boolean; onClick(): void; icon: ReactNode; text: string }) {
  return (
    <button type="button" className={classes.view} aria-pressed={pressed} onClick={onClick}>
      {icon}
      <span>{text}</span>
    </button>
  );
}
