import { sql, type Kysely } from 'kysely';

/**
 * LINE (DESIGN 4.8): the LINE user linked to an account, the short-lived states of LINE
 * Login attempts, and every webhook event LINE delivered, stored once by its
 * webhookEventId so a redelivery is processed once and a crash mid-work loses nothing.
 * users.line_friend_status (0003) stays the friendship flag the profile answers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('line_accounts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // one account per LINE user: a second account linking it is refused (409)
    .addColumn('line_user_id', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('picture_url', 'text')
    .addColumn('connected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('line_login_states')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    // the ID token must carry it back: a token taken from another login cannot be replayed
    .addColumn('nonce', 'text', (c) => c.notNull())
    // the code exchange must name the same redirect_uri the authorization used
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('line_login_states_pkey', ['user_id', 'state'])
    .execute();

  await db.schema
    .createTable('line_webhook_events')
    .addColumn('webhook_event_id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('line_user_id', 'text')
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    // a worker holds the event until then; a crashed worker's hold runs out and the sweep takes over
    .addColumn('locked_until', 'timestamptz')
    // what the work decided (e.g. the slip's outcome), so a retry only repeats what is left: the answer
    .addColumn('outcome', 'jsonb')
    .execute();
  await sql`create index line_webhook_events_pending_idx on line_webhook_events (received_at) where processed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['line_webhook_events', 'line_login_states', 'line_accounts']) {
    await db.schema.dropTable(table).execute();
  }
}
