import { sql, type Kysely } from 'kysely';
import { TOKEN_PURPOSES } from '@baandee/domain';
import { replaceCheck } from '../migration-helpers.js';

/**
 * Account security (docs/decisions/010): sessions remember when they were last used, for
 * the idle timeout and for revoking the least recently used beyond the per-user cap; an
 * e-mail change waits in a 'change-email' token holding the new address until the link
 * mailed there is opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_sessions')
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('user_tokens').addColumn('new_email', sql`citext`).execute();
  await replaceCheck(db, 'user_tokens', 'purpose', TOKEN_PURPOSES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from user_tokens where purpose = 'change-email'`.execute(db);
  await replaceCheck(db, 'user_tokens', 'purpose', ['verify-email', 'reset-password']);
  await db.schema.alterTable('user_tokens').dropColumn('new_email').execute();
  await db.schema.alterTable('user_sessions').dropColumn('last_used_at').execute();
}
