import { sql, type Kysely } from 'kysely';

/**
 * The broker-group share (docs/decisions/053): one row per approved purchase of a package
 * that includes it, written in the approval's transaction (the payment is unique, so an
 * approval never makes two). The listing is the buyer's next one to go live, filled then;
 * a listing is shared at most once. `group_name`, `shared_at` and `shared_by` are written
 * together when the admin marks it posted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table broker_shares (
    id serial primary key,
    payment_id bigint not null unique references payments (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    listing_id integer unique references listings (id) on delete set null,
    group_name text,
    shared_at timestamptz,
    shared_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    constraint broker_shares_shared_check check ((group_name is null) = (shared_at is null))
  )`.execute(db);
  await sql`create index broker_shares_waiting_idx on broker_shares (user_id, id) where listing_id is null`.execute(db);
  await sql`create index broker_shares_queue_idx on broker_shares ((shared_at is not null), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('broker_shares').execute();
}
