import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { MESSAGES } from '../../src/domain/messages.ts';
import type { PaidSession, StripeProvider } from '../payments/payment-provider.ts';
import { API_MESSAGES } from '../kernel/api-messages.ts';
import { FIELD_MESSAGES } from '../../src/domain/check-messages.ts';
import { ONE_PIXEL_PNG } from '../../src/domain/test-factory.test-helper.ts';
import {
  createPaymentTestApp,
  checkoutBody,
  createRecord,
  createSession,
  type PaymentTestApp,
  TEST_PUBLIC_URL,
  VALID_FORM,
} from './payment-app.test-helper.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MINUTE = 60_000;

let t: PaymentTestApp;

beforeEach(async () => {
  t = await createPaymentTestApp();
});

afterEach(async () => {
  await t.close();
});

/** Pays a session on the simulated checkout page, as its "Payer" button does. */
async function pay(sessionId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/paiement-simule/${sessionId}/payer`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(response.statusCode).toBe(303);
  return response;
}

async function paidRecord() {
  const id = await createRecord(t.app);
  const { sessionId } = await createSession(t.app, id);
  await pay(sessionId);
  return { id, sessionId };
}

const getRecord = (id: string, sessionId?: string) =>
  t.app.inject({ method: 'GET', url: `/api/pdf-data/${id}${sessionId === undefined ? '' : `?session_id=${sessionId}`}` });
const deleteRecord = (id: string, sessionId?: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/pdf-data/${id}${sessionId === undefined ? '' : `?session_id=${sessionId}`}` });

/** A refusal: the status, a French message, and nothing of the stored form. */
function expectRefusal(response: Awaited<ReturnType<typeof getRecord>>, statusCode: number, message?: string) {
  expect(response.statusCode).toBe(statusCode);
  const body = response.json<{ message: string; data?: unknown }>();
  expect(body.data).toBeUndefined();
  expect(response.body).not.toContain('Dupont');
  if (message !== undefined) expect(body.message).toBe(message);
  expect(response.headers['content-type']).toContain('application/json');
}

