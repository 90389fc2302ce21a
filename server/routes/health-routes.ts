/**
 * For load balancers and orchestrators (specification §19): GET /healthz answers 200 while the
 * process answers; GET /readyz answers 200 when the store takes a write now (always, in the free
 * mode, which has none): a bounded probe that writes one row, as much as the last record that could
 * not be stored while one could not (docs/decisions/077), and 503 with Retry-After otherwise. Both
 * are cheap, never rate-limited, never cached, and say nothing about anyone.
 */
import type { FastifyInstance } from 'fastify';
import type { PdfDataStore } from '../store/pdf-data-store.ts';
import { API_MESSAGES, unavailable } from '../kernel/api-messages.ts';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

export type HealthRoutesOptions = {
  /** Absent in the free mode. */
  store?: Pick<PdfDataStore, 'probeWrite'> | undefined;
};

const OK = { status: 'ok' } as const;
/** A probe every few seconds must never be refused for calling too often. */
const NOT_RATE_LIMITED = { rateLimit: false } as const;

export async function healthRoutes(app: FastifyInstance, { store }: HealthRoutesOptions): Promise<void> {
  app.get(HEALTH_PATHS.live, { config: NOT_RATE_LIMITED }, (_request, reply) => reply.header('cache-control', 'no-store').send(OK));

  app.get(HEALTH_PATHS.ready, { config: NOT_RATE_LIMITED }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await store?.probeWrite();
    } catch (error) {
      request.log.warn({ err: error }, 'Base de données indisponible');
      return unavailable(reply, API_MESSAGES.databaseUnavailable);
    }
    return reply.send(OK);
  });
}
