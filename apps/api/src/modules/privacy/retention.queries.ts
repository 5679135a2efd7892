import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Which age a kind of row is kept for: raw events, or messages people wrote. */
export type RetentionAge = 'events' | 'messages';

/**
 * Every table of raw rows the retention job trims, the column its age is read from and
 * the setting that ages it (docs/decisions/024). Per-day counts (ad_daily_counts, and
 * the dashboard's rollups) are not raw rows: they stay.
 */
export const RETENTION_TABLES = [
  { table: 'listing_events', key: 'id', column: 'created_at', age: 'events' },
  { table: 'search_logs', key: 'id', column: 'created_at', age: 'events' },
  { table: 'line_webhook_events', key: 'webhook_event_id', column: 'received_at', age: 'events' },
  { table: 'listing_leads', key: 'id', column: 'created_at', age: 'messages' },
  { table: 'contact_messages', key: 'id', column: 'created_at', age: 'messages' },
] as const satisfies readonly { table: keyof DB; key: string; column: string; age: RetentionAge }[];

export type RetentionTable = (typeof RETENTION_TABLES)[number]['table'];

/** Rows deleted per statement: short transactions, so the job never holds a table long. */
const BATCH = 5_000;

export function createRetentionQueries(db: Kysely<DB>) {
  return {
    /** Deletes the table's rows older than `before`, a batch at a time; answers how many went. */
    async deleteOlderThan(kind: (typeof RETENTION_TABLES)[number], before: Date): Promise<number> {
      const table = sql.table(kind.table);
      const key = sql.ref(kind.key);
      let deleted = 0;
      for (;;) {
        const result = await sql`delete from ${table} where ${key} in (
          select ${key} from ${table} where ${sql.ref(kind.column)} < ${before} limit ${BATCH})`.execute(db);
        const count = Number(result.numAffectedRows ?? 0n);
        deleted += count;
        if (count < BATCH) return deleted;
      }
    },
  };
}
