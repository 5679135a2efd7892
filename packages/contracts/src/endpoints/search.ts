import { endpoint } from '../endpoint.js';
import {
  adminDeletedResult,
  adminHotSearchBody,
  adminHotSearchesResult,
  adminHotSearch,
  adminTrend,
  adminTrendBody,
  adminTrendsResult,
  commuteMinutesQuery,
  commuteMinutesResult,
  hotTrendResult,
  landingQuery,
  landingResult,
  searchQuery,
  searchResult,
  trendIdParams,
  trendQuery,
  trendResult,
} from '../search.js';
import { searchSuggestQuery, searchSuggestResult } from '../search-suggest.js';

const tags = ['search'];
const adminTags = ['admin'];

/** Spec section 7: the search, trend groups and the quick menu; and the admin's trends and hot searches (DESIGN 4.11, 4.15). */
export const searchEndpoints = {
  searchEstate: endpoint('searchEstate', {
    summary:
      'Search published listings by the search filter (Thai or English keyword, filters, room code); running boosts first, then order_by; 10 a page',
    tags,
    access: 'public',
    query: searchQuery,
    result: searchResult,
  }),
  commuteMinutes: endpoint('commuteMinutes', {
    summary: 'The commute in minutes from each of up to 4 listings (the compare page) to a station or a place (decision 066), as a commute search\'s cards show it; null where there is none',
    tags,
    access: 'public',
    query: commuteMinutesQuery,
    result: commuteMinutesResult,
  }),
  searchSuggest: endpoint('searchSuggest', {
    summary:
      'Suggestions while typing: places, BTS/MRT/ARL stations, lines, projects and estate types whose Thai or English name starts with the text (then loose spelling, then small English typos), each with the filter fields choosing it sets',
    description: 'Public; Cache-Control max-age 60 with a strong ETag naming the master-data version, 304 on a matching If-None-Match.',
    tags,
    access: 'public',
    cacheable: true,
    query: searchSuggestQuery,
    result: searchSuggestResult,
  }),
  trend: endpoint('trend', {
    summary: "A trend group: its name and saved filter, and a page of that search's results",
    tags,
    access: 'public',
    params: trendIdParams,
    query: trendQuery,
    result: trendResult,
    errors: { 404: ['content not found'] },
  }),
  landingPage: endpoint('landingPage', {
    summary:
      'A landing page (a saved search at a readable path such as /condo-for-rent/near-bts-asok): its names, a page of results and links to related landing pages; an unknown or empty one is 404',
    tags,
    access: 'public',
    query: landingQuery,
    result: landingResult,
    errors: { 404: ['content not found'] },
  }),
  hotTrend: endpoint('hotTrend', {
    summary: 'The trending-search quick menu: hot searches grouped by category, each with the trend it opens',
    tags,
    access: 'public',
    result: hotTrendResult,
  }),
  adminTrends: endpoint('adminTrends', {
    summary: 'Every trend group with its saved filter',
    tags: adminTags,
    access: 'admin',
    result: adminTrendsResult,
  }),
  adminStoreTrend: endpoint('adminStoreTrend', {
    summary: 'Create a trend group (without id) or update one (with id); a slug another trend has is 409 already in use',
    tags: adminTags,
    access: 'admin',
    body: adminTrendBody,
    result: adminTrend,
    errors: { 404: ['content not found'], 409: ['already in use'] },
  }),
  adminDeleteTrend: endpoint('adminDeleteTrend', {
    summary: 'Delete a trend group; hot searches that opened it keep their place without a link',
    tags: adminTags,
    access: 'admin',
    params: trendIdParams,
    result: adminDeletedResult,
    errors: { 404: ['content not found'] },
  }),
  adminHotSearches: endpoint('adminHotSearches', {
    summary: 'Every quick-menu chip in its order',
    tags: adminTags,
    access: 'admin',
    result: adminHotSearchesResult,
  }),
  adminStoreHotSearch: endpoint('adminStoreHotSearch', {
    summary: 'Create a quick-menu chip (without id) or update one (with id); a key another chip has is 409 already in use',
    tags: adminTags,
    access: 'admin',
    body: adminHotSearchBody,
    result: adminHotSearch,
    errors: { 404: ['content not found'], 409: ['already in use'] },
  }),
  adminDeleteHotSearch: endpoint('adminDeleteHotSearch', {
    summary: 'Delete a quick-menu chip',
    tags: adminTags,
    access: 'admin',
    params: trendIdParams,
    result: adminDeletedResult,
    errors: { 404: ['content not found'] },
  }),
};
