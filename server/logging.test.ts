/**
 * The server's log (docs/decisions/028): JSON lines, one per answered request with its reqId, and
 * never anything a person typed — along the whole paid flow and every refusal on the way.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { PERSON_FIELDS } from '../src/domain/person-fields.ts';
import { storedFormSchema, storedPersonSchema, type StoredForm } from '../src/domain/stored-form.ts';
import { NO_ROUTE, serializeError, serializeRequest } from './logging.ts';
import { tagIdsIn } from './kernel/log-tag.ts';
import type { PdfDataStore } from './store/pdf-data-store.ts';
import { createPaymentTestApp, createSession, type PaymentTestApp, VALID_FORM } from './routes/payment-app.test-helper.ts';

const MARKER = 'MARQUEUR-7f3a';
const INFO = 30;

let t: PaymentTestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The first option of each person field that is a choice (an identity document's type needs its number, and back). */
const CHOSEN = Object.fromEntries(
  PERSON_FIELDS.flatMap((spec) => ('options' in spec && Array.isArray(spec.options) ? [[spec.key, spec.options[0]?.label]] : [])),
);

/** The valid form with the marker in every field that takes free text (the person's, the details'), a custom type and operation included. */
function markedForm(): StoredForm {
  const mark = <T extends Record<string, unknown>>(
    values: T,
    shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }>,
  ) =>
    Object.fromEntries(
      Object.keys(shape).map((key) => [key, shape[key]?.safeParse(`${MARKER} ${key}`).success ? `${MARKER} ${key}` : values[key]]),
    );
  const marked = {
    ...mark({ ...VALID_FORM }, storedFormSchema.shape),
    grantor: { ...mark(VALID_FORM.grantor, storedPersonSchema.shape), ...CHOSEN },
    attorney: { ...mark(VALID_FORM.attorney, storedPersonSchema.shape), ...CHOSEN },
    type: 'Autre',
    duration: VALID_FORM.duration,
    authorizedOperations: ['À préciser'],
    signature: VALID_FORM.signature,
  };
  return storedFormSchema.parse(marked);
}

/** A store whose creations fail, while `failing`, as PostgreSQL does: its `detail` holds the row. */
function failingStore(store: PdfDataStore, failing: { now: boolean }): PdfDataStore {
  return {
    ...store,
    create: async (input, times) => {
      if (!failing.now) return store.create(input, times);
      const error = Object.assign(new Error('null value in column "expires_at" of relation "temp_pdf_data" violates not-null constraint'), {
        code: '23502',
        detail: `Failing row contains (id, ${JSON.stringify(input.data)}, 1, null, null, 0, null).`,
        table: 'temp_pdf_data',
      });
      throw error;
    },
  };
}

