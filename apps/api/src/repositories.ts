import { adminRepositoryPlugin } from './modules/admin/admin.repository.js';
import { adminUsersRepositoryPlugin } from './modules/admin/admin-users.repository.js';
import { reportsRepositoryPlugin } from './modules/reports/reports.repository.js';
import { auditRepositoryPlugin } from './modules/audit/audit.repository.js';
import { deliveriesRepositoryPlugin } from './modules/deliveries/deliveries.repository.js';
import { boostsRepositoryPlugin } from './modules/boosts/boosts.repository.js';
import { creditsRepositoryPlugin } from './modules/credits/credits.repository.js';
import { adsRepositoryPlugin } from './modules/ads/ads.repository.js';
import { articlesRepositoryPlugin } from './modules/articles/articles.repository.js';
import { sessionsRepositoryPlugin } from './modules/auth/sessions.repository.js';
import { userTokensRepositoryPlugin } from './modules/auth/user-tokens.repository.js';
import { brokerShareRepositoryPlugin } from './modules/broker-share/broker-share.repository.js';
import { contactRepositoryPlugin } from './modules/contact/contact.repository.js';
import { enhanceRepositoryPlugin } from './modules/enhance/enhance.repository.js';
import { decideRepositoryPlugin } from './modules/decide/decide.repository.js';
import { duplicatesRepositoryPlugin } from './modules/duplicates/duplicates.repository.js';
import { dashboardRepositoryPlugin } from './modules/dashboard/dashboard.repository.js';
import { favoritesRepositoryPlugin } from './modules/favorites/favorites.repository.js';
import { savedSearchesRepositoryPlugin } from './modules/saved-searches/saved-searches.repository.js';
import { healthRepositoryPlugin } from './modules/health/health.repository.js';
import { landingRepositoryPlugin } from './modules/landing/landing.repository.js';
import { leadsRepositoryPlugin } from './modules/leads/leads.repository.js';
import { lineRepositoryPlugin } from './modules/line/line.repository.js';
import { listingCardsRepositoryPlugin } from './modules/listing-cards/listing-cards.repository.js';
import { listingEventsRepositoryPlugin } from './modules/listing-events/listing-events.repository.js';
import { listingsRepositoryPlugin } from './modules/listings/listings.repository.js';
import { masterDataRepositoryPlugin } from './modules/master-data/master-data.repository.js';
import { paymentsRepositoryPlugin } from './modules/payments/payments.repository.js';
import { privacyRepositoryPlugin } from './modules/privacy/privacy.repository.js';
import { qualityRepositoryPlugin } from './modules/quality/quality.repository.js';
import { searchRepositoryPlugin } from './modules/search/search.repository.js';
import { settingsRepositoryPlugin } from './modules/users/settings.repository.js';
import { sitemapRepositoryPlugin } from './modules/seo/sitemap.repository.js';
import { songkranRepositoryPlugin } from './modules/songkran/songkran.repository.js';
import { trendsRepositoryPlugin } from './modules/trends/trends.repository.js';
import { usersRepositoryPlugin } from './modules/users/users.repository.js';

/**
 * Every module's repository, registered on the root instance before the auth plugin and
 * the routes: a service reaches another module's queries as `app.<name>Repository`, never
 * by importing its file (eslint.config.js).
 */
export const repositoryPlugins = [
  adminRepositoryPlugin,
  adminUsersRepositoryPlugin,
  reportsRepositoryPlugin,
  auditRepositoryPlugin,
  deliveriesRepositoryPlugin,
  boostsRepositoryPlugin,
  creditsRepositoryPlugin,
  adsRepositoryPlugin,
  articlesRepositoryPlugin,
  sessionsRepositoryPlugin,
  userTokensRepositoryPlugin,
  brokerShareRepositoryPlugin,
  contactRepositoryPlugin,
  dashboardRepositoryPlugin,
  decideRepositoryPlugin,
  duplicatesRepositoryPlugin,
  enhanceRepositoryPlugin,
  favoritesRepositoryPlugin,
  healthRepositoryPlugin,
  landingRepositoryPlugin,
  leadsRepositoryPlugin,
  lineRepositoryPlugin,
  listingCardsRepositoryPlugin,
  listingEventsRepositoryPlugin,
  listingsRepositoryPlugin,
  masterDataRepositoryPlugin,
  paymentsRepositoryPlugin,
  privacyRepositoryPlugin,
  qualityRepositoryPlugin,
  savedSearchesRepositoryPlugin,
  searchRepositoryPlugin,
  settingsRepositoryPlugin,
  sitemapRepositoryPlugin,
  songkranRepositoryPlugin,
  trendsRepositoryPlugin,
  usersRepositoryPlugin,
];
