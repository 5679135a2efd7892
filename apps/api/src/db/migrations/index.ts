import type { Migration } from 'kysely/migration';
import * as core from './0001-core.js';
import * as masterData from './0002-master-data.js';
import * as accounts from './0003-accounts.js';
import * as enumsRolesStatus from './0004-enums-roles-status.js';
import * as accountSecurity from './0005-account-security.js';
import * as listings from './0006-listings.js';
import * as search from './0007-search.js';
import * as jobsAndNotifications from './0008-jobs-and-notifications.js';
import * as line from './0008-line.js';
import * as credits from './0009-credits.js';
import * as ads from './0011-ads.js';
import * as articles from './0010-articles.js';
import * as songkran from './0013-songkran.js';
import * as pdpa from './0014-pdpa.js';
import * as dashboard from './0012-dashboard.js';
import * as searchCoveringIndexes from './0015-search-covering-indexes.js';
import * as searchWordIndex from './0016-search-word-index.js';
import * as searchBoostedTitles from './0017-search-boosted-titles.js';
import * as searchWalkingDistance from './0018-search-walking-distance.js';
import * as searchStationDistanceAndMapArea from './0019-search-station-distance-and-map-area.js';
import * as reportsAndSuspension from './0021-reports-and-suspension.js';
import * as adminAudit from './0022-admin-audit.js';
import * as photoEnhancements from './0023-photo-enhancements.js';
import * as brokerShares from './0024-broker-shares.js';
import * as adNames from './0025-ad-names.js';
import * as priceInsightAndMortgage from './0028-price-insight-and-mortgage.js';
import * as searchTitleWords from './0029-search-title-words.js';
import * as brokerShareVisits from './0026-broker-share-visits.js';
import * as duplicateListings from './0027-duplicate-listings.js';
import * as savedSearches from './0030-saved-searches.js';
import * as listingAvailability from './0033-listing-availability.js';
import * as photoSizes from './0034-photo-sizes.js';
import * as savedSearchAlerts from './0035-saved-search-alerts.js';
import * as searchNearestStation from './0036-search-nearest-station.js';
import * as searchQualityRank from './0037-search-quality-rank.js';
import * as searchPackedIdLists from './0038-search-packed-id-lists.js';

/** Ordered migrations; the key is the name recorded in the database. Append only. */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-master-data': masterData,
  '0003-accounts': accounts,
  '0004-enums-roles-status': enumsRolesStatus,
  '0005-account-security': accountSecurity,
  '0006-listings': listings,
  '0007-search': search,
  '0008-jobs-and-notifications': jobsAndNotifications,
  '0008-line': line,
  '0009-credits': credits,
  '0011-ads': ads,
  '0010-articles': articles,
  '0013-songkran': songkran,
  '0014-pdpa': pdpa,
  '0012-dashboard': dashboard,
  '0015-search-covering-indexes': searchCoveringIndexes,
  '0016-search-word-index': searchWordIndex,
  '0017-search-boosted-titles': searchBoostedTitles,
  '0018-search-walking-distance': searchWalkingDistance,
  '0019-search-station-distance-and-map-area': searchStationDistanceAndMapArea,
  '0021-reports-and-suspension': reportsAndSuspension,
  '0022-admin-audit': adminAudit,
  '0023-photo-enhancements': photoEnhancements,
  '0024-broker-shares': brokerShares,
  '0025-ad-names': adNames,
  '0028-price-insight-and-mortgage': priceInsightAndMortgage,
  '0029-search-title-words': searchTitleWords,
  '0026-broker-share-visits': brokerShareVisits,
  '0027-duplicate-listings': duplicateListings,
  '0030-saved-searches': savedSearches,
  '0033-listing-availability': listingAvailability,
  '0034-photo-sizes': photoSizes,
  '0035-saved-search-alerts': savedSearchAlerts,
  '0036-search-nearest-station': searchNearestStation,
  '0037-search-quality-rank': searchQualityRank,
  '0038-search-packed-id-lists': searchPackedIdLists,
};
