import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { batchWriter } from '../../lib/batch-writer.js';
import type { AdCountRow } from './ads.repository.js';

/**
 * Impressions and clicks of ads, per ad and Bangkok day: summed in memory and added to
 * the database in one statement every AD_COUNT_FLUSH_INTERVAL_MS, as soon as
 * AD_COUNT_FLUSH_SIZE ad-days wait, and when the server closes. Every page view counts,
 * so a count never costs the visitor a write; a failed write is logged, never thrown.
 */
export const AD_COUNT_FLUSH_INTERVAL_MS = 1000;
export const AD_COUNT_FLUSH_SIZE = 500;
/** Ad-days held at most while the database does not answer; further counts are dropped. */
const MAX_PENDING = 20_000;

const bangkokDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' });

export interface AdCounts {
  /** Counts returns at once. */
  impression(adId: number): void;
  click(adId: number): void;
  /** Writes what is summed now (tests; the close hook). */
  flush(): Promise<void>;
}

export function adCounts(app: Pick<FastifyInstance, 'adsRepository' | 'log'>): AdCounts & { stop(): Promise<void> } {
  let pending = new Map<string, AdCountRow>();
  const writer = batchWriter({
    take: () => {
      if (pending.size === 0) return null;
      const batch = [...pending.values()];
      pending = new Map();
      return batch;
    },
    write: (batch) => app.adsRepository.addCounts(batch),
    onError: (error, batch) => app.log.error({ err: error, rows: batch.length }, 'ad counts not written'),
    intervalMs: AD_COUNT_FLUSH_INTERVAL_MS,
  });

  function add(adId: number, kind: 'impressions' | 'clicks') {
    const day = bangkokDay.format(new Date());
    const key = `${adId}:${day}`;
    let row = pending.get(key);
    if (!row) {
      if (pending.size >= MAX_PENDING) return;
      row = { ad_id: adId, day, impressions: 0, clicks: 0 };
      pending.set(key, row);
    }
    row[kind] += 1;
    if (pending.size >= AD_COUNT_FLUSH_SIZE) void writer.flush();
  }

  return {
    impression: (adId) => add(adId, 'impressions'),
    click: (adId) => add(adId, 'clicks'),
    flush: writer.flush,
    stop: writer.stop,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    adCounts: AdCounts;
  }
}

export const adCountsPlugin = fp(
  async (app: FastifyInstance) => {
    const counts = adCounts(app);
    app.decorate('adCounts', { impression: counts.impression, click: counts.click, flush: counts.flush });
    // onClose hooks run in reverse order of registration: before the database is closed
    app.addHook('onClose', () => counts.stop());
  },
  { name: 'ad-counts', dependencies: ['ads-repository'] },
);
