/** What other features use of search; they import it from here, never from its files (eslint.config.js). */
export { EmptyResults } from './components/empty-results';
export { SearchBar } from './components/search-bar';
export { SearchBox } from './components/search-box';
export { SearchResults } from './components/search-results';
export { useSavedFilter } from './search-store';
export { useResultsParams } from './use-results-params';
export { useRunSearch } from './use-run-search';
export { FILTER_FIELD_CONTROLS } from './components/filter-fields';
export { withDependents } from './search-filter';
