import { sql, type Kysely } from 'kysely';
import { ACCOUNT_TYPES, TOKEN_PURPOSES, USER_ROLES, USER_STATUSES, USER_TYPES } from '@baandee/domain';
import { attachSetUpdatedAt, replaceCheck } from '../migration-helpers.js';

/** Tables whose rows the master-data endpoints serve; any write to them changes the version. */
export const MASTER_DATA_TABLES = [
  'provinces',
  'districts',
  'sub_districts',
  'estate_types',
  'location_types',
  'furniture',
  'facilities',
  'hot_searches',
  'train_types',
  'train_lines',
  'train_stations',
  'project_estates',
] as const;

/**
 * The closed lists of packages/domain become the CHECK constraints; users get a status
 * (active, banned); `updated_at` is kept by the database; master data gets a version that
 * every write bumps, so each API process knows when its cached answers are stale
 * (docs/decisions/007).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceCheck(db, 'users', 'account_type', ACCOUNT_TYPES);
  await replaceCheck(db, 'users', 'role', USER_ROLES);
  await replaceCheck(db, 'users', 'user_type', USER_TYPES);
  await replaceCheck(db, 'user_tokens', 'purpose', TOKEN_PURPOSES);
  await db.schema.alterTable('users').addColumn('status', 'text', (c) => c.notNull().defaultTo('active')).execute();
  await replaceCheck(db, 'users', 'status', USER_STATUSES);

  await sql`create or replace function set_updated_at() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end
  $$`.execute(db);
  for (const table of ['users', 'user_settings']) await attachSetUpdatedAt(db, table);

  await sql`create table master_data_version (
    id boolean primary key default true check (id),
    version bigint not null
  )`.execute(db);
  await sql`insert into master_data_version (id, version) values (true, 1)`.execute(db);
  await sql`create or replace function bump_master_data_version() returns trigger language plpgsql as $$
    begin
      update master_data_version set version = version + 1;
      return null;
    end
  $$`.execute(db);
  for (const table of MASTER_DATA_TABLES) {
    await sql`create trigger ${sql.id(`${table}_bump_master_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_master_data_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of MASTER_DATA_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_bump_master_data_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists bump_master_data_version()`.execute(db);
  await sql`drop table if exists master_data_version`.execute(db);
  for (const table of ['users', 'user_settings']) {
    await sql`drop trigger if exists ${sql.id(`${table}_set_updated_at`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists set_updated_at()`.execute(db);
  await sql`alter table users drop column status`.execute(db);
}
