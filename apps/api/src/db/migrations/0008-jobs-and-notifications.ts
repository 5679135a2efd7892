import { sql, type Kysely } from 'kysely';
import { getConstructionPlans } from 'pg-boss';

/** The schema pg-boss keeps its queues and jobs in (docs/decisions/017). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * The durable job queue's tables (pg-boss) at the version of the installed library,
 * inside the migration's transaction: a test template migrated once gives every cloned
 * database a working queue, and no server pays for the install at start. pg-boss upgrades
 * its own schema at start when a newer library finds an older one.
 *
 * `listings.expiry_warned_for` is the expiry date its owner was last told about, so the
 * warning a few days before goes out once per lifetime, and again after a re-publish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(withoutOwnTransaction(getConstructionPlans(JOB_QUEUE_SCHEMA))).execute(db);
  await db.schema.alterTable('listings').addColumn('expiry_warned_for', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').dropColumn('expiry_warned_for').execute();
  await sql.raw(`drop schema ${JOB_QUEUE_SCHEMA} cascade`).execute(db);
}

/** pg-boss wraps its install in BEGIN/COMMIT; the migrator already runs it in a transaction. */
function withoutOwnTransaction(plan: string): string {
  const text = plan.trim();
  if (!text.startsWith('BEGIN;') || !text.endsWith('COMMIT;')) {
    throw new Error('pg-boss install plan is not wrapped in BEGIN/COMMIT any more: check migration 0008-jobs-and-notifications');
  }
  return text.slice('BEGIN;'.length, -'COMMIT;'.length);
}
