/**
 * The Prometheus metrics (docs/decisions/080): each request's duration by method, route pattern and
 * status (its `_count` is the request rate), and the paid record's own counters. A label holds only
 * a route pattern as declared in the code, a method, a status or one of a few fixed words: never an
 * address as typed, an id or anything a person sent.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { unavailableCause } from '../kernel/unavailable-cause.ts';
import type { Instruments } from './instruments.ts';

/** Seconds; the paid routes answer in milliseconds, a stalled dependency in seconds (kernel/timeouts.ts). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The label of a request no route matched (a 404 page, an address refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

export type Metrics = {
  registry: Registry;
  instruments: Instruments;
};

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counter = (name: string, help: string, labelNames: readonly string[] = []) =>
    new Counter({ name, help, labelNames, registers: [registry] });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durée des requêtes HTTP, par méthode, motif de route et statut',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const created = counter('procuration_records_created_total', 'Procurations enregistrées');
  const released = counter('procuration_records_released_total', 'Procurations remises après un paiement vérifié');
  const expired = counter('procuration_records_expired_total', 'Procurations expirées supprimées par la purge');
  const deleted = counter('procuration_records_deleted_total', 'Procurations supprimées après impression');
  const checkoutsOpened = counter('procuration_checkouts_opened_total', 'Sessions de paiement ouvertes chez le prestataire');
  const checkoutsReused = counter('procuration_checkouts_reused_total', 'Sessions de paiement déjà ouvertes, rendues de nouveau');
  const fulfilled = counter('procuration_payments_fulfilled_total', 'Paiements vérifiés et enregistrés (le premier de chaque procuration)');
  const refunded = counter('procuration_payments_refunded_total', 'Seconds paiements (ou paiements sans procuration) remboursés');
  const unavailable = counter('procuration_unavailable_total', 'Réponses 503, par cause', ['cause']);
  const rateLimited = counter('procuration_rate_limited_total', 'Demandes refusées par la limite par adresse, par route', ['route']);

  // Whether the checkout being answered asked the provider for a session: opened, else reused.
  const checkoutCall = new AsyncLocalStorage<{ askedProvider: boolean }>();

  const instruments: Instruments = {
    register(app: FastifyInstance) {
      app.addHook('onResponse', (request, reply, done) => {
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        const status = reply.statusCode;
        requestDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
        if (status === 429) rateLimited.inc({ route });
        if (status === 503) unavailable.inc({ cause: unavailableCause(reply) ?? 'other' });
        done();
      });
    },
    store: (store) => ({
      ...store,
      async purgeExpired(now) {
        const count = await store.purgeExpired(now);
        expired.inc(count);
        return count;
      },
      async markPaid(...args) {
        const outcome = await store.markPaid(...args);
        if (outcome.kind === 'paid') fulfilled.inc();
        return outcome;
      },
      async markRefunded(...args) {
        await store.markRefunded(...args);
        refunded.inc();
      },
    }),
    provider: (provider) => ({
      ...provider,
      createCheckoutSession(request) {
        const call = checkoutCall.getStore();
        if (call) call.askedProvider = true;
        return provider.createCheckoutSession(request);
      },
    }),
    records: (records) => ({
      ...records,
      async create(...args) {
        const outcome = await records.create(...args);
        if (outcome.kind === 'created') created.inc();
        return outcome;
      },
      async openCheckout(...args) {
        const call = { askedProvider: false };
        const outcome = await checkoutCall.run(call, () => records.openCheckout(...args));
        if (outcome.kind === 'open') (call.askedProvider ? checkoutsOpened : checkoutsReused).inc();
        return outcome;
      },
      async release(...args) {
        const outcome = await records.release(...args);
        if (outcome.kind === 'released') released.inc();
        return outcome;
      },
      async remove(...args) {
        const outcome = await records.remove(...args);
        if (outcome.kind === 'deleted') deleted.inc();
        return outcome;
      },
    }),
  };
  return { registry, instruments };
}
