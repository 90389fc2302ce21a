/**
 * The Stripe provider against a small local server that answers as Stripe's API does, reached
 * through STRIPE_API_BASE's host, port and protocol: what the SDK sends, and what the API then
 * releases. Webhooks are signed with the SDK's own test helper.
 */
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { API_MESSAGES } from '../kernel/api-messages.ts';
import {
  createPaymentTestApp,
  checkoutBody,
  createRecord,
  type PaymentTestApp,
  START,
  TEST_PUBLIC_URL,
  VALID_FORM,
} from '../routes/payment-app.test-helper.ts';
import { FakeStripe } from './fake-stripe.test-helper.ts';
import { createStripeProvider, paidSession, PRODUCT_NAME } from './stripe-provider.ts';
import { SCHEDULING_SLACK_MS } from '../kernel/scheduling-slack.test-helper.ts';
import type { PaymentBounds } from '../kernel/timeouts.ts';
import { SHORT_PAYMENT_BOUNDS } from '../kernel/short-bounds.test-helper.ts';

const SECRET_KEY = 'sk_test_local123';
const WEBHOOK_SECRET = 'whsec_local_test_secret';
const PRICE_CENTS = 490;

const fake = new FakeStripe();
let port = 0;
let t: PaymentTestApp;

beforeAll(async () => {
  port = await fake.start();
});

afterAll(async () => {
  await fake.stop();
});

/** With the promised bounds, or (where a test waits for them to pass) shorter ones in the same order (docs/decisions/242). */
function stripeApp(bounds?: PaymentBounds): Promise<PaymentTestApp> {
  const provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    priceCents: PRICE_CENTS,
    publicUrl: TEST_PUBLIC_URL,
    apiBase: { protocol: 'http', host: '127.0.0.1', port },
    ...(bounds && { bounds }),
  });
  return createPaymentTestApp({ provider, ...(bounds && { bounds }) });
}

beforeEach(async () => {
  fake.requests.length = 0;
  fake.refunds.clear();
  fake.hang = false;
  t = await stripeApp();
});

afterEach(async () => {
  await t.close();
});

async function checkout(id: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(id) });
  expect(response.statusCode).toBe(200);
  const { url } = response.json<{ url: string }>();
  const sessionId = url.split('/').pop() ?? '';
  return { url, sessionId };
}

const getRecord = (id: string, sessionId: string) => t.app.inject({ method: 'GET', url: `/api/pdf-data/${id}?session_id=${sessionId}` });
const stripeCalls = (method: string) => fake.requests.filter((request) => request.method === method);

test('the page is marked as running the stripe mode', async () => {
  expect((await t.app.inject('/')).body).toContain('<meta name="payment-mode" content="stripe" />');
});

describe('the checkout session', () => {
  test('is one exact form-encoded request: EUR card payment of PRICE_CENTS, the record id twice, the return addresses, 30 minutes, an idempotency key', async () => {
    const id = await createRecord(t.app);
    const { url, sessionId } = await checkout(id);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const expiresAt = START.getTime() / 1000 + 30 * 60;
    expect(request?.headers['idempotency-key']).toBe(`checkout-session-${id}-${expiresAt}`);
    expect(request?.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect([...new URLSearchParams(request?.body).entries()]).toEqual([
      ['mode', 'payment'],
      ['line_items[0][quantity]', '1'],
      ['line_items[0][price_data][currency]', 'eur'],
      ['line_items[0][price_data][unit_amount]', String(PRICE_CENTS)],
      ['line_items[0][price_data][product_data][name]', PRODUCT_NAME],
      ['client_reference_id', id],
      ['metadata[pdf_data_id]', id],
      ['success_url', `${TEST_PUBLIC_URL}/?success=true&pdfDataId=${id}&session_id={CHECKOUT_SESSION_ID}`],
      ['cancel_url', `${TEST_PUBLIC_URL}/?canceled=true`],
      ['expires_at', String(expiresAt)],
      ['locale', 'fr'],
    ]);
    expect((await t.store.findOpenSession(sessionId, START.getTime()))?.record.id).toBe(id);
  });

  test('Stripe failing is a 503 with Retry-After and the record stays for a retry', async () => {
    const id = await createRecord(t.app);
    fake.failNext = true;
    const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(id) });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json<{ message: string }>().message).toBe(API_MESSAGES.paymentServiceUnavailable);
    expect((await checkout(id)).url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  });
});

