/** The counter stores @fastify/rate-limit ships (CommonJS files without type declarations of their own). */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { RateLimitCounterStore } from '@fastify/rate-limit/store/types';
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => RateLimitCounterStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { RateLimitCounterStore } from '@fastify/rate-limit/store/types';
  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => RateLimitCounterStore;
  export default RedisStore;
}

/** What both stores answer to (types only: no such file exists). */
declare module '@fastify/rate-limit/store/types' {
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export interface RateLimitCounterStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    /** The counter without counting (`createRateLimit`'s `{ increment: false }`). */
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
    child(routeOptions: object): RateLimitCounterStore;
  }
}
