import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createPaymentTestApp, createRecord, createSession, type PaymentTestApp, TEST_PUBLIC_URL } from './payment-app.test-helper.ts';

let t: PaymentTestApp;

beforeEach(async () => {
  t = await createPaymentTestApp({ priceCents: 490 });
});

afterEach(async () => {
  await t.close();
});

const FORM_POST = { 'content-type': 'application/x-www-form-urlencoded' };
const press = (sessionId: string, action: 'payer' | 'annuler') =>
  t.app.inject({ method: 'POST', url: `/paiement-simule/${sessionId}/${action}`, headers: FORM_POST, payload: '' });

async function openSession() {
  const id = await createRecord(t.app);
  const session = await createSession(t.app, id);
  return { id, ...session };
}

describe('the simulated checkout page', () => {
  test('is a French page marked as a test, with "Payer" and "Annuler" as plain forms to this server', async () => {
    const { url, sessionId } = await openSession();
    const response = await t.app.inject(new URL(url).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<h1>[^<]*Paiement simulé[^<]*<\/h1>/);
    expect(html).toContain("Mode test : aucune carte n'est demandée et aucun paiement réel n'est effectué.");
    expect(html).toContain(
      `<form method="post" action="/paiement-simule/${sessionId}/payer"><button type="submit" class="pay">Payer</button></form>`,
    );
    expect(html).toContain(
      `<form method="post" action="/paiement-simule/${sessionId}/annuler"><button type="submit" class="cancel">Annuler</button></form>`,
    );
    expect(html).toContain('Montant : 4,90\u00a0€');
    // Nothing of the person's form is shown, and nothing the policy would block.
    expect(html).not.toContain('Dupont');
    expect(html).not.toMatch(/<style|<script|\sstyle=|\son[a-z]+=/i);
    expect(String(response.headers['content-security-policy'])).toContain("form-action 'self'");
  });

  test('its stylesheet is served by the server', async () => {
    const response = await t.app.inject('/paiement-simule.css');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toContain('.test-banner');
  });

  test.each(['/paiement-simule/cs_sim_unknown', '/paiement-simule/not-a-session', '/paiement-simule/'])(
    '%s is the 404 page',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Page introuvable');
    },
  );

  test('the page of an expired record is the 404 page', async () => {
    const { url } = await openSession();
    t.clock.advance(3600_000);
    expect((await t.app.inject(new URL(url).pathname)).statusCode).toBe(404);
  });
});

describe('"Payer"', () => {
  test('records the payment and sends the browser to the success address with the record and session ids', async () => {
    const { id, sessionId } = await openSession();
    const response = await press(sessionId, 'payer');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${TEST_PUBLIC_URL}/?success=true&pdfDataId=${id}&session_id=${sessionId}`);
    const record = await t.store.find(id, t.clock.now.getTime());
    expect(record?.paidAt).toBe(t.clock.now.getTime());
    expect(record?.checkoutSessionId).toBe(sessionId);
  });

  test('pressed twice, records the payment once and sends to the same address', async () => {
    const { id, sessionId } = await openSession();
    const first = await press(sessionId, 'payer');
    t.clock.advance(1000);
    const second = await press(sessionId, 'payer');
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    expect((await t.store.find(id, t.clock.now.getTime()))?.paidAt).toBe(t.clock.now.getTime() - 1000);
  });

  test('for an unknown session is the 404 page and pays nothing', async () => {
    const response = await press('cs_sim_unknown', 'payer');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page introuvable');
  });

  test('is a POST only: a GET (a link, a prefetch) pays nothing', async () => {
    const { id, sessionId } = await openSession();
    expect((await t.app.inject(`/paiement-simule/${sessionId}/payer`)).statusCode).toBe(404);
    expect((await t.store.find(id, t.clock.now.getTime()))?.paidAt).toBeNull();
  });
});

test('"Annuler" sends the browser to the cancel address and pays nothing', async () => {
  const { id, sessionId } = await openSession();
  const response = await press(sessionId, 'annuler');
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(`${TEST_PUBLIC_URL}/?canceled=true`);
  expect((await t.store.find(id, t.clock.now.getTime()))?.paidAt).toBeNull();
});
