import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Sessions: one row per signed-in device, found by the SHA-256 of its bearer token. */

export async function insertSession(db: Kysely<DB>, session: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({ user_id: session.userId, token_hash: session.tokenHash, expires_at: session.expiresAt })
    .execute();
}

export async function findSessionUser(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('user_sessions')
    .innerJoin('users', 'users.id', 'user_sessions.user_id')
    .select(['users.id', 'users.account_type', 'users.role', 'users.email_verified_at', 'user_sessions.id as session_id'])
    .where('user_sessions.token_hash', '=', tokenHash)
    .where('user_sessions.expires_at', '>', new Date())
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<DB>, sessionId: number): Promise<void> {
  await db.deleteFrom('user_sessions').where('id', '=', sessionId).execute();
}

/** Signs the user out everywhere, or everywhere but the current device. */
export async function deleteUserSessions(db: Kysely<DB>, userId: number, keepSessionId?: number): Promise<void> {
  let query = db.deleteFrom('user_sessions').where('user_id', '=', userId);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

/** Housekeeping at each sign-in, so a user's expired sessions do not pile up. */
export async function deleteExpiredSessions(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('user_sessions').where('user_id', '=', userId).where('expires_at', '<=', new Date()).execute();
}
