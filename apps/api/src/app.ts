import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { compressAnswersPlugin, COMPRESS_THRESHOLD_BYTES } from './plugins/compress-answers.plugin.js';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { parseQueryString } from './lib/query-string.js';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '@baandee/domain';
import type { Config, TrustProxy } from './config.js';
import type { Database } from './db/database.js';
import { authPlugin } from './plugins/auth.plugin.js';
import { dbPlugin } from './plugins/db.plugin.js';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrorHandler } from './plugins/error-handler.plugin.js';
import { requestSerializer } from './lib/log-redaction.js';
import { securityHeaders } from './lib/security-headers.js';
import { jobsPlugin } from './plugins/jobs.plugin.js';
import { metricsPlugin } from './plugins/metrics.plugin.js';
import { linePlugin } from './plugins/line.plugin.js';
import { mailPlugin, mailQueuePlugin, type Mailer } from './plugins/mail.plugin.js';
import { rateLimitPlugin } from './plugins/rate-limit.plugin.js';
import { storagePlugin } from './plugins/storage.plugin.js';
import { webImageSources, webPlugin } from './plugins/web.plugin.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { passwordRoutes } from './modules/auth/password.routes.js';
import { socialRoutes } from './modules/auth/social.routes.js';
import { providersRoutes } from './modules/auth/providers.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { settingsRoutes } from './modules/users/settings.routes.js';
import { masterDataRoutes } from './modules/master-data/master-data.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.js';
import { adminAuditRoutes } from './modules/audit/audit.routes.js';
import { adminDeliveriesRoutes } from './modules/deliveries/deliveries.routes.js';
import { adminReportsRoutes, reportsRoutes } from './modules/reports/reports.routes.js';
import { brokerShareRoutes, ownerBrokerShareRoutes } from './modules/broker-share/broker-share.routes.js';
import { enhanceRoutes } from './modules/enhance/enhance.routes.js';
import { listingsRoutes } from './modules/listings/listings.routes.js';
import { listingTextRoutes } from './modules/listing-text/listing-text.routes.js';
import { listingExpiryPlugin } from './modules/listings/listing-expiry.js';
import { notificationsPlugin } from './modules/notifications/index.js';
import { lineChannelPlugin } from './modules/line/line-channel.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { availabilityRoutes } from './modules/availability/availability.routes.js';
import { availabilityChecksPlugin } from './modules/availability/availability-checks.js';
import { savedSearchMatchingPlugin } from './modules/saved-searches/saved-search-matching.js';
import { savedSearchAlertsPlugin } from './modules/saved-searches/saved-search-alerts.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { listingCardsRoutes } from './modules/listing-cards/listing-cards.routes.js';
import { listingEventsPlugin } from './modules/listing-events/listing-events.service.js';
import { adminTrendsRoutes, trendsRoutes } from './modules/trends/trends.routes.js';
import { searchIndexPlugin } from './modules/search/search-index.plugin.js';
import { searchCardsPlugin } from './modules/listing-cards/search-cards.plugin.js';
import { searchLogsPlugin } from './modules/search/search-logs.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { lineEventsPlugin } from './modules/line/line-webhook.service.js';
import { lineRoutes } from './modules/line/line.routes.js';
import { boostExpiryPlugin } from './modules/boosts/boost-expiry.js';
import { photoHashesPlugin } from './modules/duplicates/photo-hashes.js';
import { qualityRankPlugin } from './modules/quality/quality-rank.js';
import { boostsRoutes } from './modules/boosts/boosts.routes.js';
import { creditsRoutes } from './modules/credits/credits.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { adCountsPlugin } from './modules/ads/ad-counts.js';
import { adminAdsRoutes, adsRoutes } from './modules/ads/ads.routes.js';
import { adminArticlesRoutes, articlesRoutes } from './modules/articles/articles.routes.js';
import { songkranRoutes } from './modules/songkran/songkran.routes.js';
import { decideRoutes } from './modules/decide/decide.routes.js';
import { qualityRoutes } from './modules/quality/quality.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { landingIndexCache } from './modules/landing/landing.service.js';
import { landingRoutes } from './modules/landing/landing.routes.js';
import { seoPlugin } from './modules/seo/seo.routes.js';
import { privacyPlugin } from './modules/privacy/retention.js';
import { privacyRoutes } from './modules/privacy/privacy.routes.js';
import { repositoryPlugins } from './repositories.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Tests pass their own mailer only when they need to read what was sent. */
  mailer?: Mailer;
  /** Directory of the built web app; omitted in API-only tests. */
  webDist?: string;
  /** Where log lines go instead of stdout (at LOG_LEVEL, also under NODE_ENV=test): tests read them. */
  logStream?: { write(line: string): void };
  /** URLs per sitemap part (tests make it small to see the split); the protocol allows 50,000. */
  sitemapPartSize?: number;
}

export type App = FastifyInstance;

