/**
 * Load shedding (docs/decisions/081): once the process is past a threshold, the payment API answers
 * a French 503 with Retry-After while the page and the health routes keep answering 200. The event
 * loop is held by a busy loop in this very process, the measure's way of seeing a saturated server.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { API_MESSAGES } from '../kernel/api-messages.ts';
import { RETRY_AFTER_SECONDS } from '../kernel/timeouts.ts';
import { createPaymentTestApp, checkoutBody, createRecord, type PaymentTestApp } from '../routes/payment-app.test-helper.ts';
import type { LoadSheddingConfig } from './load-shedding.ts';

const OFF = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, sampleIntervalMs: 20 } satisfies LoadSheddingConfig;
/** Held far longer than the threshold below, so the loop's mean delay over a sample is past it. */
const BUSY_LOOP_MS = 300;
const MAX_ATTEMPTS = 50;

let t: PaymentTestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

const isUnderPressure = (app: PaymentTestApp['app']) => (app as unknown as { isUnderPressure: () => boolean }).isUnderPressure();
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Holds the event loop: no timer, no socket, nothing else runs meanwhile. */
function holdEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

async function answersUnderPressure(app: PaymentTestApp['app'], recordId: string) {
  return Promise.all([
    app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(recordId) }),
    app.inject({ method: 'GET', url: '/' }),
    app.inject({ method: 'GET', url: '/healthz' }),
    app.inject({ method: 'GET', url: '/readyz' }),
  ]);
}

function expectShed(api: Awaited<ReturnType<typeof answersUnderPressure>>[0]) {
  expect(api.statusCode).toBe(503);
  expect(api.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(api.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: API_MESSAGES.overloaded });
}

describe('load shedding', () => {
  test('past the event-loop delay threshold, the payment API answers 503 in French; the page and health routes answer', async () => {
    t = await createPaymentTestApp({ loadShedding: { ...OFF, maxEventLoopDelayMs: 50 } });
    const id = await createRecord(t.app);
    let shed = false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS && !shed; attempt += 1) {
      holdEventLoop(BUSY_LOOP_MS);
      // The measure's timer, overdue, runs before this turn ends.
      await nextTurn();
      if (!isUnderPressure(t.app)) continue;
      const [api, page, live, ready] = await answersUnderPressure(t.app, id);
      expect([page.statusCode, live.statusCode, ready.statusCode]).toEqual([200, 200, 200]);
      // The measure may have been taken again meanwhile, without the busy loop: then try again.
      if (api.statusCode === 200) continue;
      expectShed(api);
      shed = true;
    }
    expect(shed).toBe(true);
  });

  test('past the memory threshold, the same; below every threshold, the payment API answers as usual', async () => {
    t = await createPaymentTestApp({ loadShedding: { ...OFF, maxHeapUsedBytes: 1 } });
    const id = await createRecord(t.app);
    while (!isUnderPressure(t.app)) await new Promise((resolve) => setTimeout(resolve, 10));
    const [api, page, live, ready] = await answersUnderPressure(t.app, id);
    expectShed(api);
    expect([page.statusCode, live.statusCode, ready.statusCode]).toEqual([200, 200, 200]);

    const calm = await createPaymentTestApp({ loadShedding: { ...OFF, maxHeapUsedBytes: Number.MAX_SAFE_INTEGER } });
    try {
      const calmId = await createRecord(calm.app);
      const answer = await calm.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(calmId) });
      expect(answer.statusCode).toBe(200);
    } finally {
      await calm.close();
    }
  });
});
