import { SearchPage } from '../../features/search/components/search-page';

/** /announce-search (AnnounceAdvanceSearch): the search bar and its results, the filter in the URL. */
export function Component() {
  return <SearchPage />;
}
