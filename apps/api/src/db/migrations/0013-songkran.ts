import { sql, type Kysely } from 'kysely';
import { SONGKRAN_DESIGNS, SONGKRAN_LANGUAGES, SONGKRAN_SHARE_CHANNELS } from '@baandee/domain';
import { attachSetUpdatedAt, replaceCheck } from '../migration-helpers.js';

/**
 * The Songkran event (DESIGN 4.12).
 *
 * `songkran_settings`: the window and the credits a first share grants, one row once an
 * admin saved them (until then the environment's defaults hold). `songkran_cards`: the
 * greeting cards, each under an unguessable ref, its picture in the storage.
 * `songkran_shares`: every share of a card (LINE, Facebook, copied link).
 *
 * The first share's credits are a `got` entry of the ledger with subject `event` and the
 * subject id `songkran-<year>:<user id>`: the unique index below lets exactly one such
 * entry in, however many shares arrive at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table songkran_settings (
    id boolean primary key default true check (id),
    starts_at timestamptz not null,
    ends_at timestamptz not null,
    share_credits integer not null check (share_credits >= 0),
    updated_by integer references users (id) on delete set null,
    updated_at timestamptz not null default now(),
    constraint songkran_settings_window_check check (ends_at > starts_at)
  )`.execute(db);
  await attachSetUpdatedAt(db, 'songkran_settings');

  await sql`create table songkran_cards (
    id bigint generated always as identity primary key,
    ref text not null unique,
    user_id integer not null references users (id) on delete cascade,
    design text not null,
    language text not null,
    message text not null,
    name text not null,
    storage_key text not null,
    image_url text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await replaceCheck(db, 'songkran_cards', 'design', SONGKRAN_DESIGNS);
  await replaceCheck(db, 'songkran_cards', 'language', SONGKRAN_LANGUAGES);
  await sql`create index songkran_cards_user_idx on songkran_cards (user_id, id desc)`.execute(db);

  await sql`create table songkran_shares (
    id bigint generated always as identity primary key,
    card_id bigint not null references songkran_cards (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    channel text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await replaceCheck(db, 'songkran_shares', 'channel', SONGKRAN_SHARE_CHANNELS);
  await sql`create index songkran_shares_user_idx on songkran_shares (user_id)`.execute(db);
  await sql`create index songkran_shares_card_idx on songkran_shares (card_id)`.execute(db);

  // an event's reward once per user and event edition
  await sql`create unique index credit_transactions_event_once_idx on credit_transactions (subject_kind, subject_id, type)
    where subject_kind = 'event'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index credit_transactions_event_once_idx`.execute(db);
  for (const table of ['songkran_shares', 'songkran_cards', 'songkran_settings']) {
    await db.schema.dropTable(table).execute();
  }
}
