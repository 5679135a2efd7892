import { endpoint } from '../endpoint.js';
import { createSavedSearchBody, savedSearch, savedSearchDeletedResult, savedSearchesResult, savedSearchIdParams, unsubscribedResult, unsubscribeSavedSearchBody, updateSavedSearchBody } from '../saved-search.js';

const tags = ['saved-search'];
/** Someone else's saved search is answered as none at all. */
const owner = { owner: 'savedSearch', param: 'id' } as const;

/** Saved searches with alerts (docs/decisions/059). */
export const savedSearchEndpoints = {
  createSavedSearch: endpoint('createSavedSearch', {
    summary: 'Save a search under a name, with how its new matches are sent (LINE or e-mail, at once or daily)',
    tags,
    access: 'user',
    body: createSavedSearchBody,
    result: savedSearch,
    errors: { 409: ['saved search limit reached'] },
  }),
  savedSearches: endpoint('savedSearches', {
    summary: "The user's saved searches, newest first, each with its count of new matches (listings it matched in the last SAVED_SEARCH_NEW_DAYS days)",
    tags,
    access: 'user',
    result: savedSearchesResult,
  }),
  updateSavedSearch: endpoint('updateSavedSearch', {
    summary: 'Rename, pause or resume a saved search, or change its filter, channel or frequency',
    tags,
    access: owner,
    params: savedSearchIdParams,
    body: updateSavedSearchBody,
    result: savedSearch,
  }),
  deleteSavedSearch: endpoint('deleteSavedSearch', {
    summary: 'Delete a saved search: no alert is sent for it any more',
    tags,
    access: owner,
    params: savedSearchIdParams,
    result: savedSearchDeletedResult,
  }),
  unsubscribeSavedSearch: endpoint('unsubscribeSavedSearch', {
    summary: "An alert's one-click unsubscribe link, without signing in: pauses the saved search its signature is for",
    description: 'The link in every alert (and its List-Unsubscribe header) opens the unsubscribe page, which sends this. A signature that is not the server\'s for that saved search, or a saved search that no longer exists, is answered 404.',
    tags,
    access: 'public',
    body: unsubscribeSavedSearchBody,
    result: unsubscribedResult,
    errors: { 404: ['content not found'] },
  }),
};