describe('the page in payment mode', () => {
  test('is the built page with the payment-mode marker, still revalidated and under the same policy', async () => {
    const response = await t.app.inject('/?success=true&pdfDataId=x&session_id=cs_sim_1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<meta name="payment-mode" content="simulated" />');
    expect(response.body).toMatch(/<meta name="payment-record-ttl-seconds" content="\d+" \/>\s*<\/head>/);
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('POST /api/pdf-data', () => {
  test('stores a valid form and answers 201 with its id, never cached', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data: VALID_FORM, include_signature: true } });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(Object.keys(response.json())).toEqual(['id', 'ownerToken']);
    expect(response.headers['cache-control']).toBe('no-store');
    const stored = await t.store.find(id, t.clock.now.getTime());
    expect(JSON.parse(stored?.dataJson ?? 'null')).toEqual(VALID_FORM);
    expect(stored?.includeSignature).toBe(true);
    expect(stored?.expiresAt).toBe(t.clock.now.getTime() + 3600_000);
  });

  test('needs no cookie or token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pdf-data',
      headers: {},
      cookies: {},
      payload: { data: VALID_FORM, include_signature: false },
    });
    expect(response.statusCode).toBe(201);
  });

  test('fields the schema does not know are not stored', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pdf-data',
      payload: { data: { ...VALID_FORM, isAdmin: true }, include_signature: false, extra: 1 },
    });
    const stored = await t.store.find(response.json<{ id: string }>().id, t.clock.now.getTime());
    expect(JSON.parse(stored?.dataJson ?? 'null')).toEqual(VALID_FORM);
  });

  test('invalid JSON is a 400 with a French message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pdf-data',
      headers: { 'content-type': 'application/json' },
      payload: '{"data": ',
    });
    expectRefusal(response, 400, API_MESSAGES.invalidJson);
  });

  test('an empty JSON body is a 400 with a French message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pdf-data',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expectRefusal(response, 400, API_MESSAGES.invalidJson);
  });

  test('a body that is not JSON is a 415 with a French message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/pdf-data',
      headers: { 'content-type': 'text/plain' },
      payload: 'bonjour',
    });
    expectRefusal(response, 415, API_MESSAGES.notJson);
  });

  test.each([
    ['the form is missing', { include_signature: false }, 'data'],
    ['the signature choice is missing', { data: VALID_FORM }, 'include_signature'],
    ['a date is not yyyy-MM-dd', { data: { ...VALID_FORM, startDate: '01/03/2025' }, include_signature: false }, 'data.startDate'],
    [
      'a birth date is a timestamp',
      { data: { ...VALID_FORM, grantor: { ...VALID_FORM.grantor, birthDate: '1990-05-15T00:00:00Z' } }, include_signature: false },
      'data.grantor.birthDate',
    ],
    [
      'the operations are not a list',
      { data: { ...VALID_FORM, authorizedOperations: 'tout' }, include_signature: false },
      'data.authorizedOperations',
    ],
    [
      'the signature is not a PNG data URL',
      { data: { ...VALID_FORM, signature: 'javascript:alert(1)' }, include_signature: true },
      'data.signature',
    ],
    ['the body is a list', [VALID_FORM], 'contenu'],
  ])('data failing the schema is a 400 naming the field: %s', async (_case, payload, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/pdf-data', payload });
    expectRefusal(response, 400);
    expect(response.json<{ message: string }>().message).toBe(`${API_MESSAGES.invalidData} : ${field}.`);
  });

  test.each([
    ['a grantor field is empty', { ...VALID_FORM, grantor: { ...VALID_FORM.grantor, lastName: ' ' } }, false, MESSAGES.grantorIncomplete],
    ['the type is missing', { ...VALID_FORM, type: '' }, false, MESSAGES.typeRequired],
    ['no operation is ticked', { ...VALID_FORM, authorizedOperations: [] }, false, MESSAGES.operationRequired],
    ['the type is none of the 21', { ...VALID_FORM, type: '委任状' }, false, MESSAGES.typeRequired],
    [
      'an operation is not one offered for the type',
      { ...VALID_FORM, authorizedOperations: ['😀 opération'] },
      false,
      MESSAGES.operationRequired,
    ],
    [
      'the custom operation holds a character no font draws',
      { ...VALID_FORM, type: 'Autre', customType: 'Copropriété', authorizedOperations: ['À préciser'], customOperation: '😀 opération' },
      false,
      "Le champ « Précisez l'opération autorisée » contient des caractères non pris en charge : 😀",
    ],
    ['"avec signature" without a signature', { ...VALID_FORM, signature: null }, true, MESSAGES.signatureRequired],
  ])("a form the page would refuse is a 400 with the page's message: %s", async (_case, data, includeSignature, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data, include_signature: includeSignature } });
    expectRefusal(response, 400, message);
  });

  test("a character no font of the PDF draws is a 400 with the page's message, and nothing is stored", async () => {
    const data = { ...VALID_FORM, grantor: { ...VALID_FORM.grantor, lastName: 'Dupont 😀' } };
    const response = await t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data, include_signature: true } });
    expectRefusal(response, 400, 'Le champ « Nom » du mandant contient des caractères non pris en charge : 😀');
    expect(await t.store.purgeExpired(Number.MAX_SAFE_INTEGER)).toBe(0);
  });

  test.each([
    ['NUL', '\u0000', 'U+0000'],
    ['BEL', '\u0007', 'U+0007'],
    ["U+000B (Word's line break)", '\u000B', 'U+000B'],
    ['NEL', '\u0085', 'U+0085'],
    ['a right-to-left override', '\u202E', 'U+202E'],
    ['a tag character', '\u{E0041}', 'U+E0041'],
  ])('%s in a name is a 400 naming the field, and nothing is stored', async (_case, character, codePoint) => {
    const data = { ...VALID_FORM, grantor: { ...VALID_FORM.grantor, lastName: `Dup${character}ont` } };
    const response = await t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data, include_signature: true } });
    expectRefusal(
      response,
      400,
      `Le champ\u00a0«\u00a0Nom\u00a0» du mandant contient des caractères invisibles interdits (${codePoint})\u00a0: retirez-les`,
    );
    expect(await t.store.purgeExpired(Number.MAX_SAFE_INTEGER)).toBe(0);
  });

  test.each([
    [
      'a surname of combining accents only',
      { grantor: { ...VALID_FORM.grantor, lastName: '\u0301\u0300' } },
      FIELD_MESSAGES.nameWithoutLetter('le nom'),
    ],
    ['a drawing for a person not on the form', { cosignatures: { grantor3: ONE_PIXEL_PNG } }, FIELD_MESSAGES.drawingOfNobody],
  ])("%s is a 400 with the page's message, and nothing is stored", async (_case, change, message) => {
    const data = { ...VALID_FORM, ...change };
    const response = await t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data, include_signature: true } });
    expectRefusal(response, 400, message);
    expect(await t.store.purgeExpired(Number.MAX_SAFE_INTEGER)).toBe(0);
  });

  test('a body over 512 KB is a 413 with a French message, and nothing is stored', async () => {
    const huge = { data: { ...VALID_FORM, customOperation: 'a'.repeat(600 * 1024) }, include_signature: false };
    const response = await t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: huge });
    expectRefusal(response, 413, API_MESSAGES.tooLarge);
    expect(await t.store.purgeExpired(Number.MAX_SAFE_INTEGER)).toBe(0);
  });

  test('a body just under 512 KB is read (and refused by the schema, not the limit)', async () => {
    const big = { data: { ...VALID_FORM, customOperation: 'a'.repeat(500 * 1024) }, include_signature: false };
    const response = await t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: big });
    expectRefusal(response, 400, `${API_MESSAGES.invalidData} : data.customOperation.`);
  });
});

