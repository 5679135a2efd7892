import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../lib/i18n';
import { SEARCH_PATH } from '../../lib/search-href';
import { canonicalFilter } from './canonical-filter';
import { loadSearchMaster } from './search-master';
import { saveFilter } from './search-store';
import { filterToParams, mastersForFilter } from './search-url';
import type { SearchFilter } from './search-filter';

/**
 * Spec section 4: running a search saves the filter and opens the search route with its
 * parameters, ts=1 when it starts on another page. Loaded on the first search, with the
 * URL writer and the master lists it names things with.
 */
export async function runSearchHref(filter: SearchFilter, queryClient: QueryClient, fromAnotherPage: boolean): Promise<string> {
  const canonical = canonicalFilter(filter);
  saveFilter(canonical);
  const params = filterToParams(canonical, await loadSearchMaster(queryClient, mastersForFilter(canonical)), currentLanguage());
  if (fromAnotherPage) params.set('ts', '1');
  return `${SEARCH_PATH}?${params.toString()}`;
}
