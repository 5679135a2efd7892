import type { ColumnType, Generated } from 'kysely';
import type { ReportAction, ReportReason, ReportStatus } from '@baandee/domain';
import type { CreatedAt } from './core.js';

/** What a visitor reported about a listing, and how an admin closed it (migration 0021). */
export interface ListingReportsTable {
  id: Generated<number>;
  listing_id: number;
  /** The signed-in reporter, told the outcome; null for an anonymous visitor. */
  reporter_id: number | null;
  reason: ReportReason;
  message: Generated<string>;
  status: Generated<ReportStatus>;
  action: ReportAction | null;
  /** What the admin wrote: told to the owner (ask_fix, ban_listing) or the suspension's reason. */
  note: string | null;
  resolved_by: number | null;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface ReportTables {
  listing_reports: ListingReportsTable;
}