test('the whole paid flow and its refusals log one JSON line per request, each with its reqId, and never the form', async () => {
  const failing = { now: false };
  t = await createPaymentTestApp({
    logLevel: 'info',
    rateLimit: { max: 12, timeWindowMs: 60_000 },
    wrapStore: (store) => failingStore(store, failing),
  });
  const { app, logs } = t;
  const form = markedForm();
  expect(JSON.stringify(form).split(MARKER).length - 1).toBeGreaterThanOrEqual(16);
  const post = (payload: unknown) => app.inject({ method: 'POST', url: '/api/pdf-data', payload: payload as Record<string, unknown> });
  const statuses: number[] = [];
  const expectStatus = async (response: Promise<{ statusCode: number }>, status: number) => {
    expect((await response).statusCode).toBe(status);
    statuses.push(status);
  };

  // Refusals of what was sent: JSON that does not parse (Node's parser quotes the text it read), the schema, the page's own rule.
  await expectStatus(
    app.inject({
      method: 'POST',
      url: '/api/pdf-data',
      headers: { 'content-type': 'application/json' },
      payload: `{"data":{"lastName":"${MARKER}"`,
    }),
    400,
  );
  await expectStatus(post({ data: { ...form, startDate: '01/03/2025' }, include_signature: false }), 400);
  await expectStatus(post({ data: { ...form, grantor: { ...form.grantor, lastName: `${MARKER} 😀` } }, include_signature: false }), 400);
  // An address refused before any route (Fastify's own error, answered in French): logged like the rest.
  await expectStatus(app.inject('/%E0%A4%A'), 400);
  // The store fails with the row in its error: a 500.
  failing.now = true;
  await expectStatus(post({ data: form, include_signature: false }), 500);
  failing.now = false;

  // The paid flow: store, 402 before paying, checkout, the simulated page and "Payer", release, delete, then 404.
  const created = await post({ data: form, include_signature: false });
  expect(created.statusCode).toBe(201);
  statuses.push(201);
  const { id, ownerToken } = created.json<{ id: string; ownerToken: string }>();
  await expectStatus(app.inject(`/api/pdf-data/${id}?session_id=cs_sim_unknown`), 402);
  const { url, sessionId } = await createSession(app, id, ownerToken);
  statuses.push(200);
  await expectStatus(app.inject(new URL(url).pathname), 200);
  await expectStatus(
    app.inject({
      method: 'POST',
      url: `${new URL(url).pathname}/payer`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    }),
    303,
  );
  const released = await app.inject(`/api/pdf-data/${id}?session_id=${sessionId}`);
  expect(released.statusCode).toBe(200);
  expect(released.body).toContain(MARKER); // the data does go to its owner
  statuses.push(200);
  await expectStatus(app.inject({ method: 'DELETE', url: `/api/pdf-data/${id}?session_id=${sessionId}` }), 204);
  await expectStatus(app.inject(`/api/pdf-data/${id}?session_id=${sessionId}`), 404);
  // Then too many creations from one address: 429.
  for (let call = 0; call < 12; call += 1) {
    const response = await post({ data: form, include_signature: false });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) break;
  }
  expect(statuses.at(-1)).toBe(429);

  const text = logs.map((line) => JSON.stringify(line)).join('\n');
  expect(text).not.toContain(MARKER);
  expect(text).not.toContain('session_id');
  // Neither id that opens the record, in any line: their tags stand in the addresses.
  expect(text).not.toContain(id);
  expect(text).not.toContain(sessionId);
  expect(text).not.toContain('Failing row');

  // One line per request, in order, each with its reqId, the status and no query string.
  const requestLines = logs.filter((line) => line.msg === 'Requête traitée');
  expect(requestLines.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual(statuses);
  for (const line of requestLines) {
    expect(line.level).toBe(INFO);
    expect(line.reqId).toEqual(expect.any(String));
    expect(line.req).toEqual({
      method: expect.any(String),
      route: expect.stringMatching(/^(\/[^?%]*|\(aucune route\))$/),
      remoteAddress: '127.0.0.1',
    });
    expect(line.responseTime).toEqual(expect.any(Number));
  }
  expect(new Set(requestLines.map((line) => line.reqId)).size).toBe(requestLines.length);

  // The 500 is logged with the error's type, message and code, in the line of its request.
  const [failure, ...others] = logs.filter((line) => line.level === 50);
  expect(others).toEqual([]);
  expect(failure?.err).toEqual({
    type: 'Error',
    message: expect.stringContaining('violates not-null constraint'),
    code: '23502',
    stack: expect.any(String),
  });
  expect(failure?.reqId).toBe(requestLines.find((line) => (line.res as { statusCode: number }).statusCode === 500)?.reqId);
});

describe('the pieces', () => {
  test('an error is logged by its type, message, code, status and stack, its causes likewise, nothing else', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', detail: MARKER });
    const error = Object.assign(new Error('Base indisponible', { cause }), { statusCode: 503, values: [MARKER] });
    const serialized = serializeError(error);
    expect(JSON.stringify(serialized)).not.toContain(MARKER);
    expect(serialized).toMatchObject({ type: 'Error', message: 'Base indisponible', statusCode: 503, cause: { code: 'ECONNREFUSED' } });
    expect(serializeError(`${MARKER} thrown as a string`)).toEqual({ type: 'string', message: '', stack: '' });
  });

  test('a request is logged by the pattern of the route that answered it, never by its address', () => {
    const record = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    const request = { method: 'GET', url: `/api/pdf-data/${record}?session_id=cs_1`, ip: '203.0.113.7' };
    expect(serializeRequest({ ...request, routeOptions: { url: '/api/pdf-data/:id' } })).toEqual({
      method: 'GET',
      route: '/api/pdf-data/:id',
      remoteAddress: '203.0.113.7',
    });
    expect(serializeRequest({ ...request, routeOptions: {} }).route).toBe(NO_ROUTE);
  });
});

