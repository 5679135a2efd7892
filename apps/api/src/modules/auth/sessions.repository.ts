import type { Kysely } from 'kysely';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** Sessions: one row per signed-in device, found by the SHA-256 of its bearer token. */
export function createSessionsRepository(db: Kysely<DB>) {
  return {
    async insert(session: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('user_sessions')
        .values({ user_id: session.userId, token_hash: session.tokenHash, expires_at: session.expiresAt })
        .execute();
    },

    /** The unexpired session of this token and who holds it, whatever their status. */
    findUser(tokenHash: string) {
      return db
        .selectFrom('user_sessions')
        .innerJoin('users', 'users.id', 'user_sessions.user_id')
        .select(['users.id', 'users.account_type', 'users.role', 'users.status', 'users.email_verified_at', 'user_sessions.id as session_id'])
        .where('user_sessions.token_hash', '=', tokenHash)
        .where('user_sessions.expires_at', '>', new Date())
        .executeTakeFirst();
    },

    async delete(sessionId: number): Promise<void> {
      await db.deleteFrom('user_sessions').where('id', '=', sessionId).execute();
    },

    /** Signs the user out everywhere, or everywhere but the current device. */
    async deleteForUser(userId: number, keepSessionId?: number): Promise<void> {
      let query = db.deleteFrom('user_sessions').where('user_id', '=', userId);
      if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
      await query.execute();
    },

    /** Housekeeping at each sign-in, so a user's expired sessions do not pile up. */
    async deleteExpired(userId: number): Promise<void> {
      await db.deleteFrom('user_sessions').where('user_id', '=', userId).where('expires_at', '<=', new Date()).execute();
    },
  };
}

export type SessionsRepository = Repository<ReturnType<typeof createSessionsRepository>>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export const sessionsRepositoryPlugin = repositoryPlugin('sessions', 'sessionsRepository', createSessionsRepository);
