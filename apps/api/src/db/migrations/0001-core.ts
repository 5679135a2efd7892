import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // citext: case-insensitive e-mails; pg_trgm: Thai substring search; cube + earthdistance:
  // distances without PostGIS (not available in PGlite).
  for (const ext of ['citext', 'pg_trgm', 'cube', 'earthdistance']) {
    await sql`create extension if not exists ${sql.raw(ext)}`.execute(db);
  }

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('cookie_consents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('analytics', 'boolean', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cookie_consents').execute();
  await db.schema.dropTable('contact_messages').execute();
}
