import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Insertable } from 'kysely';
import type { SearchFilter } from '@baandee/contracts';
import type { SearchSource } from '@baandee/domain';
import type { SearchLogsTable } from '../../db/tables/search.js';
import { batchWriter } from '../../lib/batch-writer.js';

/**
 * Every search run on the site, for the dashboard's search analytics (DESIGN 4.11): kept
 * in memory and written in batches, off the request's path: every FLUSH_INTERVAL_MS, as
 * soon as FLUSH_SIZE wait, and when the server closes, so a shutdown loses none. A failed
 * write is logged, never thrown at a visitor.
 */
export const SEARCH_LOG_FLUSH_INTERVAL_MS = 1000;
export const SEARCH_LOG_FLUSH_SIZE = 200;
/** Entries held at most while the database does not answer; older ones are dropped. */
const MAX_PENDING = 10_000;

export interface SearchLogEntry {
  source: SearchSource;
  filter: SearchFilter;
  resultCount: number;
  analyticsId: string | null;
  userId: number | null;
  trendId?: number | null;
}

export interface SearchLogs {
  /** Queues one search; returns at once. */
  record(entry: SearchLogEntry): void;
  /** Writes what is queued now (tests; the close hook). */
  flush(): Promise<void>;
}

/** The anonymous id the web app keeps per browser: a UUID in `x-analytics-id`, anything else is ignored. */
const ANALYTICS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ANALYTICS_ID_HEADER = 'x-analytics-id';

export function analyticsIdOf(request: FastifyRequest): string | null {
  const value = request.headers[ANALYTICS_ID_HEADER];
  return typeof value === 'string' && ANALYTICS_ID.test(value) ? value.toLowerCase() : null;
}

/** The web app's analytics cookie (it exists only once the visitor accepted cookies): what a page's own request carries instead of the header. */
const ANALYTICS_COOKIE = /(?:^|;\s*)baandee_analytics=([^;]*)/;

/** The anonymous id of the browser asking for a page (the HTML, not an API call): from its analytics cookie. */
export function analyticsIdOfPage(request: FastifyRequest): string | null {
  const value = ANALYTICS_COOKIE.exec(String(request.headers.cookie ?? ''))?.[1];
  return value && ANALYTICS_ID.test(value) ? value.toLowerCase() : null;
}

function toRow(entry: SearchLogEntry & { at: Date }): Insertable<SearchLogsTable> {
  const { filter } = entry;
  return {
    analytics_id: entry.analyticsId,
    user_id: entry.userId,
    source: entry.source,
    trend_id: entry.trendId ?? null,
    keyword: filter.keyword ?? null,
    sell_type: filter.sell_type ?? null,
    estate_type_id: filter.estate_type_id ?? null,
    province_id: filter.province_id ?? null,
    district_id: filter.district_id ?? null,
    min_price: filter.min_price ?? null,
    max_price: filter.max_price ?? null,
    filter: JSON.stringify(filter),
    result_count: entry.resultCount,
    created_at: entry.at,
  };
}

export function searchLogs(app: Pick<FastifyInstance, 'log' | 'searchRepository'>): SearchLogs & { stop(): Promise<void> } {
  let pending: Insertable<SearchLogsTable>[] = [];
  const writer = batchWriter({
    take: () => {
      if (pending.length === 0) return null;
      const batch = pending;
      pending = [];
      return batch;
    },
    write: (batch) => app.searchRepository.insertLogs(batch),
    onError: (error, batch) => app.log.error({ err: error, entries: batch.length }, 'search log entries not written'),
    intervalMs: SEARCH_LOG_FLUSH_INTERVAL_MS,
  });

  return {
    record(entry) {
      pending.push(toRow({ ...entry, at: new Date() }));
      if (pending.length > MAX_PENDING) pending.splice(0, pending.length - MAX_PENDING);
      if (pending.length >= SEARCH_LOG_FLUSH_SIZE) void writer.flush();
    },
    flush: writer.flush,
    stop: writer.stop,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    searchLogs: SearchLogs;
  }
}

/** `app.searchLogs.record(...)` for the search and trend routes. */
export const searchLogsPlugin = fp(
  async (app: FastifyInstance) => {
    const logs = searchLogs(app);
    app.decorate('searchLogs', { record: logs.record, flush: logs.flush });
    // onClose hooks run in reverse order of registration: before the database is closed
    app.addHook('onClose', () => logs.stop());
  },
  { name: 'search-logs', dependencies: ['search-repository'] },
);
