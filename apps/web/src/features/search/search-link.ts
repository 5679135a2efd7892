import type { QueryClient } from '@tanstack/react-query';
import { readSearchIntent } from '@baandee/domain';
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
  const canonical = canonicalFilter(await withIntent(filter, queryClient));
  saveFilter(canonical);
  const params = filterToParams(canonical, await loadSearchMaster(queryClient, mastersForFilter(canonical)), currentLanguage());
  if (fromAnotherPage) params.set('ts', '1');
  return `${SEARCH_PATH}?${params.toString()}`;
}

/**
 * The filters a typed keyword states ("คอนโด เลี้ยงสัตว์ได้ ใกล้ BTS") set as filters, shown
 * on the results as chips the visitor can lift; the rest stays the keyword.
 */
async function withIntent(filter: SearchFilter, queryClient: QueryClient): Promise<SearchFilter> {
  if (!filter.keyword) return filter;
  const master = await loadSearchMaster(queryClient, ['estateTypes', 'train']);
  const { keyword, ...stated } = readSearchIntent(filter.keyword, { estateTypes: master.estateTypes, trainTypes: master.trainTypes });
  if (Object.keys(stated).length === 0) return filter;
  // a type or a line stated in words replaces the one picked (a line belongs to its type)
  const train = stated.train_type === undefined ? {} : { train_line: undefined };
  return { ...filter, ...train, ...stated, keyword };
}
