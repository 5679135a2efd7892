import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { tooManyRequests } from './errors.js';

/**
 * Brute-force and mail-bombing brakes (ASVS 2.2.1). Per client IP through the route's
 * `config.rateLimit`, and per e-mail address (or account) through a second counter in the
 * same store as @fastify/rate-limit: memory, or Redis when REDIS_URL is set, so several
 * API processes share the counts.
 */

const windowMs = (config: Config) => config.AUTH_RATE_WINDOW_MINUTES * 60_000;

/** The per-IP limit of a sign-in, registration or mail-sending route. */
export const perIpLimit = (config: Config) => ({ max: config.AUTH_RATE_LIMIT, timeWindow: windowMs(config) });

/**
 * A preHandler counting calls per key (e.g. the normalised e-mail of the body); beyond
 * `limit` (AUTH_EMAIL_RATE_LIMIT in the auth window unless given) it answers 429 'too
 * many requests'. `name` keeps the counters of different actions apart.
 */
export function perKeyLimit(
  app: Pick<FastifyInstance, 'config' | 'createRateLimit'>,
  name: string,
  keyOf: (request: FastifyRequest) => string | number | undefined,
  limit: { max: number; timeWindow: number } = { max: app.config.AUTH_EMAIL_RATE_LIMIT, timeWindow: windowMs(app.config) },
) {
  const limiter = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${String(keyOf(request))}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (keyOf(request) === undefined) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooManyRequests();
    }
  };
}

/**
 * Wrong passwords per address and client IP: after AUTH_EMAIL_RATE_LIMIT failures in the
 * window that pair answers 429 until the window ends. Only failures count, so signing in
 * often never locks anyone out, and the key includes the IP, so someone guessing from
 * elsewhere cannot lock the owner out of their own device (docs/decisions/010). The looser
 * per-IP limit of the route still caps what one client can try across addresses.
 */
export function failureLimit(app: Pick<FastifyInstance, 'config' | 'createRateLimit'>, name: string, keyOf: (request: FastifyRequest) => string | undefined) {
  const key = (request: FastifyRequest) => {
    const subject = keyOf(request);
    return subject === undefined ? undefined : `${name}:${subject}:${request.ip}`;
  };
  const limiter = app.createRateLimit({
    max: app.config.AUTH_EMAIL_RATE_LIMIT,
    timeWindow: windowMs(app.config),
    keyGenerator: (request) => String(key(request)),
  });
  return {
    /** A preHandler: 429 once the pair has used up its failures. */
    check: async (request: FastifyRequest, reply: FastifyReply) => {
      if (key(request) === undefined) return;
      const result = await limiter(request, { increment: false });
      if (!result.isAllowed && result.remaining === 0) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests();
      }
    },
    /** Counts one failure of the request's pair. */
    async recordFailure(request: FastifyRequest): Promise<void> {
      if (key(request) !== undefined) await limiter(request);
    },
  };
}

/** The e-mail of a validated body (the contract has already trimmed and lower-cased it). */
export const bodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email;

/** How long a client that signed in to an account counts as the owner's usual one. */
const KNOWN_CLIENT_MS = 30 * 24 * 3_600_000;

/**
 * Wrong passwords per account from every client together (docs/decisions/040): after
 * AUTH_EMAIL_RATE_LIMIT of them in the window, clients that have not signed in to the
 * account slow down: the n-th further attempt may come once 2^n - 1 seconds of the window
 * have passed, earlier ones answer 429 with Retry-After for that account only. The wait
 * never outlasts the window (the count starts again then), so a guesser gets about ten
 * more tries per window whatever the number of addresses it uses, and the owner waits at
 * most the window. The client IPs that signed in to the account in the last 30 days are
 * not slowed at all (their own per-IP pair limit still holds), so nobody elsewhere can keep
 * the owner's usual device out.
 */
export function accountSlowdown(app: Pick<FastifyInstance, 'config' | 'createRateLimit'>, name: string, keyOf: (request: FastifyRequest) => string | undefined) {
  const window = windowMs(app.config);
  const free = app.config.AUTH_EMAIL_RATE_LIMIT;
  // a ceiling never reached, so `remaining` tells the count beyond `free` too
  const ceiling = 1_000_000;
  const failures = app.createRateLimit({
    max: ceiling,
    timeWindow: window,
    keyGenerator: (request) => `${name}:${String(keyOf(request))}`,
  });
  const known = app.createRateLimit({
    max: 1,
    timeWindow: KNOWN_CLIENT_MS,
    keyGenerator: (request) => `${name}-known:${String(keyOf(request))}:${request.ip}`,
  });
  return {
    /** A preHandler: 429 while an unknown client of a much-guessed account is inside its wait. */
    check: async (request: FastifyRequest, reply: FastifyReply) => {
      if (keyOf(request) === undefined) return;
      const count = await failures(request, { increment: false });
      if (count.isAllowed) return;
      const current = ceiling - count.remaining;
      if (current < free || count.ttl <= 0) return;
      const mark = await known(request, { increment: false });
      if (!mark.isAllowed && mark.remaining === 0) return;
      const due = (2 ** (current - free + 1) - 1) * 1000;
      const elapsed = window - count.ttl;
      if (elapsed >= due) return;
      reply.header('retry-after', Math.ceil(Math.min(due - elapsed, count.ttl) / 1000));
      throw tooManyRequests();
    },
    async recordFailure(request: FastifyRequest): Promise<void> {
      if (keyOf(request) !== undefined) await failures(request);
    },
    /** Marks the request's client IP as one the account's owner uses. */
    async recordSuccess(request: FastifyRequest): Promise<void> {
      if (keyOf(request) !== undefined) await known(request);
    },
  };
}