describe('on return, the form is released only once Stripe says paid for that record', () => {
  test('unpaid: 402; paid: 200 with the form; then recorded, so Stripe is not asked again', async () => {
    const id = await createRecord(t.app);
    const { sessionId } = await checkout(id);

    const early = await getRecord(id, sessionId);
    expect(early.statusCode).toBe(402);
    expect(early.body).not.toContain('Dupont');
    expect(stripeCalls('GET').map((request) => request.path)).toEqual([`/v1/checkout/sessions/${sessionId}`]);

    fake.pay(sessionId);
    const paid = await getRecord(id, sessionId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ data: VALID_FORM, include_signature: true });
    expect((await t.store.find(id, START.getTime()))?.paidAt).toBe(START.getTime());

    expect((await getRecord(id, sessionId)).statusCode).toBe(200);
    expect(stripeCalls('GET')).toHaveLength(2);
  });

  test('a session paid for another record does not release this one', async () => {
    const mine = await createRecord(t.app);
    await checkout(mine);
    const other = await createRecord(t.app);
    const { sessionId } = await checkout(other);
    fake.pay(sessionId);
    expect((await getRecord(mine, sessionId)).statusCode).toBe(402);
    expect((await t.store.find(mine, START.getTime()))?.paidAt).toBeNull();
  });

  test.each([
    ['client_reference_id names another record', { client_reference_id: '00000000-0000-4000-8000-000000000000' }],
    ['the metadata names another record', { metadata: { pdf_data_id: '00000000-0000-4000-8000-000000000000' } }],
    ['no metadata', { metadata: {} }],
    ['the payment is still processing', { payment_status: 'unpaid' }],
    ['no payment was required', { payment_status: 'no_payment_required' }],
  ])('a session where %s: 402', async (_case, changes) => {
    const id = await createRecord(t.app);
    const { sessionId } = await checkout(id);
    fake.pay(sessionId, changes);
    expect((await getRecord(id, sessionId)).statusCode).toBe(402);
  });

  test('a session Stripe does not know: 402', async () => {
    const id = await createRecord(t.app);
    await checkout(id);
    expect((await getRecord(id, 'cs_test_forged')).statusCode).toBe(402);
  });

  test('Stripe failing: 503, and the record stays', async () => {
    const id = await createRecord(t.app);
    const { sessionId } = await checkout(id);
    fake.pay(sessionId);
    fake.failNext = true;
    expect((await getRecord(id, sessionId)).statusCode).toBe(503);
    expect((await getRecord(id, sessionId)).statusCode).toBe(200);
  });
});

describe('a Stripe that hangs', () => {
  beforeEach(async () => {
    await t.close();
    t = await stripeApp(SHORT_PAYMENT_BOUNDS);
  });

  test('checkout and return answer 503 with Retry-After and the exact message within the answer bound, retries included; the record stays', async () => {
    const returning = await createRecord(t.app);
    const { sessionId } = await checkout(returning);
    fake.pay(sessionId);
    const paying = await createRecord(t.app);
    fake.hang = true;
    fake.requests.length = 0;

    const started = performance.now();
    const timed = async (send: () => ReturnType<typeof getRecord>) => {
      const response = await send();
      return { response, ms: performance.now() - started };
    };
    const answers = await Promise.all([
      timed(() => t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(paying) })),
      timed(() => getRecord(returning, sessionId)),
    ]);
    for (const { response, ms } of answers) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json<{ message: string }>().message).toBe('Le service de paiement ne répond pas. Réessayez dans quelques instants.');
      expect(ms).toBeLessThan(SHORT_PAYMENT_BOUNDS.answerBoundMs + SCHEDULING_SLACK_MS);
    }
    // One try and one retry of each call, then the visitor is answered.
    expect(fake.requests.map((request) => `${request.method} ${request.path}`).sort()).toEqual([
      `GET /v1/checkout/sessions/${sessionId}`,
      `GET /v1/checkout/sessions/${sessionId}`,
      'POST /v1/checkout/sessions',
      'POST /v1/checkout/sessions',
    ]);
    console.info(`Stripe hanging: 503 after ${answers.map(({ ms }) => Math.round(ms)).join(' ms and ')} ms (checkout, return)`);

    fake.hang = false;
    expect((await checkout(paying)).url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect((await getRecord(returning, sessionId)).statusCode).toBe(200);
  });
});

