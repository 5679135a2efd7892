import type { Endpoint } from '../endpoint.js';
import type { EndpointName } from '../routes.js';
import { adEndpoints } from './ads.js';
import { adminEndpoints } from './admin.js';
import { auditEndpoints } from './audit.js';
import { articleEndpoints } from './articles.js';
import { authEndpoints } from './auth.js';
import { creditEndpoints } from './credits.js';
import { eventEndpoints } from './events.js';
import { enhanceEndpoints } from './enhance.js';
import { brokerShareEndpoints } from './broker-share.js';
import { dashboardEndpoints } from './dashboard.js';
import { decideEndpoints } from './decide.js';
import { lineEndpoints } from './line.js';
import { listingEndpoints } from './listings.js';
import { listingQualityEndpoints } from './listing-quality.js';
import { masterDataEndpoints } from './master-data.js';
import { privacyEndpoints } from './privacy.js';
import { reportEndpoints } from './reports.js';
import { savedSearchEndpoints } from './saved-search.js';
import { searchEndpoints } from './search.js';
import { systemEndpoints } from './system.js';
import { userEndpoints } from './users.js';

/** Every endpoint of the API by name: the one source for routes, OpenAPI, the web client and the generated suites. */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...userEndpoints,
  ...masterDataEndpoints,
  ...listingEndpoints,
  ...listingQualityEndpoints,
  ...enhanceEndpoints,
  ...brokerShareEndpoints,
  ...searchEndpoints,
  ...creditEndpoints,
  ...adminEndpoints,
  ...lineEndpoints,
  ...adEndpoints,
  ...articleEndpoints,
  ...privacyEndpoints,
  ...eventEndpoints,
  ...dashboardEndpoints,
  ...reportEndpoints,
  ...auditEndpoints,
  ...decideEndpoints,
  ...savedSearchEndpoints,
} satisfies { [N in EndpointName]: Endpoint<N> };

export type Endpoints = typeof endpoints;
export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(endpoints);

export { healthResult, readyResult } from './system.js';
