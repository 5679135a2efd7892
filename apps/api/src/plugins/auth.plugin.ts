import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_TYPE, type AccountType, type UserRole } from '@baandee/domain';
import { accountSuspended, forbidden, unauthorized } from '../lib/errors.js';
import { hashToken, idleSince, looksLikeToken, SESSION_TOUCH_INTERVAL_MS } from '../lib/tokens.js';

/** Who sent a request with a valid bearer token. */
export interface AuthUser {
  id: number;
  account_type: AccountType;
  role: UserRole;
  email_verified: boolean;
  session_id: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest/preHandler hook: sets request.user or answers 401 'unauthorized, please re-login'. */
    authenticate(request: FastifyRequest): Promise<void>;
    /**
     * An onRequest hook for admin routes: 401 without a valid session, 403 'permission
     * denied for edit or view' for a signed-in user who is not an admin.
     */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The bearer token of the request; undefined when none was sent. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Opaque bearer sessions (DESIGN 1): the token's hash is looked up on every call, so a
 * logout, a password reset or a ban takes effect at once. A token that was sent but is
 * unknown, expired or revoked always answers 401, also on calls that work without one, so
 * the web app learns the session is over and signs the user out (spec section 4); a
 * banned user's token answers 401 'account banned' (docs/decisions/007), a suspended user's
 * 403 'account suspended' with the reason (docs/decisions/046). A session unused
 * for SESSION_IDLE_TIMEOUT_MINUTES is over too (docs/decisions/010). The lookup is
 * the sessions repository the auth module decorates the instance with.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    async function resolve(request: FastifyRequest): Promise<AuthUser | null> {
      const token = bearerToken(request);
      if (token === undefined) return null;
      if (!looksLikeToken(token)) throw unauthorized();
      const row = await app.sessionsRepository.findUser(hashToken(token), idleSince(app.config));
      if (!row) throw unauthorized();
      if (row.status === 'banned') throw unauthorized('account banned');
      // the session stays until the suspension is lifted (then it ends), so it can be told why
      if (row.suspended_at) throw accountSuspended(row.suspension_reason);
      if (Date.now() - row.last_used_at.getTime() >= SESSION_TOUCH_INTERVAL_MS) await app.sessionsRepository.touch(row.session_id);
      return {
        id: row.id,
        account_type: row.account_type,
        role: row.role,
        email_verified: row.email_verified_at !== null,
        session_id: row.session_id,
      };
    }

    app.decorateRequest('user', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.user = await resolve(request);
      if (!request.user) throw unauthorized();
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      request.user ??= await resolve(request);
      if (!request.user) throw unauthorized();
      if (request.user.role !== 'admin') throw forbidden();
    });

    app.decorate('optionalUserId', async (request: FastifyRequest) => {
      request.user ??= await resolve(request);
      return request.user?.id ?? null;
    });
  },
  { name: 'auth', dependencies: ['db', 'sessions-repository'] },
);

/** The signed-in user of a route that runs `app.authenticate` first. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * E-mail accounts must verify their address before publishing (DESIGN 4.2); social
 * accounts were verified by their provider. Answers 403 'verify your email'.
 */
export function requireVerifiedEmail(user: AuthUser): void {
  if (user.account_type === ACCOUNT_TYPE.email && !user.email_verified) throw forbidden('verify your email');
}
