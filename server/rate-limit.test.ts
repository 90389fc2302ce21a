/**
 * Every route that costs something is limited per client address (docs/decisions/028), the
 * address is the forwarded one only behind a proxy TRUST_PROXY trusts, and what must never be
 * refused (health probes, Stripe's webhook) is not limited.
 */
import Stripe from 'stripe';
import { afterEach, describe, expect, test } from 'vitest';
import type { TrustProxy } from './config.ts';
import { createStripeProvider } from './payments/stripe-provider.ts';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './rate-limit-default.ts';
import { API_MESSAGES } from './kernel/api-messages.ts';
import {
  createPaymentTestApp,
  checkoutBody,
  createRecord,
  createSession,
  type PaymentTestApp,
  TEST_PUBLIC_URL,
  VALID_FORM,
} from './routes/payment-app.test-helper.ts';

const LIMIT = DEFAULT_RATE_LIMIT_PER_MINUTE;
const PROXY = '10.0.0.2';
const VISITOR = '203.0.113.7';
const OTHER_VISITOR = '198.51.100.4';
const WEBHOOK_SECRET = 'whsec_rate_limit_test';

let t: PaymentTestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A payment-mode app with the default limit of 30 a minute. */
async function limitedApp(options: { trustProxy?: TrustProxy; provider?: 'simulated' | 'stripe' } = {}): Promise<PaymentTestApp> {
  t = await createPaymentTestApp({
    rateLimit: undefined,
    trustProxy: options.trustProxy ?? false,
    ...(options.provider === 'stripe' && {
      provider: createStripeProvider({
        secretKey: 'sk_test_rate_limit',
        webhookSecret: WEBHOOK_SECRET,
        priceCents: 490,
        publicUrl: TEST_PUBLIC_URL,
        // Nothing listens there: these tests never reach Stripe.
        apiBase: { protocol: 'http', host: '127.0.0.1', port: 9 },
      }),
    }),
  });
  return t;
}

type Call = { remoteAddress?: string; headers?: Record<string, string> };

const createForm = (app: PaymentTestApp, call: Call = {}) =>
  app.app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data: VALID_FORM, include_signature: false }, ...call });

/** Calls `send` until one answer is 429; returns how many were served first (at most `LIMIT` + 5 tries). */
async function servedBeforeRefusal(send: () => Promise<{ statusCode: number }>): Promise<number> {
  for (let served = 0; served <= LIMIT + 5; served += 1) {
    if ((await send()).statusCode === 429) return served;
  }
  return Number.POSITIVE_INFINITY;
}

describe('TRUST_PROXY', () => {
  test('off (the default): X-Forwarded-For is ignored, so one connection address is one client, whatever it claims', async () => {
    const { app } = await limitedApp();
    let forged = 0;
    const served = await servedBeforeRefusal(() =>
      createForm(t ?? fail(), { remoteAddress: PROXY, headers: { 'x-forwarded-for': `192.0.2.${(forged += 1)}` } }),
    );
    expect(served).toBe(LIMIT);
    const refused = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: PROXY, headers: { 'x-forwarded-for': VISITOR } });
    expect(refused.statusCode).toBe(200);
  });

  test("set to the proxy's address: clients behind it are told apart by the address it forwards", async () => {
    const proxied = await limitedApp({ trustProxy: [PROXY] });
    const viaProxy = (client: string) => () => createForm(proxied, { remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });
    expect(await servedBeforeRefusal(viaProxy(VISITOR))).toBe(LIMIT);
    // Another visitor behind the same proxy has a whole limit of their own.
    expect((await viaProxy(OTHER_VISITOR)()).statusCode).toBe(201);
    // The first visitor, refused, whatever path their next request takes through the proxy chain.
    const refused = await createForm(proxied, { remoteAddress: PROXY, headers: { 'x-forwarded-for': `192.0.2.1, ${VISITOR}` } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(API_MESSAGES.rateLimited);
  });

  test('set to the proxy: a client reaching the server directly cannot choose its address with the header', async () => {
    const proxied = await limitedApp({ trustProxy: [PROXY] });
    let forged = 0;
    const served = await servedBeforeRefusal(() =>
      createForm(proxied, { remoteAddress: VISITOR, headers: { 'x-forwarded-for': `192.0.2.${(forged += 1)}` } }),
    );
    expect(served).toBe(LIMIT);
  });

  test('a CIDR network and a hop count work alike', async () => {
    for (const trustProxy of [['10.0.0.0/8'], 1] satisfies TrustProxy[]) {
      const proxied = await limitedApp({ trustProxy });
      expect(await servedBeforeRefusal(() => createForm(proxied, { remoteAddress: PROXY, headers: { 'x-forwarded-for': VISITOR } }))).toBe(
        LIMIT,
      );
      expect((await createForm(proxied, { remoteAddress: PROXY, headers: { 'x-forwarded-for': OTHER_VISITOR } })).statusCode).toBe(201);
      await proxied.close();
      t = undefined;
    }
  });
});

