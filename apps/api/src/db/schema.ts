import type { CoreTables } from './tables/core.js';
import type { MasterTables } from './tables/master.js';
import type { AccountTables } from './tables/accounts.js';
import type { ListingTables } from './tables/listings.js';
import type { SearchTables } from './tables/search.js';
import type { LineTables } from './tables/line.js';
import type { CreditTables } from './tables/credits.js';
import type { AdTables } from './tables/ads.js';
import type { ArticleTables } from './tables/articles.js';
import type { SongkranTables } from './tables/songkran.js';
import type { DashboardTables } from './tables/dashboard.js';
import type { ReportTables } from './tables/reports.js';
import type { EnhanceTables } from './tables/enhance.js';
import type { AuditTables } from './tables/audit.js';
import type { BrokerShareTables } from './tables/broker-shares.js';
import type { DecideTables } from './tables/decide.js';
import type { SavedSearchTables } from './tables/saved-searches.js';
import type { AvailabilityTables } from './tables/availability.js';
import type { SigningKeyTables } from './tables/signing-keys.js';

/**
 * The typed shape of the database: one interface per area, merged here. Add an area's
 * tables in db/tables/<area>.ts and extend DB with it.
 */
export interface DB extends CoreTables, MasterTables, AccountTables, ListingTables, SearchTables, LineTables, CreditTables, AdTables, ArticleTables, SongkranTables, DashboardTables, ReportTables, EnhanceTables, AuditTables, BrokerShareTables, DecideTables, SavedSearchTables, AvailabilityTables, SigningKeyTables {}
