/**
 * Load shedding (docs/decisions/081): past the configured event-loop delay or memory thresholds,
 * the payment API answers a French 503 with Retry-After at once, before any database or provider
 * call, while the page, the static files and the health routes keep answering (a person can still
 * print for free; a load balancer still sees the process alive). @fastify/under-pressure measures;
 * this file says what is shed and how.
 */
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, unavailable } from '../kernel/api-messages.ts';
import { RETRY_AFTER_SECONDS } from '../kernel/timeouts.ts';

export type LoadSheddingConfig = {
  /** Milliseconds of mean event-loop delay over one sample; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** Bytes of V8 heap in use; 0: not checked. */
  maxHeapUsedBytes: number;
  /** Bytes of resident memory; 0: not checked. */
  maxRssBytes: number;
  /** How often the measures are taken, in milliseconds. */
  sampleIntervalMs: number;
};

/** A loop held a whole second on average is well past what any paid request should wait. */
export const DEFAULT_LOAD_SHEDDING: LoadSheddingConfig = {
  maxEventLoopDelayMs: 1000,
  maxHeapUsedBytes: 0,
  maxRssBytes: 0,
  sampleIntervalMs: 1000,
};

const SHED_PREFIX = '/api/';

/** Only the payment API is shed: each of its calls costs the database, some the provider. */
function isShed(request: FastifyRequest): boolean {
  return request.url.startsWith(SHED_PREFIX);
}

export function registerLoadShedding(app: FastifyInstance, config: LoadSheddingConfig): void {
  app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    maxRssBytes: config.maxRssBytes,
    sampleInterval: config.sampleIntervalMs,
    retryAfter: RETRY_AFTER_SECONDS,
    // A request not answered here goes on (the plugin's README sends from this handler, as here).
    pressureHandler: (request, reply) => {
      if (!isShed(request)) return;
      void unavailable(reply.header('cache-control', 'no-store'), API_MESSAGES.overloaded);
    },
  });
}
