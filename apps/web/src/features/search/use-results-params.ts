import { useLocation } from 'react-router';
import type { SortOption } from '@baandee/domain';
import { useAddressParams, usePageParam } from '../../lib/use-page-param';
import { isSortOption } from './search-filter';
import type { ResultsView } from './components/search-results';

const viewOf = (params: URLSearchParams): ResultsView => (params.get('view') === 'map' ? 'map' : 'list');

/**
 * The parts of a results page's URL that are not the filter: ?page=, ?view=map and the
 * ?order_by= the sort select writes. Changing the view or the order starts at page 1.
 */
export function useResultsParams() {
  const [params, setParams] = useAddressParams();
  const { pathname } = useLocation();
  const [page, setPage] = usePageParam();
  const requested = params.get('order_by');
  const change = (apply: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      apply(next);
      return next;
    });
  return {
    params,
    page,
    setPage,
    view: viewOf(params),
    /**
     * The view the address holds at this moment, for a search started by a tap: right after
     * "map" the page may still be loading the map (the old view still shown), and a chip
     * tapped then must keep the map, not the view of the last render.
     */
    latestView: (): ResultsView => (typeof window === 'undefined' ? viewOf(params) : viewOf(new URLSearchParams(window.location.search))),
    setView: (view: ResultsView) => change((next) => (view === 'map' ? next.set('view', 'map') : next.delete('view'))),
    order: isSortOption(requested) ? requested : undefined,
    setOrder: (order: SortOption) => change((next) => next.set('order_by', order)),
    /** The URL of another page of these results (the pager's links, which robots and a new tab follow). */
    pageHref: (target: number) => {
      const next = new URLSearchParams(params);
      if (target === 1) next.delete('page');
      else next.set('page', String(target));
      const query = next.toString();
      return `${pathname}${query ? `?${query}` : ''}`;
    },
  };
}
