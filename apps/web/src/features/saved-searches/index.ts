/** Saved searches with alerts (docs/decisions/060): the results' "Save this search", the list page and the unsubscribe page. */
export { SaveSearchButton } from './components/save-search-button';
export { SavedSearchList } from './components/saved-search-list';
export { UnsubscribePage } from './components/unsubscribe-page';