describe('a record paid twice', () => {
  test('both sessions are served; the later payment intent is refunded once, whatever reports it', async () => {
    const id = await createRecord(t.app);
    const first = await checkout(id);
    t.clock.advance(21 * 60_000);
    const second = await checkout(id);
    expect(second.sessionId).not.toBe(first.sessionId);
    fake.pay(first.sessionId);
    fake.pay(second.sessionId);
    expect((await getRecord(id, first.sessionId)).statusCode).toBe(200);
    expect((await getRecord(id, second.sessionId)).statusCode).toBe(200);
    expect((await getRecord(id, second.sessionId)).statusCode).toBe(200);

    const refundCalls = stripeCalls('POST').filter((request) => request.path === '/v1/refunds');
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]?.headers['idempotency-key']).toBe(`refund-${second.sessionId}`);
    expect([...fake.refunds.values()]).toEqual([{ payment_intent: `pi_${second.sessionId}` }]);
  });

  test('a payment Stripe reports after the record was used and deleted is refunded, never kept', async () => {
    const id = await createRecord(t.app);
    const first = await checkout(id);
    t.clock.advance(21 * 60_000);
    const second = await checkout(id);
    fake.pay(first.sessionId);
    expect((await getRecord(id, first.sessionId)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/pdf-data/${id}?session_id=${first.sessionId}` })).statusCode).toBe(204);

    fake.pay(second.sessionId);
    const event = JSON.stringify({
      id: 'evt_late',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: fake.sessions.get(second.sessionId) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: event,
    });
    expect(response.statusCode).toBe(200);
    expect([...fake.refunds.values()]).toEqual([{ payment_intent: `pi_${second.sessionId}` }]);
  });
});

describe('the webhook', () => {
  function completedEvent(session: Record<string, unknown>, type = 'checkout.session.completed') {
    // Indented on purpose: the signature covers these exact bytes, not a re-serialisation.
    return JSON.stringify(
      { id: `evt_${String(session.id)}`, object: 'event', type, api_version: '2026-10-28.endive', data: { object: session } },
      null,
      2,
    );
  }

  const send = (payload: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
      payload,
    });
  const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });

  async function paidSessionEvent() {
    const id = await createRecord(t.app);
    const { sessionId } = await checkout(id);
    fake.pay(sessionId);
    return { id, sessionId, payload: completedEvent(fake.sessions.get(sessionId) ?? { id: sessionId }) };
  }

  test('a signed checkout.session.completed marks the record paid: the return then needs no call to Stripe', async () => {
    const { id, sessionId, payload } = await paidSessionEvent();
    const response = await send(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect((await t.store.find(id, START.getTime()))?.paidAt).toBe(START.getTime());
    expect((await getRecord(id, sessionId)).statusCode).toBe(200);
    expect(stripeCalls('GET')).toEqual([]);
  });

  test.each([
    ['signed with another secret', (payload: string) => sign(payload, 'whsec_someone_else')],
    ['signed for other bytes', (payload: string) => sign(payload.replace('"paid"', '"paid" '))],
    ['signed more than five minutes ago', (payload: string) => sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600)],
    ['with a made-up signature', () => `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`],
    ['without a signature', () => undefined],
  ])('an event %s is refused with 400 and changes nothing', async (_case, signature) => {
    const { id, payload } = await paidSessionEvent();
    const response = await send(payload, signature(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(API_MESSAGES.invalidWebhookSignature);
    expect((await t.store.find(id, START.getTime()))?.paidAt).toBeNull();
  });

  test('a replayed event is harmless: the payment is recorded once, and a deleted record stays deleted', async () => {
    const { id, sessionId, payload } = await paidSessionEvent();
    expect((await send(payload, sign(payload))).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await send(payload, sign(payload))).statusCode).toBe(200);
    expect((await t.store.find(id, t.clock.now.getTime()))?.paidAt).toBe(START.getTime());

    expect((await t.app.inject({ method: 'DELETE', url: `/api/pdf-data/${id}?session_id=${sessionId}` })).statusCode).toBe(204);
    expect((await send(payload, sign(payload))).statusCode).toBe(200);
    expect(await t.store.find(id, t.clock.now.getTime())).toBeUndefined();
    expect((await getRecord(id, sessionId)).statusCode).toBe(404);
  });

  test('a completed session not yet paid, or an event of another kind, marks nothing', async () => {
    const id = await createRecord(t.app);
    const { sessionId } = await checkout(id);
    const unpaid = completedEvent(fake.sessions.get(sessionId) ?? { id: sessionId });
    expect((await send(unpaid, sign(unpaid))).statusCode).toBe(200);
    fake.pay(sessionId);
    const expired = completedEvent(fake.sessions.get(sessionId) ?? { id: sessionId }, 'checkout.session.expired');
    expect((await send(expired, sign(expired))).statusCode).toBe(200);
    expect((await t.store.find(id, START.getTime()))?.paidAt).toBeNull();
  });

  test('a delayed payment that succeeds later marks the record paid', async () => {
    const id = await createRecord(t.app);
    const { sessionId } = await checkout(id);
    fake.pay(sessionId);
    const payload = completedEvent(fake.sessions.get(sessionId) ?? { id: sessionId }, 'checkout.session.async_payment_succeeded');
    expect((await send(payload, sign(payload))).statusCode).toBe(200);
    expect((await t.store.find(id, START.getTime()))?.checkoutSessionId).toBe(sessionId);
    expect((await t.store.find(id, START.getTime()))?.paidAt).toBe(START.getTime());
  });
});

describe('paidSession', () => {
  const session = (changes: Partial<Stripe.Checkout.Session>) =>
    ({
      id: 'cs_test_1',
      object: 'checkout.session',
      payment_status: 'paid',
      client_reference_id: 'rec',
      metadata: { pdf_data_id: 'rec' },
      ...changes,
    }) as Stripe.Checkout.Session;

  test('is the record of a paid session whose two record ids agree', () => {
    expect(paidSession(session({}))).toEqual({ sessionId: 'cs_test_1', recordId: 'rec' });
  });

  test.each([
    ['unpaid', { payment_status: 'unpaid' as const }],
    ['no client_reference_id', { client_reference_id: null }],
    ['metadata disagreeing', { metadata: { pdf_data_id: 'other' } }],
    ['no metadata', { metadata: null }],
  ])('is nothing when %s', (_case, changes) => {
    expect(paidSession(session(changes))).toBeUndefined();
  });
});
