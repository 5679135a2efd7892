import { sql, type Kysely } from 'kysely';

/**
 * The audit trail of admin actions (docs/decisions/047): who did what to which object,
 * the fields it changed before and after, and the request's id. Rows are written in the
 * transaction of the action itself, so an action that rolls back leaves none.
 *
 * Append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE, so no code path (nor a
 * mistaken console query) can rewrite the trail. The actor is a plain id, not a foreign
 * key: an `on delete set null` would be an UPDATE the trigger refuses, and accounts are
 * emptied rather than deleted anyway (docs/decisions/024).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table admin_audit (
      id bigint generated always as identity primary key,
      created_at timestamptz not null default now(),
      actor_id integer not null,
      action text not null,
      subject_type text not null,
      subject_id text not null,
      before jsonb,
      after jsonb,
      request_id text not null,
      money boolean not null default false
    )`.execute(db);
  await sql`create index admin_audit_created_idx on admin_audit (created_at desc, id desc)`.execute(db);
  await sql`create index admin_audit_actor_idx on admin_audit (actor_id, created_at desc)`.execute(db);
  await sql`create index admin_audit_subject_idx on admin_audit (subject_type, subject_id)`.execute(db);
  await sql`create function admin_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'admin_audit is append-only' using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`create trigger admin_audit_append_only before update or delete on admin_audit
    for each row execute function admin_audit_append_only()`.execute(db);
  await sql`create trigger admin_audit_no_truncate before truncate on admin_audit
    for each statement execute function admin_audit_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists admin_audit`.execute(db);
  await sql`drop function if exists admin_audit_append_only()`.execute(db);
}
