import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import { unauthorized } from '../lib/errors.js';

/**
 * `GET /metrics` in the Prometheus text format: request latency by route pattern, error
 * answers, the database pool, the job queue (plugins/jobs.plugin.ts adds its own), event-loop lag
 * and the process's memory, CPU and handles. Each app has its own registry; modules add
 * their instruments to `app.metrics`. With METRICS_TOKEN set it answers only
 * `Authorization: Bearer <token>`.
 */

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
  interface FastifyRequest {
    /** The route pattern the request is counted under, when it is not a Fastify route's (the web app's pages). */
    metricsRoute: string | null;
  }
}

export const METRICS_PATH = '/metrics';

/** What a request no route or page matched is counted under: never its raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; from a cached page (~2 ms) to the search's slowest keyword walks. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Event-loop lag, memory, CPU, handles and GC belong to the process, not to one app: they
 * are collected once per process (a test worker builds many apps) and shown by every app.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the bearer token; compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; token: string | undefined }) => {
    const registry = new Registry();
    app.decorate('metrics', registry);
    app.decorateRequest('metricsRoute', null);

    const labelNames = ['method', 'route', 'status_code'] as const;
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_request_errors_total',
      help: 'Answers with a status of 400 or above, by method, route pattern and status',
      labelNames,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.metricsRoute ?? request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      };
      duration.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) errors.inc(labels);
    });

    // The pg pool under app.db: connections to a PostgreSQL server, or to the embedded
    // PGlite, which runs one query at a time (there `waiting` is its queue); and the read
    // replica's pool (DATABASE_READ_URL) as `database="replica"`.
    const { kind, replica } = opts.database;
    const pools = [{ database: kind as string, pool: opts.database.pool }, ...(replica ? [{ database: 'replica', pool: replica.pool }] : [])];
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool: connections running a query (in_use), open and idle, and queries waiting for a connection',
      labelNames: ['database', 'state'],
      registers: [registry],
      collect() {
        for (const { database, pool } of pools) {
          this.set({ database, state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ database, state: 'idle' }, pool.idleCount);
          this.set({ database, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The most connections the database pool opens',
      labelNames: ['database'],
      registers: [registry],
      collect() {
        for (const { database, pool } of pools) this.set({ database }, pool.options.max ?? 10);
      },
    });

    const { token } = opts;
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (token !== undefined && !hasToken(request, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized();
      }
      const text = (await processMetrics().metrics()) + (await registry.metrics());
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
  { name: 'metrics' },
);
