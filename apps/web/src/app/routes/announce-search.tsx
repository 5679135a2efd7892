import { SaveSearchButton } from '../../features/saved-searches';
import { SearchPage } from '../../features/search/components/search-page';

/** /announce-search (AnnounceAdvanceSearch): the search bar and its results, the filter in the URL; the results can be saved with alerts. */
export function Component() {
  return <SearchPage actions={(filter) => <SaveSearchButton filter={filter} />} />;
}
