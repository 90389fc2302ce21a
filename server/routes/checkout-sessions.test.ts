/**
 * One record, one payment, never a payment without its PDF (docs/decisions/026), through the API: a
 * retry gets the open session, a record's life and its sessions are bounded, and a record paid twice
 * is served to both sessions while the later payment is refunded exactly once, logged with tags that
 * open nothing (docs/decisions/038).
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { API_MESSAGES } from '../kernel/api-messages.ts';
import type { StripeProvider } from '../payments/payment-provider.ts';
import { MAX_CHECKOUT_SESSIONS_PER_RECORD, paidRecords } from '../record/paid-record.ts';
import {
  createPaymentTestApp,
  checkoutBody,
  createRecord,
  createSession,
  type PaymentTestApp,
  VALID_FORM,
} from './payment-app.test-helper.ts';

const MINUTE = 60_000;

let t: PaymentTestApp;

beforeEach(async () => {
  t = await createPaymentTestApp({ recordTtlSeconds: 3600 });
});

afterEach(async () => {
  await t.close();
});

const checkout = (app: PaymentTestApp, pdfDataId: string) =>
  app.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(pdfDataId) });
const getRecord = (app: PaymentTestApp, id: string, sessionId: string) =>
  app.app.inject({ method: 'GET', url: `/api/pdf-data/${id}?session_id=${sessionId}` });
const sessionCount = (app: PaymentTestApp, id: string) =>
  app.store.withLockedRecord(id, app.clock.now.getTime(), async (locked) => locked.sessions.length);
const pay = (app: PaymentTestApp, sessionId: string) =>
  app.app.inject({
    method: 'POST',
    url: `/paiement-simule/${sessionId}/payer`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('asking again for a checkout', () => {
  test('a second tab or a retry gets the same open session, not a second one', async () => {
    const id = await createRecord(t.app);
    const first = await createSession(t.app, id);
    const again = await createSession(t.app, id);
    expect(again.url).toBe(first.url);
    expect(await sessionCount(t, id)).toBe(1);
  });

  test('a session with less than ten minutes left is not handed again: a new one is opened', async () => {
    const id = await createRecord(t.app);
    const first = await createSession(t.app, id);
    t.clock.advance(21 * MINUTE);
    const second = await createSession(t.app, id);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await sessionCount(t, id)).toBe(2);
  });

  test(`at most ${MAX_CHECKOUT_SESSIONS_PER_RECORD} sessions for one record, then 409 in French`, async () => {
    const long = await createPaymentTestApp({ recordTtlSeconds: 3 * 3600 });
    try {
      const id = await createRecord(long.app);
      for (let index = 0; index < MAX_CHECKOUT_SESSIONS_PER_RECORD; index += 1) {
        expect((await checkout(long, id)).statusCode).toBe(200);
        long.clock.advance(21 * MINUTE);
      }
      const refused = await checkout(long, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ statusCode: 409, message: API_MESSAGES.tooManyCheckouts });
    } finally {
      await long.close();
    }
  });
});

describe("a record's life is bounded", () => {
  test('checkouts never keep it past creation + RECORD_TTL_SECONDS + one checkout window', async () => {
    const short = await createPaymentTestApp({ recordTtlSeconds: 600 });
    try {
      const id = await createRecord(short.app);
      const created = short.clock.now.getTime();
      // A checkout every 9 minutes, each asking to keep the record 40 minutes more.
      while (short.clock.now.getTime() < created + 600_000) {
        expect((await checkout(short, id)).statusCode).toBe(200);
        short.clock.advance(9 * MINUTE);
      }
      // Past its own lifetime, no new session: the open one is handed again while it lasts, then nothing.
      short.clock.advance(30 * MINUTE);
      expect((await checkout(short, id)).statusCode).toBe(404);
      const record = await short.store.find(id, short.clock.now.getTime());
      expect(record?.expiresAt ?? 0).toBeLessThanOrEqual(created + 600_000 + 40 * MINUTE);
      short.clock.now = new Date(created + 600_000 + 40 * MINUTE);
      expect(await short.store.find(id, short.clock.now.getTime())).toBeUndefined();
    } finally {
      await short.close();
    }
  });
});

describe('a record paid twice', () => {
  /** A record with two sessions, as a retry after the first session's last minutes would give. */
  async function twoSessions() {
    const id = await createRecord(t.app);
    const first = await createSession(t.app, id);
    t.clock.advance(21 * MINUTE);
    const second = await createSession(t.app, id);
    return { id, first: first.sessionId, second: second.sessionId };
  }

  test('both payers get the record; the later payment is refunded once, logged with tags that open nothing', async () => {
    const { id, first, second } = await twoSessions();
    expect((await pay(t, first)).statusCode).toBe(303);
    expect((await pay(t, second)).statusCode).toBe(303);
    for (const sessionId of [first, second]) {
      const released = await getRecord(t, id, sessionId);
      expect(released.statusCode).toBe(200);
      expect(released.json()).toEqual({ data: VALID_FORM, include_signature: true });
    }
    const refunds = t.logs.filter((line) => typeof line.refundedSession === 'string');
    expect(refunds.map((line) => line.msg)).toEqual([
      'Procuration payée deux fois : le second paiement est remboursé',
      'Remboursement effectué',
    ]);
    const tag = /^#[0-9a-f]{8}$/;
    expect(refunds[0]).toMatchObject({ record: expect.stringMatching(tag), paidSession: expect.stringMatching(tag) });
    expect(new Set([refunds[0]?.record, refunds[0]?.paidSession, refunds[0]?.refundedSession]).size).toBe(3);
    expect(refunds[1]?.refundedSession).toBe(refunds[0]?.refundedSession);
    const logged = JSON.stringify(t.logs);
    // Neither the record id nor a session id: together they would release the form.
    for (const opening of [id, first, second]) expect(logged).not.toContain(opening);
    for (const personal of ['Dupont', 'Jean', 'rue de la Paix', '06 12 34 56 78']) expect(logged).not.toContain(personal);
    // Paying again on the same session, or reading it again, refunds nothing more.
    await getRecord(t, id, second);
    expect(t.logs.filter((line) => line.msg === 'Remboursement effectué')).toHaveLength(1);
  });

  test('either paying session may delete the record; then it is gone for both', async () => {
    const { id, first, second } = await twoSessions();
    await pay(t, first);
    await pay(t, second);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/pdf-data/${id}?session_id=${second}` })).statusCode).toBe(204);
    expect((await getRecord(t, id, first)).statusCode).toBe(404);
  });
});

describe('refunds through a provider that fails at first', () => {
  test('a refund that fails is asked again by the sweep with the same session, and done once', async () => {
    const refunds: string[] = [];
    let failures = 1;
    let opened = 0;
    const provider: StripeProvider = {
      name: 'stripe',
      createCheckoutSession: async ({ now }) => {
        opened += 1;
        return {
          id: `cs_test_${opened}`,
          url: `https://checkout.stripe.test/c/pay/cs_test_${opened}`,
          expiresAt: now.getTime() + 30 * MINUTE,
        };
      },
      retrievePaidSession: async (sessionId) => ({ sessionId, recordId: recordOf.get(sessionId) ?? '', paymentRef: `pi_${sessionId}` }),
      refund: async ({ sessionId }) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('ETIMEDOUT');
        }
        refunds.push(sessionId);
      },
      paidSessionFromWebhook: () => undefined,
    };
    const recordOf = new Map<string, string>();
    const app = await createPaymentTestApp({ provider });
    try {
      const id = await createRecord(app.app);
      const first = await createSession(app.app, id);
      app.clock.advance(21 * MINUTE);
      const second = await createSession(app.app, id);
      recordOf.set(first.sessionId, id);
      recordOf.set(second.sessionId, id);
      expect((await getRecord(app, id, first.sessionId)).statusCode).toBe(200);
      expect((await getRecord(app, id, second.sessionId)).statusCode).toBe(200);
      expect(refunds).toEqual([]);
      const records = paidRecords({ store: app.store, provider, clock: () => app.clock.now, recordTtlMs: 3600_000 });
      const log = { warn: () => undefined, error: () => undefined };
      // Too early: the failed claim is left alone.
      await records.retryUnfinishedRefunds(log);
      expect(refunds).toEqual([]);
      app.clock.advance(2 * MINUTE);
      await Promise.all([records.retryUnfinishedRefunds(log), records.retryUnfinishedRefunds(log)]);
      expect(refunds).toEqual([second.sessionId]);
      await records.retryUnfinishedRefunds(log);
      expect(refunds).toEqual([second.sessionId]);
    } finally {
      await app.close();
    }
  });
});