test('re-encoded addresses that carry a paid record and its session are answered, and logged with neither id', async () => {
  t = await createPaymentTestApp({ logLevel: 'info' });
  const { app, logs } = t;
  const created = await app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data: VALID_FORM, include_signature: true } });
  const { id, ownerToken } = created.json<{ id: string; ownerToken: string }>();
  const { url, sessionId } = await createSession(app, id, ownerToken);
  const payPage = new URL(url).pathname;
  await app.inject({
    method: 'POST',
    url: `${payPage}/payer`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  const encodeTimes = (text: string, times: number): string => (times === 0 ? text : encodeTimes(encodeURIComponent(text), times - 1));
  // Digits and letters as their fullwidth forms (U+FF10…, U+FF21…, U+FF41…), which NFKC reads back as plain ones.
  const fullwidth = (text: string) => text.replace(/[0-9A-Za-z]/g, (character) => String.fromCodePoint(character.codePointAt(0)! + 0xfee0));
  const everyByte = (text: string) => [...text].map((character) => `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  const addresses = [
    `/api/pdf-data/${id}%3Fsession_id=${sessionId}`,
    `/api/pdf-data/${id}%3fsession_id%3d${sessionId}`,
    `/api/pdf-data/${id};session_id=${sessionId}`,
    `/api/pdf-data/${id}%253Fsession_id=${sessionId}`,
    `/api/pdf-data/${id}%2526session_id=${sessionId}`,
    `/%3Fsuccess=true&pdfDataId=${id}&session_id=${sessionId}`,
    `/%3Fsuccess=true%26pdfDataId=${id}%26session_id=${sessionId}`,
    `/?success=true&pdfDataId=${id}&session_id=${sessionId}`,
    `/api/pdf-data/${everyByte(id)}/${everyByte(sessionId)}`,
    `/api/pdf-data/${id.toUpperCase()}/${id.replaceAll('-', '')}`,
    `/paiement-simule/x/${sessionId}/y;${id}`,
    // Four, five and eight times encoded, and in fullwidth digits and letters (docs/decisions/114).
    `/api/pdf-data/${encodeTimes(`${id}?session_id=${sessionId}`, 4)}`,
    `/${encodeTimes(`?success=true&pdfDataId=${id}&session_id=${sessionId}`, 5)}`,
    `/api/pdf-data/${encodeTimes(`${everyByte(id)}/${everyByte(sessionId)}`, 8)}`,
    `/api/pdf-data/${encodeURIComponent(fullwidth(id))}/${encodeURIComponent(fullwidth(sessionId))}`,
    `/api/pdf-data/${encodeTimes(encodeURIComponent(fullwidth(`${id}/${sessionId}`)), 3)}`,
  ];
  for (const address of addresses) {
    const response = await app.inject(address);
    expect(response.statusCode).toBeLessThan(500);
  }
  // The one address that does release the form, to be sure the ids were the right ones.
  expect((await app.inject(`/api/pdf-data/${id}?session_id=${sessionId}`)).statusCode).toBe(200);

  const text = logs.map((line) => JSON.stringify(line)).join('\n');
  const answered = logs.filter((line) => line.msg === 'Requête traitée');
  expect(answered.length).toBeGreaterThanOrEqual(addresses.length + 1);
  for (const written of [id, id.toUpperCase(), id.replaceAll('-', ''), sessionId, sessionId.slice(3)]) expect(text).not.toContain(written);
  // Nor in fullwidth forms, nor by any encoding of them.
  expect(text).not.toContain(fullwidth(id).slice(0, 8));
  expect(text).not.toContain(fullwidth(sessionId).slice(3, 12));
  expect(text).not.toMatch(/%25/);
  // Each line names the route that answered, or none: never the address.
  const routes = new Set(answered.map((line) => (line.req as { route: string }).route));
  expect([...routes].every((route) => !route.includes('%') && !/[0-9a-f]{8}-/i.test(route))).toBe(true);
  expect(routes).toContain('/api/pdf-data/:id');
});

test('25 encodings of a record id are answered and logged by their route alone: the log holds none of them', async () => {
  t = await createPaymentTestApp({ logLevel: 'info' });
  const { app, logs } = t;
  const created = await app.inject({ method: 'POST', url: '/api/pdf-data', payload: { data: VALID_FORM, include_signature: true } });
  const { id } = created.json<{ id: string }>();
  const percent = (text: string, hex: (code: string) => string = (code) => code.toUpperCase()) =>
    [...text].map((character) => `%${hex(character.charCodeAt(0).toString(16).padStart(2, '0'))}`).join('');
  const fullwidth = (text: string) => text.replace(/[0-9A-Za-z]/g, (character) => String.fromCodePoint(character.codePointAt(0)! + 0xfee0));
  const encodings = [
    id,
    id.toUpperCase(),
    id.replace(/[a-f]/g, (letter, index: number) => (index % 2 === 0 ? letter.toUpperCase() : letter)),
    id.replaceAll('-', ''),
    id.replaceAll('-', '%2D'),
    percent(id),
    percent(id, (code) => code),
    encodeURIComponent(percent(id)),
    encodeURIComponent(encodeURIComponent(percent(id))),
    `${id}/`,
    id.replaceAll('-', '_'),
    `${id};jsessionid=1`,
    `${id}%2F`,
    `${id}%3Fsession_id=cs_1`,
    `${id}%23fragment`,
    `${id}.json`,
    id.replaceAll('-', '.'),
    id.replaceAll('-', '%20'),
    `./${id}`,
    `${id.slice(0, 13)}/${id.slice(14)}`,
    encodeURIComponent(fullwidth(id)),
    fullwidth(id),
    [...id].map((character, index) => (index % 2 === 0 ? percent(character) : character)).join(''),
    `${percent(id.slice(0, 18))}${id.slice(18)}`,
    `${id}?session_id=cs_1`,
  ];
  expect(encodings).toHaveLength(25);
  for (const encoding of encodings) {
    const response = await app.inject(`/api/pdf-data/${encoding}`);
    expect(response.statusCode).toBeLessThan(500);
  }
  const text = logs.map((line) => JSON.stringify(line)).join('\n');
  const readable = [id, id.toUpperCase(), id.replaceAll('-', ''), id.slice(0, 8), fullwidth(id).slice(0, 8), ...encodings].filter(
    (written) => text.toLowerCase().includes(written.toLowerCase()),
  );
  expect(readable).toEqual([]);
  // Nor its 32 hexadecimal digits, whatever separates them, in any line.
  const hexDigits = (text: string) => text.toLowerCase().replace(/[^0-9a-f]/g, '');
  expect(logs.filter((line) => hexDigits(JSON.stringify(line)).includes(hexDigits(id)))).toEqual([]);
  const answered = logs.filter((line) => line.msg === 'Requête traitée').map((line) => (line.req as { route: string }).route);
  expect(answered.length).toBeGreaterThanOrEqual(encodings.length);
  expect(new Set(answered.slice(-encodings.length))).toEqual(
    new Set(['/api/pdf-data/:id', NO_ROUTE].filter((route) => answered.includes(route))),
  );
});

test('an id in an error message or any logged text is its tag', () => {
  const session = `cs_test_${'a1B2'.repeat(15)}`;
  const record = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
  const error = new Error(`No such checkout.session: '${session}' (record ${record})`, { cause: new Error(`refund of ${session} failed`) });
  const serialized = JSON.stringify(serializeError(error));
  expect(serialized).not.toContain(session);
  expect(serialized).not.toContain(record);
  expect(serialized).toContain('No such checkout.session');
  expect(tagIdsIn(`séance ${session}.`)).toMatch(/^séance #[0-9a-f]{8}\.$/);
});
