import { sql, type Kysely } from 'kysely';
import { AVAILABILITY_ANSWERS, AVAILABILITY_CLOSE_REASONS } from '@baandee/domain';
import { replaceCheck } from '../migration-helpers.js';

/**
 * "Still available?" (docs/decisions/062). A listing keeps when its owner last said it is
 * still available (`confirmed_at`), since when a question about it went unanswered
 * (`stale_since`, also on its `listing_search` row, so ranking can sink it) and why the
 * check took it off the site (`closed_reason`).
 *
 * `availability_asks` holds each question: when it was asked, over which channel it went
 * out, the two one-click links of its e-mail (only their SHA-256, each good for one use
 * until `links_expire_at`) and the answer, once. The partial index finds a listing's open
 * question; the sweep finds questions past their deadlines by `asked_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table listings
    add column confirmed_at timestamptz,
    add column stale_since timestamptz,
    add column closed_reason text`.execute(db);
  await replaceCheck(db, 'listings', 'closed_reason', AVAILABILITY_CLOSE_REASONS);
  await sql`alter table listing_search add column stale_since timestamptz`.execute(db);

  await sql`create table availability_asks (
    id serial primary key,
    listing_id integer not null references listings (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    asked_at timestamptz not null,
    channel text check (channel in ('line', 'email')),
    yes_token_hash text unique,
    no_token_hash text unique,
    links_expire_at timestamptz,
    answer text,
    answered_via text check (answered_via in ('line', 'email', 'site')),
    answered_at timestamptz,
    check ((answer is null) = (answered_at is null))
  )`.execute(db);
  await replaceCheck(db, 'availability_asks', 'answer', AVAILABILITY_ANSWERS);
  await sql`create index availability_asks_open_idx on availability_asks (listing_id, asked_at) where answered_at is null`.execute(db);
  await sql`create index availability_asks_open_age_idx on availability_asks (asked_at) where answered_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('availability_asks').execute();
  await sql`alter table listing_search drop column stale_since`.execute(db);
  await sql`alter table listings drop column confirmed_at, drop column stale_since, drop column closed_reason`.execute(db);
}
