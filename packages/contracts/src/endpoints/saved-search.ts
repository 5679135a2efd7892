import { endpoint } from '../endpoint.js';
import { createSavedSearchBody, oneClickUnsubscribeBody, savedSearch, savedSearchDeletedResult, savedSearchesResult, savedSearchIdParams, unsubscribedResult, unsubscribeSavedSearchBody, updateSavedSearchBody } from '../saved-search.js';

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
  oneClickUnsubscribe: endpoint('oneClickUnsubscribe', {
    summary: 'RFC 8058 one-click unsubscribe: the address of an alert mail\'s List-Unsubscribe header, which the mail client POSTs to without signing in',
    description:
      'The query is the signed link (id, sig); the body is `List-Unsubscribe=One-Click`, form-encoded (application/x-www-form-urlencoded) as RFC 8058 has mail clients send it, or the same as JSON. Pauses the saved search as the unsubscribe link does; a signature that is not the server\'s for that saved search, or a saved search that no longer exists, is answered 404.',
    tags,
    access: 'public',
    query: unsubscribeSavedSearchBody,
    body: oneClickUnsubscribeBody,
    result: unsubscribedResult,
    errors: { 404: ['content not found'] },
  }),
};
