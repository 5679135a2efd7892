import type { Kysely } from 'kysely';
import type { TokenPurpose } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/**
 * Single-use mail tokens (verification, password reset, e-mail change). A new token
 * replaces the unused ones of the same purpose, so only the latest link works.
 */
export function createUserTokensRepository(db: Kysely<DB>) {
  /** Unused, unexpired, and mailed to the address the account still has. */
  const validToken = (tokenHash: string, purpose: TokenPurpose) =>
    db
      .selectFrom('user_tokens')
      .innerJoin('users', (join) => join.onRef('users.id', '=', 'user_tokens.user_id').onRef('users.email', '=', 'user_tokens.email'))
      .where('user_tokens.token_hash', '=', tokenHash)
      .where('user_tokens.purpose', '=', purpose)
      .where('user_tokens.used_at', 'is', null)
      .where('user_tokens.expires_at', '>', new Date());

  const deleteForUser = async (userId: number, purpose: TokenPurpose): Promise<void> => {
    await db.deleteFrom('user_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
  };

  return {
    deleteForUser,

    /** Every link of the account, whatever its purpose: none mailed before stays usable. */
    async deleteAllForUser(userId: number): Promise<void> {
      await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
    },

    /** `email` is the account's address when the token is made; `newEmail` the address an e-mail change moves to. */
    async replace(token: { userId: number; purpose: TokenPurpose; tokenHash: string; email: string; newEmail?: string; expiresAt: Date }): Promise<void> {
      await deleteForUser(token.userId, token.purpose);
      await db
        .insertInto('user_tokens')
        .values({
          user_id: token.userId,
          purpose: token.purpose,
          token_hash: token.tokenHash,
          email: token.email,
          new_email: token.newEmail ?? null,
          expires_at: token.expiresAt,
        })
        .execute();
    },

    /** When the account's latest link of this purpose was issued, or null. */
    async lastIssuedAt(userId: number, purpose: TokenPurpose): Promise<Date | null> {
      const row = await db
        .selectFrom('user_tokens')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .select((eb) => eb.fn.max('created_at').as('last'))
        .executeTakeFirst();
      return row?.last ? new Date(row.last) : null;
    },

    findValid(tokenHash: string, purpose: TokenPurpose) {
      return validToken(tokenHash, purpose).select(['user_tokens.id', 'user_tokens.user_id', 'user_tokens.email']).executeTakeFirst();
    },

    /**
     * A token of any state (used, expired) whose address is the account's own and already
     * verified: a verification link opened again after it did its work.
     */
    findForVerifiedAddress(tokenHash: string, purpose: TokenPurpose) {
      return db
        .selectFrom('user_tokens')
        .innerJoin('users', (join) => join.onRef('users.id', '=', 'user_tokens.user_id').onRef('users.email', '=', 'user_tokens.email'))
        .where('user_tokens.token_hash', '=', tokenHash)
        .where('user_tokens.purpose', '=', purpose)
        .where('users.email_verified_at', 'is not', null)
        .select('user_tokens.user_id')
        .executeTakeFirst();
    },

    /**
     * Marks the token used and answers its user, or nothing when it was not valid. One
     * statement, so two requests racing with the same link cannot both succeed.
     */
    consume(tokenHash: string, purpose: TokenPurpose) {
      return db
        .updateTable('user_tokens')
        .set({ used_at: new Date() })
        .where('id', 'in', validToken(tokenHash, purpose).select('user_tokens.id'))
        .where('used_at', 'is', null)
        .returning(['user_id', 'email', 'new_email'])
        .executeTakeFirst();
    },
  };
}

export type UserTokensRepository = Repository<ReturnType<typeof createUserTokensRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    userTokensRepository: UserTokensRepository;
  }
}

export const userTokensRepositoryPlugin = repositoryPlugin('user-tokens', 'userTokensRepository', createUserTokensRepository);
