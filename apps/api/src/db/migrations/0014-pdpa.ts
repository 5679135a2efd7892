import { sql, type Kysely } from 'kysely';
import { USER_STATUSES } from '@baandee/domain';
import { replaceCheck } from '../migration-helpers.js';

/**
 * PDPA: the user's rights (docs/decisions/024).
 *
 * A deleted account keeps its row, emptied of personal data, with status 'deleted': the
 * ledger, the balance and the payments still point at it for the accounts. A payment
 * slip's picture is erased with the account while the slip row (its transfer reference,
 * accepted once) stays, so `storage_key` may be null.
 *
 * The retention job deletes raw rows older than their kind's age by creation time; each
 * kind gets an index on that time, so the job never reads a whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceCheck(db, 'users', 'status', USER_STATUSES);
  await sql`alter table payment_slips alter column storage_key drop not null`.execute(db);
  await sql`create index listing_events_retention_idx on listing_events (created_at)`.execute(db);
  await sql`create index line_webhook_events_retention_idx on line_webhook_events (received_at)`.execute(db);
  await sql`create index listing_leads_retention_idx on listing_leads (created_at)`.execute(db);
  await sql`create index contact_messages_retention_idx on contact_messages (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['contact_messages_retention_idx', 'listing_leads_retention_idx', 'line_webhook_events_retention_idx', 'listing_events_retention_idx']) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`delete from payment_slips where storage_key is null`.execute(db);
  await sql`alter table payment_slips alter column storage_key set not null`.execute(db);
  await sql`update users set status = 'banned' where status = 'deleted'`.execute(db);
  await replaceCheck(db, 'users', 'status', ['active', 'banned']);
}
