import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_PATH } from '../../lib/search-href';
import type { SearchFilter } from './search-filter';

/** Runs a search (search-link.ts): saves the filter and goes to the search route, in the map view when `view` says so. */
export function useRunSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    async (filter: SearchFilter, options: { view?: 'list' | 'map' } = {}) => {
      const { runSearchHref } = await import('./search-link');
      const href = await runSearchHref(filter, queryClient, pathname !== SEARCH_PATH);
      await navigate(options.view === 'map' ? `${href}${href.includes('?') ? '&' : '?'}view=map` : href);
    },
    [navigate, pathname, queryClient],
  );
}
