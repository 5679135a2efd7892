import { sql, type Kysely } from 'kysely';
import {
  BOOST_PAYMENT_METHODS,
  BOOST_STATUSES,
  CREDIT_SUBJECTS,
  CREDIT_TRANSACTION_TYPES,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  SLIP_SOURCES,
  WELCOME_CREDITS,
} from '@baandee/domain';
import { attachSetUpdatedAt, replaceCheck } from '../migration-helpers.js';

/**
 * Credits, packages, payments by transfer and boosts (DESIGN 4.4-4.6).
 *
 * `credit_transactions` is the ledger: append-only (a trigger refuses every update and
 * every delete but the cascade of a deleted account), each entry positive with its type
 * saying which way it went. `credit_balances` holds each user's running sum and is kept
 * by a trigger on the ledger in the same statement as each entry: `used` entries lower it
 * and its CHECK (balance >= 0) refuses the entry that would take it below zero, under
 * any concurrency (the balance row is the lock). The ledger stays the truth: the balance
 * is its sum, by construction.
 *
 * A slip's transfer reference can be accepted once: a unique partial index holds it
 * against every other slip that was not flagged as a duplicate. A listing has at most one
 * running or awaiting boost, by a unique partial index as well.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('packages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('price_satang', 'integer', (c) => c.notNull().check(sql`price_satang > 0`))
    .addColumn('credits', 'integer', (c) => c.notNull().check(sql`credits > 0`))
    .addColumn('details_th', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await attachSetUpdatedAt(db, 'packages');

  await sql`create table credit_transactions (
    id bigint generated always as identity primary key,
    user_id integer not null references users (id) on delete cascade,
    type text not null,
    amount integer not null check (amount > 0),
    subject_kind text not null,
    subject_id text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await replaceCheck(db, 'credit_transactions', 'type', CREDIT_TRANSACTION_TYPES);
  await replaceCheck(db, 'credit_transactions', 'subject_kind', CREDIT_SUBJECTS);
  // The history's order, and the balance as an index-only sum of the user's entries.
  await sql`create index credit_transactions_user_idx on credit_transactions (user_id, id desc) include (type, amount)`.execute(db);
  await sql`create index credit_transactions_user_type_idx on credit_transactions (user_id, type, id desc)`.execute(db);
  // Once per account, once per listing's first publish, per boost, per approved payment.
  await sql`create unique index credit_transactions_welcome_once_idx on credit_transactions (user_id) where subject_kind = 'welcome'`.execute(db);
  await sql`create unique index credit_transactions_subject_once_idx on credit_transactions (subject_kind, subject_id, type)
    where subject_kind in ('listing', 'boost', 'payment')`.execute(db);

  await sql`create table credit_balances (
    user_id integer primary key references users (id) on delete cascade,
    balance integer not null default 0 constraint credit_balances_balance_check check (balance >= 0)
  )`.execute(db);

  // A spend is an UPDATE (an INSERT's CHECK would refuse the negative row before its ON
  // CONFLICT could add it to the existing balance); a spend without a balance row is an
  // overdraft too, reported as the same check violation.
  await sql`create function credit_transactions_keep_balance() returns trigger language plpgsql as $$
    begin
      if new.type = 'used' then
        update credit_balances set balance = balance - new.amount where user_id = new.user_id;
        if not found then
          raise exception 'new row for relation "credit_balances" violates check constraint "credit_balances_balance_check"'
            using errcode = 'check_violation', constraint = 'credit_balances_balance_check', table = 'credit_balances';
        end if;
      else
        insert into credit_balances (user_id, balance) values (new.user_id, new.amount)
          on conflict (user_id) do update set balance = credit_balances.balance + excluded.balance;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger credit_transactions_keep_balance after insert on credit_transactions
    for each row execute function credit_transactions_keep_balance()`.execute(db);
  // Append-only: an entry is never changed or removed; only deleting the account takes its entries along.
  await sql`create function credit_transactions_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and not exists (select 1 from users where id = old.user_id) then
        return old;
      end if;
      raise exception 'credit_transactions is append-only' using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`create trigger credit_transactions_append_only before update or delete on credit_transactions
    for each row execute function credit_transactions_append_only()`.execute(db);

  await sql`create table payments (
    id bigint generated always as identity primary key,
    user_id integer not null references users (id) on delete cascade,
    kind text not null,
    status text not null default 'awaiting_payment',
    amount_satang integer not null check (amount_satang > 0),
    reference text not null unique,
    package_id integer references packages (id),
    credits integer check (credits > 0),
    listing_id integer references listings (id) on delete set null,
    boost_id bigint,
    reason text,
    decided_by integer references users (id) on delete set null,
    decided_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (kind <> 'purchase' or (package_id is not null and credits is not null))
  )`.execute(db);
  await replaceCheck(db, 'payments', 'kind', PAYMENT_KINDS);
  await replaceCheck(db, 'payments', 'status', PAYMENT_STATUSES);
  await attachSetUpdatedAt(db, 'payments');
  await sql`create index payments_user_idx on payments (user_id, id desc)`.execute(db);
  await sql`create index payments_status_idx on payments (status, id)`.execute(db);

  await sql`create table payment_slips (
    id bigint generated always as identity primary key,
    payment_id bigint not null references payments (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    source text not null,
    storage_key text not null,
    reference text,
    duplicate boolean not null default false,
    created_at timestamptz not null default now()
  )`.execute(db);
  await replaceCheck(db, 'payment_slips', 'source', SLIP_SOURCES);
  await sql`create index payment_slips_payment_idx on payment_slips (payment_id, id)`.execute(db);
  // one transfer pays once: a reference is accepted on one slip; the others are kept flagged
  await sql`create unique index payment_slips_reference_once_idx on payment_slips (reference)
    where reference is not null and not duplicate`.execute(db);

  await sql`create table boosts (
    id bigint generated always as identity primary key,
    listing_id integer not null references listings (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    status text not null,
    paid_with text not null,
    credits integer check (credits > 0),
    payment_id bigint references payments (id) on delete set null,
    starts_at timestamptz,
    ends_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await replaceCheck(db, 'boosts', 'status', BOOST_STATUSES);
  await replaceCheck(db, 'boosts', 'paid_with', BOOST_PAYMENT_METHODS);
  await attachSetUpdatedAt(db, 'boosts');
  await sql`alter table payments add constraint payments_boost_id_fkey foreign key (boost_id) references boosts (id) on delete set null`.execute(db);
  await sql`create unique index boosts_one_open_idx on boosts (listing_id) where status in ('awaiting_payment', 'active')`.execute(db);
  await sql`create index boosts_user_idx on boosts (user_id, id desc)`.execute(db);
  await sql`create index boosts_running_idx on boosts (ends_at) where status = 'active'`.execute(db);

  // Accounts from before the ledger get their welcome grant, as every new account does.
  await sql`insert into credit_transactions (user_id, type, amount, subject_kind)
    select id, 'got', ${sql.lit(WELCOME_CREDITS)}, 'welcome' from users order by id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payments drop constraint payments_boost_id_fkey`.execute(db);
  for (const table of ['boosts', 'payment_slips', 'payments', 'credit_balances', 'credit_transactions', 'packages']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop function credit_transactions_keep_balance()`.execute(db);
  await sql`drop function credit_transactions_append_only()`.execute(db);
}
