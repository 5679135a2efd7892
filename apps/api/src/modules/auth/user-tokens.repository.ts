import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { UserTokenPurpose } from '../../db/tables/accounts.js';

/**
 * Single-use mail tokens (verification, password reset). A new token replaces the unused
 * ones of the same purpose, so only the latest link works.
 */
export async function replaceUserToken(
  db: Kysely<DB>,
  token: { userId: number; purpose: UserTokenPurpose; tokenHash: string; email: string; expiresAt: Date },
): Promise<void> {
  await db.deleteFrom('user_tokens').where('user_id', '=', token.userId).where('purpose', '=', token.purpose).execute();
  await db
    .insertInto('user_tokens')
    .values({ user_id: token.userId, purpose: token.purpose, token_hash: token.tokenHash, email: token.email, expires_at: token.expiresAt })
    .execute();
}

/** Unused, unexpired, and mailed to the address the account still has. */
const validToken = (db: Kysely<DB>, tokenHash: string, purpose: UserTokenPurpose) =>
  db
    .selectFrom('user_tokens')
    .innerJoin('users', (join) => join.onRef('users.id', '=', 'user_tokens.user_id').onRef('users.email', '=', 'user_tokens.email'))
    .where('user_tokens.token_hash', '=', tokenHash)
    .where('user_tokens.purpose', '=', purpose)
    .where('user_tokens.used_at', 'is', null)
    .where('user_tokens.expires_at', '>', new Date());

export async function findValidToken(db: Kysely<DB>, tokenHash: string, purpose: UserTokenPurpose) {
  return validToken(db, tokenHash, purpose).select(['user_tokens.id', 'user_tokens.user_id']).executeTakeFirst();
}

/**
 * Marks the token used and answers its user, or nothing when it was not valid. One
 * statement, so two requests racing with the same link cannot both succeed.
 */
export async function consumeToken(db: Kysely<DB>, tokenHash: string, purpose: UserTokenPurpose) {
  return db
    .updateTable('user_tokens')
    .set({ used_at: new Date() })
    .where('id', 'in', validToken(db, tokenHash, purpose).select('user_tokens.id'))
    .where('used_at', 'is', null)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
}

export async function deleteUserTokens(db: Kysely<DB>, userId: number, purpose: UserTokenPurpose): Promise<void> {
  await db.deleteFrom('user_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
}
