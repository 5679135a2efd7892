import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { RateLimitCounterStore as RateLimitStore } from '@fastify/rate-limit/store/types';

/**
 * How long a counter update may take in Redis before this request counts in memory instead:
 * a Redis that hangs must not hold up sign-ins.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Whether Redis is usable, and the one log line each change of that gets: a warning when
 * the limits fall back to this process's memory, a note when they are shared again.
 */
class RedisHealth {
  degraded = false;

  constructor(
    readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.on('ready', () => this.up());
    // every failed reconnect emits these again: only the first of an outage is logged
    redis.on('error', (error: Error) => this.down(error));
    redis.on('close', () => this.down());
  }

  get usable(): boolean {
    return this.redis.status === 'ready';
  }

  down(error?: Error): void {
    if (this.degraded) return;
    this.degraded = true;
    this.log.warn(
      { err: error },
      'rate limits: Redis unreachable, counting in this process\'s memory until it returns (each API process applies the limits on its own meanwhile)',
    );
  }

  private up(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.log.info('rate limits: Redis reachable again, counting there (shared by every API process)');
  }
}

/**
 * Counters in Redis, shared by every API process; while Redis cannot be reached, in this
 * process's memory (docs/decisions/027). The limits then hold per process, counted from
 * the start of the outage; once Redis answers again its counters apply, as they were
 * (those whose window ended meanwhile are gone).
 */
class RedisOrMemoryStore implements RateLimitStore {
  constructor(
    private readonly health: RedisHealth,
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
  ) {}

  incr: RateLimitStore['incr'] = (key, callback, timeWindow, max) => this.run('incr', key, callback, timeWindow, max);
  read: RateLimitStore['read'] = (key, callback, timeWindow, max) => this.run('read', key, callback, timeWindow, max);

  private run(method: 'incr' | 'read', ...[key, callback, timeWindow, max]: Parameters<RateLimitStore['incr']>): void {
    if (!this.health.usable) return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.health.down(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<RateLimitStore['child']>[0]): RateLimitStore {
    return new RedisOrMemoryStore(this.health, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The store class @fastify/rate-limit constructs with its global options. */
function redisOrMemoryStore(health: RedisHealth): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const shared = new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, health.redis);
      const local = new LocalStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false);
      return new RedisOrMemoryStore(health, shared, local);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * @fastify/rate-limit, for the routes that ask for it (`config.rateLimit`) and the
 * per-key limits of `createRateLimit` (lib/rate-limits.ts): counters in memory,
 * or in Redis when REDIS_URL is set, falling back to memory while Redis is down.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    if (!opts.config.REDIS_URL) {
      await app.register(rateLimit, { global: false });
      return;
    }
    const redis = new Redis(opts.config.REDIS_URL, {
      // a command while disconnected fails at once (and counts in memory) instead of waiting for the reconnect
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    const health = new RedisHealth(redis, app.log);
    await app.register(rateLimit, { global: false, store: redisOrMemoryStore(health) });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  },
  { name: 'rate-limit' },
);
