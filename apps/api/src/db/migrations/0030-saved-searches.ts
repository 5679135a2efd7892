import { sql, type Kysely } from 'kysely';
import { attachSetUpdatedAt } from '../migration-helpers.js';

/**
 * Saved searches with alerts (docs/decisions/059): a user's search filter kept under a
 * name, with how new matches reach them (channel, frequency) and whether that is paused.
 * `saved_search_matches` holds each listing a search has matched once, keyed by the pair:
 * matching again (a replayed job, a second price change) finds the row there and adds
 * nothing, so a listing is counted and sent at most once per search. `sent_at` is written
 * when the listing went out in an alert; `last_sent_at` on the search is the latest alert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table saved_searches (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    name text not null,
    filter jsonb not null,
    channel text not null check (channel in ('line', 'email')),
    frequency text not null check (frequency in ('instant', 'daily')),
    paused boolean not null default false,
    last_sent_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await attachSetUpdatedAt(db, 'saved_searches');
  await sql`create index saved_searches_user_idx on saved_searches (user_id, id)`.execute(db);
  await sql`create index saved_searches_active_idx on saved_searches (id) where not paused`.execute(db);
  await sql`create table saved_search_matches (
    saved_search_id integer not null references saved_searches (id) on delete cascade,
    listing_id integer not null references listings (id) on delete cascade,
    matched_at timestamptz not null default now(),
    sent_at timestamptz,
    primary key (saved_search_id, listing_id)
  )`.execute(db);
  await sql`create index saved_search_matches_unsent_idx on saved_search_matches (saved_search_id, matched_at) where sent_at is null`.execute(db);
  await sql`create index saved_search_matches_listing_idx on saved_search_matches (listing_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_search_matches').execute();
  await db.schema.dropTable('saved_searches').execute();
}
