/**
 * The two counter stores @fastify/rate-limit ships but does not export by name: its Redis store
 * (one Lua script, INCR then PEXPIRE, a fixed window per key) and its in-memory LRU store. The
 * shared counters (server/rate-limit-counters.ts) use both, so a Redis outage falls back to the
 * second. Their constructors as the plugin's index.js calls them.
 */
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    keyPrefix?: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => FastifyRateLimitStore;
  export default LocalStore;
}
