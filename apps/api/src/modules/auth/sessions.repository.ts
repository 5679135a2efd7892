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

    /**
     * The session of this token and who holds it, whatever their status: unexpired, and
     * used since `idleSince` (the idle timeout).
     */
    findUser(tokenHash: string, idleSince: Date) {
      return db
        .selectFrom('user_sessions')
        .innerJoin('users', 'users.id', 'user_sessions.user_id')
        .select([
          'users.id',
          'users.account_type',
          'users.role',
          'users.status',
          'users.email_verified_at',
          'users.suspended_at',
          'users.suspension_reason',
          'user_sessions.id as session_id',
          'user_sessions.last_used_at',
        ])
        .where('user_sessions.token_hash', '=', tokenHash)
        .where('user_sessions.expires_at', '>', new Date())
        .where('user_sessions.last_used_at', '>', idleSince)
        .executeTakeFirst();
    },

    /** Records a use of the session; callers do it at most once a minute, so reads stay reads. */
    async touch(sessionId: number): Promise<void> {
      await db.updateTable('user_sessions').set({ last_used_at: new Date() }).where('id', '=', sessionId).execute();
    },

    /** Keeps the user's `keep` most recently used sessions and ends the others. */
    async revokeBeyond(userId: number, keep: number): Promise<void> {
      const kept = db
        .selectFrom('user_sessions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep);
      await db.deleteFrom('user_sessions').where('user_id', '=', userId).where('id', 'not in', kept).execute();
    },

    /** Whether the session is still there (not signed out, not ended by a password reset or recovery). */
    async exists(sessionId: number): Promise<boolean> {
      return (await db.selectFrom('user_sessions').select('id').where('id', '=', sessionId).executeTakeFirst()) !== undefined;
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

    /** Housekeeping at each sign-in, so a user's expired or idle sessions do not pile up. */
    async deleteExpired(userId: number, idleSince: Date): Promise<void> {
      await db
        .deleteFrom('user_sessions')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('expires_at', '<=', new Date()), eb('last_used_at', '<=', idleSince)]))
        .execute();
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
