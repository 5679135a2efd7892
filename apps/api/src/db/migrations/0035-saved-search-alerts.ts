import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Saved-search alerts (docs/decisions/060).
 *
 * `saved_search_sends`: one alert (a LINE carousel or a mail) of a saved search, written in
 * the transaction that claims its matches (their `sent_at` and `send_id`), delivered by a
 * job of its own and marked `delivered_at` once out, so a replayed job sends nothing again.
 * The instant alerts' daily cap counts these rows.
 *
 * `signing_keys`: secrets the server signs links with (HMAC), one per purpose, made here
 * at random: every process of the site reads the same key from the database, and a
 * restored backup keeps the links already sent working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table saved_search_sends (
    id serial primary key,
    saved_search_id integer not null references saved_searches (id) on delete cascade,
    channel text not null check (channel in ('line', 'email')),
    listing_count integer not null check (listing_count > 0),
    created_at timestamptz not null default now(),
    delivered_at timestamptz
  )`.execute(db);
  await sql`create index saved_search_sends_search_idx on saved_search_sends (saved_search_id, created_at)`.execute(db);
  await sql`alter table saved_search_matches add column send_id integer references saved_search_sends (id) on delete set null`.execute(db);
  await sql`create index saved_search_matches_send_idx on saved_search_matches (send_id) where send_id is not null`.execute(db);
  await sql`create table signing_keys (
    purpose text primary key,
    secret text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into signing_keys (purpose, secret) values ('links', ${randomBytes(32).toString('base64url')})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_keys').execute();
  await sql`alter table saved_search_matches drop column send_id`.execute(db);
  await db.schema.dropTable('saved_search_sends').execute();
}
