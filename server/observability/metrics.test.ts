/**
 * The product's counters and the request histogram (docs/decisions/080), read from the Prometheus
 * text after a paid round trip in simulated mode: a record created, its checkout opened then handed
 * again, paid twice (the second payment refunded), released, deleted; one record expired; a 503 of
 * each dependency; a rate-limit refusal. No label holds an id.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ConfiguredProvider } from '../payments/payment-provider.ts';
import { createSimulatedProvider } from '../payments/simulated-provider.ts';
import {
  createPaymentTestApp,
  checkoutBody,
  createRecord,
  createSession,
  type PaymentTestApp,
  TEST_PUBLIC_URL,
} from '../routes/payment-app.test-helper.ts';
import type { PdfDataStore } from '../store/pdf-data-store.ts';
import { StoreUnavailableError } from '../store/store-unavailable.ts';
import { combineInstruments } from './instruments.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { sampleValue } from './metrics-text.test-helper.ts';

const MINUTE = 60_000;
const RATE_LIMIT = 6;

let t: PaymentTestApp;
let metrics: Metrics;
const failing = { provider: false, database: false };

beforeEach(async () => {
  metrics = createMetrics();
  failing.provider = false;
  failing.database = false;
  const simulated = createSimulatedProvider({ publicUrl: TEST_PUBLIC_URL });
  const provider: ConfiguredProvider = {
    ...simulated,
    createCheckoutSession: async (request) => {
      if (failing.provider) throw new Error('provider down');
      return simulated.createCheckoutSession(request);
    },
  };
  const wrapStore = (store: PdfDataStore): PdfDataStore => ({
    ...store,
    find: async (...args) => {
      if (failing.database) throw new StoreUnavailableError('database down');
      return store.find(...args);
    },
  });
  t = await createPaymentTestApp({
    provider,
    wrapStore,
    instruments: combineInstruments([metrics.instruments]),
    rateLimit: { max: RATE_LIMIT, timeWindowMs: MINUTE },
  });
});

afterEach(async () => {
  await t.close();
});

const pay = (sessionId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/paiement-simule/${sessionId}/payer`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('the Prometheus text after a paid round trip', () => {
  test('each counter counts what happened, by route pattern and status, with no id in any label', async () => {
    const id = await createRecord(t.app);
    const first = await createSession(t.app, id);
    // A second tab: the same session, handed again.
    expect((await createSession(t.app, id)).sessionId).toBe(first.sessionId);
    // Past the point where the first session is handed again: a second one, then both paid.
    t.clock.advance(21 * MINUTE);
    const second = await createSession(t.app, id);
    expect((await pay(first.sessionId)).statusCode).toBe(303);
    expect((await pay(second.sessionId)).statusCode).toBe(303);
    const released = await t.app.inject({ method: 'GET', url: `/api/pdf-data/${id}?session_id=${first.sessionId}` });
    expect(released.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/pdf-data/${id}?session_id=${first.sessionId}` })).statusCode).toBe(204);

    // One more record, left to expire, then swept (payment-runtime.ts runs the same store call every minute).
    const forgotten = await createRecord(t.app);
    t.clock.advance(2 * 3600 * 1000);
    expect(await metrics.instruments.store?.(t.store).purgeExpired(t.clock.now.getTime())).toBe(1);

    // The provider, then the database, down: one 503 each.
    const third = await createRecord(t.app);
    failing.provider = true;
    const providerDown = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(third) });
    expect(providerDown.statusCode).toBe(503);
    failing.database = true;
    const databaseDown = await t.app.inject({ method: 'GET', url: `/api/pdf-data/${third}?session_id=${first.sessionId}` });
    expect(databaseDown.statusCode).toBe(503);
    failing.database = false;
    failing.provider = false;

    // The same address past its limit on the record route: refused once.
    let refused = 0;
    for (let call = 0; call < RATE_LIMIT + 1; call += 1) {
      const response = await t.app.inject({ method: 'HEAD', url: `/api/pdf-data/${third}` });
      if (response.statusCode === 429) refused += 1;
    }
    expect(refused).toBe(1);

    const text = await metrics.registry.metrics();
    const value = (name: string, labels?: Record<string, string>) => sampleValue(text, name, labels);
    expect(value('procuration_records_created_total')).toBe(3);
    expect(value('procuration_checkouts_opened_total')).toBe(2);
    expect(value('procuration_checkouts_reused_total')).toBe(1);
    expect(value('procuration_payments_fulfilled_total')).toBe(1);
    expect(value('procuration_payments_refunded_total')).toBe(1);
    expect(value('procuration_records_released_total')).toBe(1);
    expect(value('procuration_records_deleted_total')).toBe(1);
    expect(value('procuration_records_expired_total')).toBe(1);
    expect(value('procuration_unavailable_total', { cause: 'payment_provider' })).toBe(1);
    expect(value('procuration_unavailable_total', { cause: 'database' })).toBe(1);
    expect(value('procuration_rate_limited_total', { route: '/api/pdf-data/:id' })).toBe(1);

    const durations = (labels: Record<string, string>) => value('http_request_duration_seconds_count', labels);
    expect(durations({ method: 'POST', route: '/api/pdf-data', status: '201' })).toBe(3);
    expect(durations({ method: 'POST', route: '/api/create-checkout-session', status: '200' })).toBe(3);
    expect(durations({ method: 'POST', route: '/paiement-simule/:sessionId/payer', status: '303' })).toBe(2);
    expect(durations({ method: 'GET', route: '/api/pdf-data/:id', status: '200' })).toBe(1);
    expect(durations({ method: 'DELETE', route: '/api/pdf-data/:id', status: '204' })).toBe(1);
    expect(durations({ method: 'HEAD', route: '/api/pdf-data/:id', status: '429' })).toBe(1);

    for (const opening of [id, forgotten, third, first.sessionId, second.sessionId]) expect(text).not.toContain(opening);
  });

  test('an address no route knows is counted under one label, never as typed', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/une/adresse/inventée?nom=Dupont' })).statusCode).toBe(404);
    const text = await metrics.registry.metrics();
    expect(sampleValue(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('inventée');
    expect(text).not.toContain('Dupont');
  });
});
