/**
 * How often one client address may call what costs something: storing a form, opening a checkout,
 * reading or deleting a record, the simulated checkout page and its buttons (specification §18: at
 * least 30 records a minute per address). One window, one default, RATE_LIMIT_PER_MINUTE to raise
 * it. The plugin is registered once for the whole app and limits nothing by itself: each route
 * that costs something says so with `config: limitedRoute(…)`; /healthz, /readyz and Stripe's
 * webhook do not (docs/decisions/028).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './rate-limit-default.ts';
import { type SharedCounters, sharedCountersStore } from './rate-limit-counters.ts';

export const RATE_LIMIT_WINDOW_MS = 60_000;

export type RateLimitOptions = { max: number; timeWindowMs: number };

export function perMinute(max: number): RateLimitOptions {
  return { max, timeWindowMs: RATE_LIMIT_WINDOW_MS };
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = perMinute(DEFAULT_RATE_LIMIT_PER_MINUTE);

/**
 * A route's `config`: at most `max` calls per window from one client address (the address Fastify
 * sees, `request.ip`: the forwarded one only behind a proxy TRUST_PROXY trusts). Each route, and
 * each method of it, counts apart; Fastify's automatic HEAD route of a GET gets the same limit.
 */
export function limitedRoute({ max, timeWindowMs }: RateLimitOptions) {
  return { rateLimit: { max, timeWindow: timeWindowMs } };
}

/**
 * Registers the plugin on the app itself, so every route file can use `limitedRoute`. Counters live
 * in this process, or in Redis when `counters` is given (REDIS_URL). A refused call is an error
 * with status 429: the app's and the API's error handlers answer it in French.
 */
export function registerRateLimit(app: FastifyInstance, counters: SharedCounters | undefined): void {
  app.register(fastifyRateLimit, { global: false, ...(counters && { store: sharedCountersStore(counters, app.log) }) });
}
