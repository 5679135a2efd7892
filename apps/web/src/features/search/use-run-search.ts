import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_PATH } from '../../lib/search-href';
import type { SearchFilter } from './search-filter';

/** Runs a search (search-link.ts): saves the filter and goes to the search route. */
export function useRunSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    async (filter: SearchFilter) => {
      const { runSearchHref } = await import('./search-link');
      await navigate(await runSearchHref(filter, queryClient, pathname !== SEARCH_PATH));
    },
    [navigate, pathname, queryClient],
  );
}
