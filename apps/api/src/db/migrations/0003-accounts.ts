import { sql, type Kysely } from 'kysely';

/**
 * Accounts: users (e-mail, Facebook and Google sign-in), their sessions, single-use mail
 * tokens and notification settings. Tokens are stored only as SHA-256 hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // citext: one account per address whatever its letter case; null for a Facebook
    // account that shares no e-mail
    .addColumn('email', sql`citext`, (c) => c.unique())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('password_hash', 'text')
    .addColumn('account_type', 'smallint', (c) => c.notNull().check(sql`account_type in (1, 2, 3)`))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user').check(sql`role in ('user', 'admin')`))
    .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('individual').check(sql`user_type in ('individual', 'company')`))
    .addColumn('google_id', 'text', (c) => c.unique())
    .addColumn('facebook_id', 'text', (c) => c.unique())
    .addColumn('firstname', 'text')
    .addColumn('lastname', 'text')
    .addColumn('phone', 'text')
    .addColumn('birth_date', 'date')
    .addColumn('id_card_number', 'text')
    .addColumn('address', 'text')
    .addColumn('company_name', 'text')
    .addColumn('juristic_number', 'text')
    .addColumn('province_id', 'integer', (c) => c.references('provinces.id'))
    .addColumn('district_id', 'integer', (c) => c.references('districts.id'))
    .addColumn('sub_district_id', 'integer', (c) => c.references('sub_districts.id'))
    .addColumn('postal_code', 'text')
    .addColumn('short_history', 'text')
    .addColumn('show_phone', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('profile_img_path', 'text')
    .addColumn('line_friend_status', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_sessions_user_id_idx').on('user_sessions').column('user_id').execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify-email', 'reset-password')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // the address the link was mailed to: a link stops working once the account's e-mail changes
    .addColumn('email', sql`citext`, (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_tokens_user_id_idx').on('user_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('notifications', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // consents given before this migration had no users to point at; from now on they may
  await sql`alter table cookie_consents add constraint cookie_consents_user_id_fkey
    foreign key (user_id) references users (id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cookie_consents drop constraint cookie_consents_user_id_fkey`.execute(db);
  for (const table of ['user_settings', 'user_tokens', 'user_sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