describe('the rate limit on record creation', () => {
  let limited: PaymentTestApp;

  beforeAll(async () => {
    limited = await createPaymentTestApp({ rateLimit: undefined });
  });

  afterAll(async () => {
    await limited.close();
  });

  test('allows 30 records a minute from one address by default, then answers 429 in French', async () => {
    const post = (remoteAddress: string) =>
      limited.app.inject({ method: 'POST', url: '/api/pdf-data', remoteAddress, payload: { data: VALID_FORM, include_signature: false } });
    for (let index = 0; index < 30; index += 1) expect((await post('203.0.113.7')).statusCode).toBe(201);
    const refused = await post('203.0.113.7');
    expectRefusal(refused, 429, API_MESSAGES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by the first.
    expect((await post('198.51.100.4')).statusCode).toBe(201);
  });
});

describe('POST /api/create-checkout-session', () => {
  test('answers 200 with the checkout page of a new session', async () => {
    const id = await createRecord(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/paiement-simule/cs_sim_[0-9a-f]{48}$`));
    expect((await t.store.findOpenSession(url.split('/').pop() ?? '', t.clock.now.getTime()))?.record.id).toBe(id);
  });

  test('keeps the record alive until the buyer can be back, even past its own expiry', async () => {
    const short = await createPaymentTestApp({ recordTtlSeconds: 60 });
    try {
      const id = await createRecord(short.app);
      await createSession(short.app, id);
      short.clock.advance(39 * MINUTE);
      expect(await short.store.find(id, short.clock.now.getTime())).toBeDefined();
      short.clock.advance(2 * MINUTE);
      expect(await short.store.find(id, short.clock.now.getTime())).toBeUndefined();
    } finally {
      await short.close();
    }
  });

  test.each([
    ['no id', {}],
    ['an id that is not a UUID', { pdfDataId: 'abc' }],
    ['a number', { pdfDataId: 42 }],
  ])('a bad body is a 400: %s', async (_case, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload });
    expectRefusal(response, 400, `${API_MESSAGES.invalidData} : pdfDataId.`);
  });

  test('creating a record hands its owner a secret of its own, in the body only', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data: VALID_FORM, include_signature: true } });
    const second = await t.app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data: VALID_FORM, include_signature: true } });
    const tokens = [first, second].map((response) => response.json<{ ownerToken: string }>().ownerToken);
    expect(tokens[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens[1]).not.toBe(tokens[0]);
    expect(JSON.stringify(first.headers)).not.toContain(tokens[0]);
  });

  test.each([
    ['without a secret', (id: string) => ({ pdfDataId: id })],
    ['with a secret that is not one', (id: string) => ({ pdfDataId: id, ownerToken: 'x' })],
    ['with a well-formed secret of no record', (id: string) => ({ pdfDataId: id, ownerToken: 'A'.repeat(43) })],
    ["with another record's secret", (id: string, other: string) => ({ pdfDataId: id, ownerToken: checkoutBody(other).ownerToken })],
  ])("a stranger who knows the record's id %s: 403 in French, never the owner's session", async (_case, body) => {
    const id = await createRecord(t.app);
    const other = await createRecord(t.app);
    const owners = await createSession(t.app, id);
    const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: body(id, other) });
    expectRefusal(response, 403, API_MESSAGES.notOwner);
    expect(response.body).not.toContain(owners.sessionId);
    // Once the owner has paid, the stranger still gets no session, so no GET can release the form to them.
    await pay(owners.sessionId);
    const afterPayment = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: body(id, other) });
    expectRefusal(afterPayment, 403, API_MESSAGES.notOwner);
  });

  test('the owner, with their secret, gets the open session again', async () => {
    const id = await createRecord(t.app);
    const first = await createSession(t.app, id);
    expect((await createSession(t.app, id)).url).toBe(first.url);
  });

  test('a record stored before owners had a secret opens no checkout', async () => {
    const now = t.clock.now.getTime();
    const old = await t.store.create({ data: VALID_FORM, includeSignature: true }, { now, expiresAt: now + 3600_000 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { pdfDataId: old.id, ownerToken: 'A'.repeat(43) },
    });
    expectRefusal(response, 403, API_MESSAGES.notOwner);
  });

  test('an unknown record is a 404', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      payload: { pdfDataId: UNKNOWN_ID, ownerToken: 'A'.repeat(43) },
    });
    expectRefusal(response, 404, API_MESSAGES.recordNotFound);
  });

  test('an expired record is a 404', async () => {
    const id = await createRecord(t.app);
    t.clock.advance(3600_000);
    const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(id) });
    expectRefusal(response, 404, API_MESSAGES.recordNotFound);
  });

  test('a record already paid is a 409', async () => {
    const { id } = await paidRecord();
    const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(id) });
    expectRefusal(response, 409, API_MESSAGES.alreadyPaid);
  });

  test('a provider that fails is a 503 with Retry-After, and the record stays for a retry', async () => {
    const failing: StripeProvider = {
      name: 'stripe',
      createCheckoutSession: () => Promise.reject(new Error('ECONNREFUSED')),
      retrievePaidSession: () => Promise.resolve(undefined),
      refund: () => Promise.resolve(),
      paidSessionFromWebhook: () => undefined,
    };
    const down = await createPaymentTestApp({ provider: failing });
    try {
      const id = await createRecord(down.app);
      const response = await down.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: checkoutBody(id) });
      expectRefusal(response, 503, 'Le service de paiement ne répond pas. Réessayez dans quelques instants.');
      expect(response.headers['retry-after']).toBe('5');
      expect(await down.store.find(id, down.clock.now.getTime())).toBeDefined();
    } finally {
      await down.close();
    }
  });
});

describe('GET /api/pdf-data/:id releases the form only after a verified payment', () => {
  test('paid: 200 with the form as stored and the signature choice, never cached', async () => {
    const { id, sessionId } = await paidRecord();
    const response = await getRecord(id, sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ data: VALID_FORM, include_signature: true });
  });

  test('"sans signature" comes back as false', async () => {
    const id = await createRecord(t.app, false);
    const { sessionId } = await createSession(t.app, id);
    await pay(sessionId);
    expect((await getRecord(id, sessionId)).json<{ include_signature: boolean }>().include_signature).toBe(false);
  });

  test('a record created and never paid: 402, even with its own session id', async () => {
    const id = await createRecord(t.app);
    const { sessionId } = await createSession(t.app, id);
    expectRefusal(await getRecord(id, sessionId), 402, API_MESSAGES.paymentNotVerified);
    expectRefusal(await getRecord(id), 402, API_MESSAGES.paymentNotVerified);
  });

  test('a record with no checkout session at all: 402', async () => {
    const id = await createRecord(t.app);
    expectRefusal(await getRecord(id, 'cs_sim_guess'), 402, API_MESSAGES.paymentNotVerified);
  });

  test('a session paid for another record does not release this one', async () => {
    const mine = await createRecord(t.app);
    await createSession(t.app, mine);
    const other = await paidRecord();
    expectRefusal(await getRecord(mine, other.sessionId), 402, API_MESSAGES.paymentNotVerified);
    // The other record is still released to its own session only.
    expect((await getRecord(other.id, other.sessionId)).statusCode).toBe(200);
  });

  test('a paid record asked with another session id: 402', async () => {
    const { id } = await paidRecord();
    expectRefusal(await getRecord(id, 'cs_sim_0000'), 402, API_MESSAGES.paymentNotVerified);
    expectRefusal(await getRecord(id), 402, API_MESSAGES.paymentNotVerified);
  });

  test('a session id that is not one (injection, path) is a 402', async () => {
    const { id } = await paidRecord();
    for (const bad of ['../x', "cs_sim_1' OR '1'='1", '', 'x'.repeat(300)]) {
      expectRefusal(await getRecord(id, encodeURIComponent(bad)), 402);
    }
  });

  test('an unknown or malformed id: 404', async () => {
    expectRefusal(await getRecord(UNKNOWN_ID, 'cs_sim_1'), 404, API_MESSAGES.recordNotFound);
    expectRefusal(await getRecord('not-a-uuid', 'cs_sim_1'), 404, API_MESSAGES.recordNotFound);
  });

  test('expiry is enforced on read, paid or not, before any sweep', async () => {
    const { id, sessionId } = await paidRecord();
    // The checkout extends the record to 40 minutes after the session, the TTL gives it an hour.
    t.clock.advance(3600_000 - 1);
    expect((await getRecord(id, sessionId)).statusCode).toBe(200);
    t.clock.advance(1);
    expectRefusal(await getRecord(id, sessionId), 404, API_MESSAGES.recordNotFound);
  });
});

describe('GET asks the provider when the payment is not recorded yet (the webhook may be late)', () => {
  /** A provider whose sessions are answered by `answer`, given the record each was opened for. */
  const withProvider = async (answer: (session: PaidSession) => Promise<PaidSession | undefined>) => {
    const opened = new Map<string, string>();
    const asked: string[] = [];
    const provider: StripeProvider = {
      name: 'stripe',
      paidSessionFromWebhook: () => undefined,
      refund: () => Promise.resolve(),
      createCheckoutSession: async ({ recordId, now }) => {
        const id = `cs_test_${opened.size + 1}`;
        opened.set(id, recordId);
        return { id, url: `https://checkout.stripe.test/c/pay/${id}`, expiresAt: now.getTime() + 30 * MINUTE };
      },
      retrievePaidSession: async (sessionId) => {
        asked.push(sessionId);
        const recordId = opened.get(sessionId);
        return recordId === undefined ? undefined : answer({ sessionId, recordId });
      },
    };
    return { asked, ...(await createPaymentTestApp({ provider })) };
  };
  const getFrom = (app: PaymentTestApp, id: string, sessionId: string) =>
    app.app.inject({ method: 'GET', url: `/api/pdf-data/${id}?session_id=${sessionId}` });

  test('the provider reports it paid for this record: 200, and the payment is recorded once', async () => {
    const app = await withProvider(async (session) => session);
    try {
      const id = await createRecord(app.app);
      const { sessionId } = await createSession(app.app, id);
      expect(sessionId).toBe('cs_test_1');
      expect((await getFrom(app, id, sessionId)).json()).toEqual({ data: VALID_FORM, include_signature: true });
      expect((await app.store.find(id, app.clock.now.getTime()))?.paidAt).toBe(app.clock.now.getTime());
      expect((await getFrom(app, id, sessionId)).statusCode).toBe(200);
      expect(app.asked).toEqual(['cs_test_1']);
    } finally {
      await app.close();
    }
  });

  test('the provider does not report it paid: 402 and nothing recorded', async () => {
    const app = await withProvider(async () => undefined);
    try {
      const id = await createRecord(app.app);
      const { sessionId } = await createSession(app.app, id);
      expectRefusal(await getFrom(app, id, sessionId), 402, API_MESSAGES.paymentNotVerified);
      expect((await app.store.find(id, app.clock.now.getTime()))?.paidAt).toBeNull();
    } finally {
      await app.close();
    }
  });

  test('a session the provider reports paid for another record does not release this one', async () => {
    const app = await withProvider(async (session) => session);
    try {
      const mine = await createRecord(app.app);
      await createSession(app.app, mine);
      const other = await createRecord(app.app);
      const paidForOther = await createSession(app.app, other);
      expectRefusal(await getFrom(app, mine, paidForOther.sessionId), 402, API_MESSAGES.paymentNotVerified);
      expect((await app.store.find(mine, app.clock.now.getTime()))?.paidAt).toBeNull();
    } finally {
      await app.close();
    }
  });

  test('a HEAD never asks the provider', async () => {
    const app = await withProvider(async (session) => session);
    try {
      const id = await createRecord(app.app);
      const { sessionId } = await createSession(app.app, id);
      const head = await app.app.inject({ method: 'HEAD', url: `/api/pdf-data/${id}?session_id=${sessionId}` });
      expect(head.statusCode).toBe(402);
      expect(app.asked).toEqual([]);
      expect((await app.store.find(id, app.clock.now.getTime()))?.paidAt).toBeNull();
    } finally {
      await app.close();
    }
  });

  test('the provider cannot be reached: 503 with Retry-After, and the record stays for a retry', async () => {
    const app = await withProvider(() => Promise.reject(new Error('ETIMEDOUT')));
    try {
      const id = await createRecord(app.app);
      const { sessionId } = await createSession(app.app, id);
      const response = await getFrom(app, id, sessionId);
      expectRefusal(response, 503, API_MESSAGES.paymentServiceUnavailable);
      expect(response.headers['retry-after']).toBe('5');
      expect(await app.store.find(id, app.clock.now.getTime())).toBeDefined();
    } finally {
      await app.close();
    }
  });
});

describe('DELETE /api/pdf-data/:id', () => {
  test('a paid record, with its session: 204, then it is gone and a second DELETE is a 404', async () => {
    const { id, sessionId } = await paidRecord();
    const deleted = await deleteRecord(id, sessionId);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expectRefusal(await getRecord(id, sessionId), 404, API_MESSAGES.recordNotFound);
    expectRefusal(await deleteRecord(id, sessionId), 404, API_MESSAGES.recordNotFound);
  });

  test('an unpaid record: 403, and it stays', async () => {
    const id = await createRecord(t.app);
    const { sessionId } = await createSession(t.app, id);
    expectRefusal(await deleteRecord(id, sessionId), 403, API_MESSAGES.deleteNotAllowed);
    expect(await t.store.find(id, t.clock.now.getTime())).toBeDefined();
  });

  test('a paid record without its session id, or with another: 403, and it stays', async () => {
    const { id, sessionId } = await paidRecord();
    expectRefusal(await deleteRecord(id), 403, API_MESSAGES.deleteNotAllowed);
    expectRefusal(await deleteRecord(id, 'cs_sim_other'), 403, API_MESSAGES.deleteNotAllowed);
    expect((await getRecord(id, sessionId)).statusCode).toBe(200);
  });

  test('an unknown or malformed id: 404', async () => {
    expectRefusal(await deleteRecord(UNKNOWN_ID, 'cs_sim_1'), 404, API_MESSAGES.recordNotFound);
    expectRefusal(await deleteRecord('nope', 'cs_sim_1'), 404, API_MESSAGES.recordNotFound);
  });
});

test('the Stripe webhook does not exist in simulated mode', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} });
  expect(response.statusCode).toBe(404);
});
