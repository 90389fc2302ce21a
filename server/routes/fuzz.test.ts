/**
 * Every route of the simulated payment mode, asked thousands of malformed or unlikely things (a
 * seeded sequence, so a failure can be replayed): nothing answers 5xx, and nothing the server
 * does not know how to answer reaches its error handler as an internal error.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPaymentTestApp, createRecord, createSession, type PaymentTestApp, VALID_FORM } from './payment-app.test-helper.ts';

const REQUESTS = 3_000;
const SEED = 20261124;

/** A small seeded generator (mulberry32): the same requests every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

let t: PaymentTestApp;
let recordId = '';
let sessionId = '';

beforeAll(async () => {
  t = await createPaymentTestApp();
  recordId = await createRecord(t.app);
  sessionId = (await createSession(t.app, recordId)).sessionId;
});

afterAll(async () => {
  await t.close();
});

test(`${REQUESTS} odd requests over every route: no 5xx`, async () => {
  const { next, pick } = generator(SEED);
  const oddTexts = ['', ' ', '😀', '委任状', '\u0000', '%', '%E0%A4%A', '../../etc/passwd', 'a'.repeat(3_000), '<script>', 'null', '{}'];
  const ids = () =>
    pick([recordId, sessionId, 'cs_sim_x', `cs_${'z'.repeat(300)}`, '00000000-0000-4000-8000-000000000000', pick(oddTexts)]);
  const values = (): unknown =>
    pick([null, true, 0, -1, 1e308, pick(oddTexts), [], {}, [pick(oddTexts)], { a: pick(oddTexts) }, VALID_FORM, recordId]);
  const form = (): unknown => {
    const changed: Record<string, unknown> = { ...VALID_FORM };
    for (let count = Math.floor(next() * 4); count >= 0; count -= 1) {
      const key = pick([...Object.keys(VALID_FORM), 'extra']);
      changed[key] = pick([values(), { ...VALID_FORM.grantor, lastName: values() }]);
    }
    return changed;
  };
  const paths = () =>
    pick([
      '/api/pdf-data',
      '/api/create-checkout-session',
      `/api/pdf-data/${encodeURIComponent(ids())}`,
      `/api/pdf-data/${recordId}?session_id=${encodeURIComponent(ids())}`,
      `/api/pdf-data/${encodeURIComponent(ids())}?session_id=${sessionId}&session_id=${sessionId}`,
      `/paiement-simule/${encodeURIComponent(ids())}`,
      `/paiement-simule/${encodeURIComponent(ids())}/payer`,
      `/paiement-simule/${sessionId}/annuler`,
      '/api/stripe/webhook',
      '/healthz',
      '/readyz',
      '/',
      `/?success=true&pdfDataId=${encodeURIComponent(ids())}`,
      '/index.html',
      `/assets/${pick(oddTexts)}`,
      `/${pick(oddTexts)}`,
    ]);
  type Body = { payload?: string; headers: Record<string, string> };
  const bodies = (): Body =>
    pick<Body>([
      { headers: {} },
      { payload: JSON.stringify({ data: form(), include_signature: values() }), headers: { 'content-type': 'application/json' } },
      { payload: JSON.stringify({ pdfDataId: ids() }), headers: { 'content-type': 'application/json' } },
      { payload: JSON.stringify(values()), headers: { 'content-type': 'application/json' } },
      { payload: '{"data":', headers: { 'content-type': 'application/json' } },
      {
        payload: pick(oddTexts),
        headers: { 'content-type': pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) },
      },
      { payload: pick(oddTexts), headers: { 'content-type': 'application/json', 'stripe-signature': pick(oddTexts) } },
    ]);

  const serverErrors: string[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const method = pick(['GET', 'HEAD', 'POST', 'DELETE', 'PUT', 'OPTIONS', 'PATCH'] as const);
    const url = paths();
    const body = method === 'GET' || method === 'HEAD' ? { headers: {} } : bodies();
    const response = await t.app.inject({
      method,
      url,
      headers: body.headers,
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    });
    if (response.statusCode >= 500)
      serverErrors.push(`${method} ${url.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 120)}`);
  }
  console.info(`fuzz: ${REQUESTS} requests over every route, ${serverErrors.length} answers 5xx`);
  expect(serverErrors).toEqual([]);
  expect(t.logs.filter((line) => line.level === 50)).toEqual([]);
});