export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const headers = securityHeaders(config, options.webDist ? webImageSources(options.webDist) : []);
  const app = Fastify({
    logger: {
      level: config.NODE_ENV === 'test' && !options.logStream ? 'silent' : config.LOG_LEVEL,
      // URLs carry mailed tokens and OAuth codes: never into a log line
      serializers: { req: requestSerializer },
      ...(options.logStream && { stream: options.logStream }),
    },
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // a database slow at start (the machine under load, a large table being vacuumed) delays
    // the start rather than ending it: Fastify's 10 s for a plugin or an onReady hook killed a
    // server whose job queue took longer to start beside a million-listing search table
    pluginTimeout: 60_000,
    // answers the router and Node's HTTP parser give before any hook runs
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
    // the client address rate limits count and messages store: the socket's unless TRUST_PROXY says otherwise
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // lists in bracket form (axios, qs) read as repeated keys
    routerOptions: { querystringParser: parseQueryString },
  }).withTypeProvider<ZodTypeProvider>();

  // every route the server registers, so a test can hold them against the contracts
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First, so its hooks also cover the not-found handler that serves index.html.
  // JSON answers (address data is ~100 KB) and index.html; built assets are precompressed.
  // Answers of a few kilobytes are compressed in one call first (compress-answers.ts).
  await app.register(compressAnswersPlugin);
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(errorHandlerPlugin);
  // before the routes: its onResponse hook times every answer, the not-found handler's too
  await app.register(metricsPlugin, { database: options.database, token: config.METRICS_TOKEN });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(rateLimitPlugin, { config });

  await app.register(swagger, {
    openapi: {
      info: { title: 'BaanDee API', version: '1.0.0', description: 'Thai/English property marketplace API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // uploads are images: one file of at most 2 MB unless a route asks for other limits
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });

  app.decorate('config', config);
  await app.register(dbPlugin, { database: options.database });
  // the search repository tells the index of every change: the index first
  await app.register(searchIndexPlugin, { database: options.database });
  await app.register(searchCardsPlugin);
  for (const plugin of repositoryPlugins) await app.register(plugin);
  await app.register(authPlugin);
  await app.register(listingEventsPlugin);
  await app.register(searchLogsPlugin);
  await app.register(adCountsPlugin);
  app.decorate('landingIndex', landingIndexCache(app));
  await app.register(mailPlugin, { config, mailer: options.mailer });
  await app.register(jobsPlugin, { pool: options.database.pool });
  await app.register(mailQueuePlugin);
  await app.register(linePlugin, { config });
  await app.register(lineEventsPlugin);
  await app.register(storagePlugin);
  await app.register(notificationsPlugin);
  await app.register(lineChannelPlugin);
  await app.register(listingExpiryPlugin);
  await app.register(boostExpiryPlugin);
  await app.register(photoHashesPlugin);
  await app.register(qualityRankPlugin);
  await app.register(savedSearchMatchingPlugin);
  await app.register(availabilityChecksPlugin);
  await app.register(savedSearchAlertsPlugin);
  await app.register(privacyPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(contactRoutes);
      await api.register(authRoutes);
      await api.register(passwordRoutes);
      await api.register(socialRoutes);
      await api.register(providersRoutes);
      await api.register(usersRoutes);
      await api.register(settingsRoutes);
      await api.register(masterDataRoutes);
      await api.register(listingsRoutes);
      await api.register(enhanceRoutes);
      await api.register(listingTextRoutes);
      await api.register(adminRoutes);
      await api.register(listingCardsRoutes);
      await api.register(favoritesRoutes);
      await api.register(leadsRoutes);
      await api.register(searchRoutes);
      await api.register(trendsRoutes);
      await api.register(landingRoutes);
      await api.register(adminTrendsRoutes);
      await api.register(lineRoutes);
      await api.register(creditsRoutes);
      await api.register(paymentsRoutes);
      await api.register(boostsRoutes);
      await api.register(adsRoutes);
      await api.register(adminAdsRoutes);
      await api.register(articlesRoutes);
      await api.register(adminArticlesRoutes);
      await api.register(privacyRoutes);
      await api.register(songkranRoutes);
      await api.register(dashboardRoutes);
      await api.register(reportsRoutes);
      await api.register(adminReportsRoutes);
      await api.register(brokerShareRoutes);
      await api.register(ownerBrokerShareRoutes);
      await api.register(adminUsersRoutes);
      await api.register(adminAuditRoutes);
      await api.register(adminDeliveriesRoutes);
      await api.register(decideRoutes);
      await api.register(qualityRoutes);
      await api.register(savedSearchesRoutes);
      await api.register(availabilityRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(seoPlugin, { partSize: options.sitemapPartSize });
  if (options.webDist) await app.register(webPlugin, { dist: options.webDist, uploadsDir: config.uploadsDir });
  return app;
}

/** A request id a proxy in front may hand on; anything else is replaced. */
const REQUEST_ID_FORMAT = /^[A-Za-z0-9-]{8,64}$/;

/** Each request's id, in the x-request-id answer header and every log line about it. */
function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_FORMAT.test(incoming) ? incoming : randomUUID();
}

/**
 * Fastify's own reading of a hop count trusts nobody; a count of n trusts the socket's
 * peer and the n - 1 addresses before it in X-Forwarded-For (as Express reads it).
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    registeredRoutes: readonly RegisteredRoute[];
  }
}
