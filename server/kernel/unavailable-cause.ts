/**
 * Why a 503 was answered, kept beside the reply for the metrics (server/observability/metrics.ts):
 * the dependency that failed, or the load the process sheds. A cause is one of a few fixed words,
 * never anything the request carried.
 */
import type { FastifyReply } from 'fastify';

export const UNAVAILABLE_CAUSES = ['database', 'payment_provider', 'overload'] as const;
export type UnavailableCause = (typeof UNAVAILABLE_CAUSES)[number];

const causes = new WeakMap<FastifyReply, UnavailableCause>();

export function noteUnavailableCause(reply: FastifyReply, cause: UnavailableCause): void {
  causes.set(reply, cause);
}

export function unavailableCause(reply: FastifyReply): UnavailableCause | undefined {
  return causes.get(reply);
}
