/**
 * REDIS_URL: the rate-limit counters in Redis, so every instance behind one load balancer counts
 * the same calls (@fastify/rate-limit's Redis store, a fixed window per route and address). Redis
 * must answer at start; later, while it is down or stalled, each process counts alone in memory
 * (the limit then holds per process: N instances allow N times the calls) and says so once in the
 * log, until Redis answers again (docs/decisions/028).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { withDeadline } from './kernel/deadline.ts';
import {
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_CONNECT_TIMEOUT_MS,
  REDIS_RECONNECT_MAX_DELAY_MS,
  REDIS_SOCKET_TIMEOUT_MS,
} from './kernel/timeouts.ts';

/** Every key this app writes starts with this; tests give each run its own. */
export const DEFAULT_KEY_PREFIX = 'procuration:rate-limit:';

export type SharedCounters = { redis: Redis; keyPrefix: string };

type Counts = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Connects to REDIS_URL within REDIS_CONNECT_TIMEOUT_MS, or throws a message naming the variable
 * (never its password). Counting never waits for a reconnection: a count Redis cannot take at once
 * (offline queue off) or within REDIS_COMMAND_TIMEOUT_MS is made in memory instead, and a
 * connection silent for REDIS_SOCKET_TIMEOUT_MS is dropped, so a stalled Redis costs each request
 * that wait for about a second, then nothing. Tests that do not test these bounds pass longer ones,
 * so that a busy machine does not turn a slow answer into a count made in memory (docs/decisions/242).
 */
export async function connectSharedCounters(
  url: string,
  keyPrefix: string = DEFAULT_KEY_PREFIX,
  { commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS, socketTimeoutMs = REDIS_SOCKET_TIMEOUT_MS } = {},
): Promise<SharedCounters> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: commandTimeoutMs,
    socketTimeout: socketTimeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_RECONNECT_MAX_DELAY_MS),
  });
  // Until the app listens (sharedCountersStore), a failure is told by the message below only, in the driver's words.
  let failure: unknown;
  redis.on('error', (error: unknown) => (failure ??= error));
  try {
    await withDeadline(
      redis.connect().then(() => redis.ping()),
      REDIS_CONNECT_TIMEOUT_MS,
      'connexion à Redis',
    );
  } catch (error) {
    redis.disconnect();
    const cause = failure ?? error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(
      `REDIS_URL : le serveur Redis ${new URL(url).host} ne répond pas (${reason}). Vérifiez l'adresse et qu'il est joignable.`,
      {
        cause: error,
      },
    );
  }
  return { redis, keyPrefix };
}

/** Closes the connection, waiting for nothing Redis may never answer. */
export async function closeSharedCounters({ redis }: SharedCounters): Promise<void> {
  await withDeadline(redis.quit(), REDIS_COMMAND_TIMEOUT_MS, 'fermeture de Redis').catch(() => redis.disconnect());
}

/** The plugin's store: Redis's count while it answers, this process's own otherwise. */
export function sharedCountersStore(counters: SharedCounters, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const health = new CountersHealth(log);
  counters.redis.on('error', (error: unknown) => health.failed(error));
  return class SharedCountersStore extends FallbackStore {
    constructor() {
      super(new RedisStore(false, false, counters.redis, counters.keyPrefix), new LocalStore(false, false), health);
    }
  };
}

class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly health: CountersHealth,
  ) {}

  incr(key: string, callback: Counts, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, counts) => {
        if (error === null && counts !== undefined) {
          this.health.answered();
          callback(null, counts);
          return;
        }
        this.health.failed(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeParams: RouteParams): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(routeParams), this.local.child(routeParams), this.health);
  }
}

/** Whether the counts are shared right now; each change is logged once, not once per request. */
class CountersHealth {
  private shared = true;

  constructor(private readonly log: FastifyBaseLogger) {}

  failed(error: unknown): void {
    if (!this.shared) return;
    this.shared = false;
    this.log.warn({ err: error }, 'Redis (REDIS_URL) ne répond pas : chaque processus limite les demandes seul');
  }

  answered(): void {
    if (this.shared) return;
    this.shared = true;
    this.log.warn('Redis (REDIS_URL) répond de nouveau : les limites de demandes sont de nouveau partagées');
  }
}
