import type { ColumnType } from 'kysely';
import type { CreatedAt } from './core.js';

type Json = ColumnType<Record<string, unknown> | null, string | null, never>;

/** One admin action (migration 0022, docs/decisions/047); never updated or deleted. */
export interface AdminAuditTable {
  id: ColumnType<string, never, never>;
  created_at: CreatedAt;
  actor_id: ColumnType<number, number, never>;
  /** `<subject>.<verb>`, e.g. `payment.approve` (AUDIT_ACTIONS in @baandee/domain). */
  action: ColumnType<string, string, never>;
  subject_type: ColumnType<string, string, never>;
  subject_id: ColumnType<string, string, never>;
  /** The fields the action changed, as they were; null when it created the object. */
  before: Json;
  /** The same fields afterwards; null when it deleted the object. */
  after: Json;
  request_id: ColumnType<string, string, never>;
  /** A money decision (payments, credits, package prices): kept for the accounts. */
  money: ColumnType<boolean, boolean | undefined, never>;
}

export interface AuditTables {
  admin_audit: AdminAuditTable;
}
