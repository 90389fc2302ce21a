/**
 * What the framework refuses outside the API's own handlers is answered in French, without the
 * address or a framework code (specification §13, §18).
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { API_MESSAGES } from './kernel/api-messages.ts';
import { createPaymentTestApp, createRecord, createSession, type PaymentTestApp } from './routes/payment-app.test-helper.ts';

const MALFORMED = '/%E0%A4%A';
const FORM_POST = { 'content-type': 'application/x-www-form-urlencoded' };

let t: PaymentTestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function paymentApp(): Promise<PaymentTestApp> {
  t = await createPaymentTestApp();
  return t;
}

/** The French page: its status title, no framework words, nothing of the request echoed. */
function expectFrenchPage(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, title: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain('<html lang="fr">');
  expect(response.body).toContain(`<h1>${title}</h1>`);
  expect(response.body).not.toMatch(/FST_|Bad Request|Payload Too Large|Unsupported Media Type|%E0|is not a valid url/i);
}

describe('outside the API: the French page', () => {
  test(`a malformed address (${MALFORMED}) is a 400, the address not echoed`, async () => {
    const { app } = await paymentApp();
    expectFrenchPage(await app.inject(MALFORMED), 400, 'Demande invalide');
    expectFrenchPage(await app.inject(`/paiement-simule${MALFORMED}`), 400, 'Demande invalide');
  });

  test('a "Payer" form body over 512 KB is a 413', async () => {
    const { app } = await paymentApp();
    const { url } = await createSession(app, await createRecord(app));
    const response = await app.inject({
      method: 'POST',
      url: `${new URL(url).pathname}/payer`,
      headers: FORM_POST,
      payload: `a=${'x'.repeat(600 * 1024)}`,
    });
    expectFrenchPage(response, 413, 'Contenu trop volumineux');
    expect(response.body).toContain(API_MESSAGES.tooLarge);
  });

  test('a "Payer" body of a type no page sends is a 415, and malformed JSON a 400', async () => {
    const { app } = await paymentApp();
    const { url } = await createSession(app, await createRecord(app));
    const payer = `${new URL(url).pathname}/payer`;
    const xml = await app.inject({ method: 'POST', url: payer, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expectFrenchPage(xml, 415, 'Format non pris en charge');
    const json = await app.inject({ method: 'POST', url: payer, headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expectFrenchPage(json, 400, 'Demande invalide');
    // None of it paid the session.
    expect((await app.inject(new URL(url).pathname)).statusCode).toBe(200);
  });
});

describe('under /api/: JSON with a French message', () => {
  test('a malformed record address is a 400', async () => {
    const { app } = await paymentApp();
    const response = await app.inject(`/api/pdf-data${MALFORMED}?session_id=cs_sim_1`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: API_MESSAGES.invalidRequest });
    expect(response.body).not.toMatch(/FST_|%E0/);
  });
});

describe("what Node's HTTP parser refuses, before any request exists: French text, then the connection closes", () => {
  /** Sends `raw` to the listening app and returns everything it answers until it closes the connection. */
  async function rawExchange(raw: string): Promise<string> {
    const { app } = await paymentApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return new Promise((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () => socket.write(raw));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  test('a request line that is not HTTP is a 400', async () => {
    const answer = await rawExchange('BONJOUR\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('Content-Type: text/plain; charset=utf-8');
    expect(answer).toContain("Demande invalide : L'adresse ou le contenu de la demande n'est pas valide.");
    expect(answer).not.toContain('Client Error');
  });

  test('headers over the size limit are a 431', async () => {
    const answer = await rawExchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('En-têtes trop volumineux : Les en-têtes de la demande dépassent la taille autorisée.');
    // The length counts bytes: the accented text arrives whole.
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(Number(head.match(/Content-Length: (\d+)/)?.[1])).toBe(Buffer.byteLength(body));
  });

  test("a HEAD whose 20 KB query string is too large gets its 431 without a body, which Node's HTTP client reads", async () => {
    const { app } = await paymentApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const path = `/?q=${'a'.repeat(20_000)}`;
    const answer = (method: string) =>
      new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
        const call = httpRequest({ host: '127.0.0.1', port: address.port, method, path }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          response.on('end', () => resolve({ status: response.statusCode, body }));
        });
        call.on('error', reject);
        call.end();
      });
    expect(await answer('HEAD')).toEqual({ status: 431, body: '' });
    // A GET still gets the French text.
    expect((await answer('GET')).body).toContain('En-têtes trop volumineux');
  });
});