describe('what is limited, 30 a minute per address by default', () => {
  test('record creation, checkout creation, record reads (GET and HEAD) and DELETE: each answers 429 in French after 30', async () => {
    const limited = await limitedApp();
    const id = await createRecord(limited.app, false);
    const { sessionId } = await createSession(limited.app, id);
    const record = `/api/pdf-data/${id}?session_id=${sessionId}`;
    const calls = {
      'POST /api/pdf-data': () => createForm(limited, { remoteAddress: VISITOR }),
      'POST /api/create-checkout-session': () =>
        limited.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(id), remoteAddress: VISITOR }),
      'GET /api/pdf-data/:id': () => limited.app.inject({ method: 'GET', url: record, remoteAddress: VISITOR }),
      'HEAD /api/pdf-data/:id': () => limited.app.inject({ method: 'HEAD', url: record, remoteAddress: VISITOR }),
      'DELETE /api/pdf-data/:id': () => limited.app.inject({ method: 'DELETE', url: record, remoteAddress: VISITOR }),
    };
    for (const [name, call] of Object.entries(calls)) {
      expect(await servedBeforeRefusal(call), name).toBe(LIMIT);
      if (name.startsWith('HEAD')) continue; // a HEAD answer has no body
      const refused = await call();
      expect(refused.json(), name).toEqual({ statusCode: 429, error: 'Too Many Requests', message: API_MESSAGES.rateLimited });
      expect(Number(refused.headers['retry-after']), name).toBeGreaterThan(0);
    }
    // Another address is held back by none of them.
    expect((await limited.app.inject({ method: 'GET', url: record, remoteAddress: OTHER_VISITOR })).statusCode).toBe(402);
  });

  test('the simulated checkout page and its two buttons: a French page after 30', async () => {
    const limited = await limitedApp();
    const { url } = await createSession(limited.app, await createRecord(limited.app, false));
    const page = new URL(url).pathname;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const calls = {
      page: () => limited.app.inject({ method: 'GET', url: page, remoteAddress: VISITOR }),
      annuler: () => limited.app.inject({ method: 'POST', url: `${page}/annuler`, headers: form, payload: '', remoteAddress: VISITOR }),
      // An unknown session: each press still reads the database.
      payer: () =>
        limited.app.inject({
          method: 'POST',
          url: '/paiement-simule/cs_sim_unknown/payer',
          headers: form,
          payload: '',
          remoteAddress: VISITOR,
        }),
    };
    for (const [name, call] of Object.entries(calls)) {
      expect(await servedBeforeRefusal(call), name).toBe(LIMIT);
      const refused = await call();
      expect(refused.headers['content-type'], name).toBe('text/html; charset=utf-8');
      expect(refused.body, name).toContain('<html lang="fr">');
      expect(refused.body, name).toContain('<h1>Trop de demandes</h1>');
      expect(refused.body, name).toContain(API_MESSAGES.rateLimited);
      expect(refused.body, name).not.toMatch(/Rate limit|exceeded|FST_/i);
    }
  });

  test('/healthz and /readyz are never limited', async () => {
    const limited = await limitedApp();
    for (let call = 0; call < LIMIT * 2; call += 1) {
      expect((await limited.app.inject({ method: 'GET', url: '/healthz', remoteAddress: VISITOR })).statusCode).toBe(200);
      expect((await limited.app.inject({ method: 'GET', url: '/readyz', remoteAddress: VISITOR })).statusCode).toBe(200);
    }
  });

  test("Stripe's webhook is not limited: a burst from one of Stripe's addresses is all read, and forgeries are refused by signature", async () => {
    const stripeApp = await limitedApp({ provider: 'stripe' });
    const event = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } });
    for (let call = 0; call < LIMIT * 2; call += 1) {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET });
      const signed = await stripeApp.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: event,
        remoteAddress: '3.18.12.63',
      });
      expect(signed.statusCode).toBe(200);
    }
    const forged = await stripeApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: event,
      remoteAddress: '3.18.12.63',
    });
    expect(forged.statusCode).toBe(400);
  });
});

function fail(): never {
  throw new Error('no app');
}
