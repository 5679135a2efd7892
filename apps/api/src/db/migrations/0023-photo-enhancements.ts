import { sql, type Kysely } from 'kysely';
import { ENHANCE_ENTRY_TYPES, ENHANCE_SUBJECTS } from '@baandee/domain';
import { replaceCheck } from '../migration-helpers.js';

/**
 * Listing photos enhanced (docs/decisions/050).
 *
 * `enhancement_transactions` is the entitlement's ledger, per listing, kept as the credit
 * ledger is (migration 0009): append-only, each entry positive, `enhancement_balances`
 * moved by a trigger in the same statement and its CHECK (balance >= 0) refusing the
 * spend that would go below zero under any concurrency. A listing gets the trial grant and
 * the package's grant at most once each, and a photo (its original URL) is paid for once.
 *
 * `listing_image_enhancements` ties an enhanced photo (a listing_images row of its own)
 * to the original it was made from, which stays stored: the owner can go back to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table enhancement_transactions (
    id bigint generated always as identity primary key,
    listing_id integer not null references listings (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    type text not null,
    amount integer not null check (amount > 0),
    subject_kind text not null,
    subject_id text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await replaceCheck(db, 'enhancement_transactions', 'type', ENHANCE_ENTRY_TYPES);
  await replaceCheck(db, 'enhancement_transactions', 'subject_kind', ENHANCE_SUBJECTS);
  await sql`create index enhancement_transactions_listing_idx on enhancement_transactions (listing_id, id)`.execute(db);
  await sql`create unique index enhancement_transactions_grant_once_idx on enhancement_transactions (listing_id, subject_kind)
    where subject_kind in ('trial', 'package')`.execute(db);
  await sql`create unique index enhancement_transactions_photo_once_idx on enhancement_transactions (listing_id, subject_id)
    where subject_kind = 'photo'`.execute(db);

  await sql`create table enhancement_balances (
    listing_id integer primary key references listings (id) on delete cascade,
    balance integer not null default 0 constraint enhancement_balances_balance_check check (balance >= 0)
  )`.execute(db);

  await sql`create function enhancement_transactions_keep_balance() returns trigger language plpgsql as $$
    begin
      if new.type = 'used' then
        update enhancement_balances set balance = balance - new.amount where listing_id = new.listing_id;
        if not found then
          raise exception 'new row for relation "enhancement_balances" violates check constraint "enhancement_balances_balance_check"'
            using errcode = 'check_violation', constraint = 'enhancement_balances_balance_check', table = 'enhancement_balances';
        end if;
      else
        insert into enhancement_balances (listing_id, balance) values (new.listing_id, new.amount)
          on conflict (listing_id) do update set balance = enhancement_balances.balance + excluded.balance;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger enhancement_transactions_keep_balance after insert on enhancement_transactions
    for each row execute function enhancement_transactions_keep_balance()`.execute(db);
  // Append-only: only deleting the listing (or the account) takes its entries along.
  await sql`create function enhancement_transactions_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and (not exists (select 1 from listings where id = old.listing_id) or not exists (select 1 from users where id = old.user_id)) then
        return old;
      end if;
      raise exception 'enhancement_transactions is append-only' using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`create trigger enhancement_transactions_append_only before update or delete on enhancement_transactions
    for each row execute function enhancement_transactions_append_only()`.execute(db);

  await sql`create table listing_image_enhancements (
    id serial primary key,
    listing_id integer not null references listings (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    original_url text not null unique,
    url text not null unique,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index listing_image_enhancements_listing_idx on listing_image_enhancements (listing_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['listing_image_enhancements', 'enhancement_balances', 'enhancement_transactions']) await db.schema.dropTable(table).execute();
  await sql`drop function enhancement_transactions_keep_balance()`.execute(db);
  await sql`drop function enhancement_transactions_append_only()`.execute(db);
}
