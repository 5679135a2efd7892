import { sql, type Kysely } from 'kysely';
import { REPORT_ACTIONS, REPORT_REASONS } from '@baandee/domain';

/**
 * Reports from visitors and suspended accounts (docs/decisions/046).
 *
 * - `listing_reports`: what a visitor (signed in or not) reported about a listing, and how
 *   an admin closed it. A report outlives its reporter's account (`reporter_id` set null).
 * - `listings.held_at`: set when enough open "scam" reports arrive (SCAM_REPORTS_TO_HOLD);
 *   the listing is out of search and its page says unavailable until an admin decides.
 * - `users.suspended_at`, `suspension_reason`, `suspended_by`: a suspended account keeps
 *   everything; it cannot sign in or use a session, and its listings are out of search.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column suspended_at timestamptz, add column suspension_reason text, add column suspended_by integer references users (id) on delete set null`.execute(db);
  await sql`alter table listings add column held_at timestamptz`.execute(db);
  await sql`create table listing_reports (
      id serial primary key,
      listing_id integer not null references listings (id) on delete cascade,
      reporter_id integer references users (id) on delete set null,
      reason text not null check (reason in (${sql.join(REPORT_REASONS.map((reason) => sql.lit(reason)))})),
      message text not null default '',
      status text not null default 'open' check (status in ('open', 'closed')),
      action text check (action in (${sql.join(REPORT_ACTIONS.map((action) => sql.lit(action)))})),
      note text,
      resolved_by integer references users (id) on delete set null,
      resolved_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index listing_reports_open_idx on listing_reports (created_at) where status = 'open'`.execute(db);
  await sql`create index listing_reports_listing_idx on listing_reports (listing_id)`.execute(db);
  await sql`create index listing_reports_reporter_idx on listing_reports (reporter_id) where reporter_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists listing_reports`.execute(db);
  await sql`alter table listings drop column if exists held_at`.execute(db);
  await sql`alter table users drop column if exists suspended_by, drop column if exists suspension_reason, drop column if exists suspended_at`.execute(db);
}
