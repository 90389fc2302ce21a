import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ProcurationForm } from '../../domain/form.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { type StoredForm } from '../../domain/stored-form.ts';
import { fromStoredForm, toStoredForm } from '../../domain/stored-form-codec.ts';
import {
  completePaymentReturn,
  handlePaymentReturn,
  isPaymentModeOn,
  type PageAddress,
  type PaymentFlowDeps,
  startPayment,
} from './payment-flow.ts';
import { aStoredForm, ONE_PIXEL_PNG } from '../../domain/test-factory.test-helper.ts';

const ID = '0b6a3c1e-8f0e-4c55-9a43-2f1d3a5b7c9d';
const OWNER_TOKEN = 'q3C9Zf1xW7bKp2LmN8rT0vYdE5gHjA4sU6iO1aB2c3D';
const SESSION = 'cs_sim_abc123';
const CHECKOUT_URL = `http://127.0.0.1:3124/paiement-simule/${SESSION}`;

const STORED: StoredForm = aStoredForm({ signature: ONE_PIXEL_PNG });
const FORM: ProcurationForm = fromStoredForm(STORED);

type Call = { method: string; url: string; body: unknown };
type Route = (call: Call) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Browser dependencies whose server is `routes`, keyed "METHOD /path" (without the query). */
function fakeDeps(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const events: string[] = [];
  const deps: PaymentFlowDeps = {
    fetch: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, url, body };
      calls.push(call);
      events.push(`${method} ${url}`);
      const route = routes[`${method} ${url.split('?')[0] ?? url}`];
      if (!route) return json(404, { message: 'introuvable' });
      return route(call);
    },
    assign: vi.fn((url: string) => void events.push(`assign ${url}`)),
    download: vi.fn(async (_form: ProcurationForm, withSignature: boolean) => void events.push(`download ${withSignature}`)),
    toast: vi.fn((message: string, tone: string) => void events.push(`toast ${tone} ${message}`)),
  };
  return { deps, calls, events };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isPaymentModeOn', () => {
  const page = (content: string | null) => ({
    querySelector: (selector: string) =>
      content !== null && selector === 'meta[name="payment-mode"]'
        ? ({ getAttribute: (name: string) => (name === 'content' ? content : null) } as unknown as Element)
        : null,
  });

  test('is on when the server marked the page simulated or stripe', () => {
    expect(isPaymentModeOn(page('simulated'))).toBe(true);
    expect(isPaymentModeOn(page('stripe'))).toBe(true);
  });

  test('is off without the marker (the free mode, or the Vite dev server) or with another value', () => {
    expect(isPaymentModeOn(page(null))).toBe(false);
    expect(isPaymentModeOn(page('off'))).toBe(false);
    expect(isPaymentModeOn(page(''))).toBe(false);
  });
});

describe('startPayment', () => {
  const happyServer = {
    'POST /api/pdf-data': () => json(201, { id: ID, ownerToken: OWNER_TOKEN }),
    'POST /api/create-checkout-session': () => json(200, { url: CHECKOUT_URL }),
  };

  test('stores the form with its signature choice, creates the session and goes to its page', async () => {
    const { deps, calls, events } = fakeDeps(happyServer);
    expect(await startPayment(FORM, true, deps)).toEqual({ ok: true });
    expect(calls).toEqual([
      { method: 'POST', url: '/api/pdf-data', body: { data: toStoredForm(FORM), include_signature: true } },
      { method: 'POST', url: '/api/create-checkout-session', body: { pdfDataId: ID, ownerToken: OWNER_TOKEN } },
    ]);
    expect(events.at(-1)).toBe(`assign ${CHECKOUT_URL}`);
  });

  test("the owner's secret goes in the checkout's body only, in no address", async () => {
    const { deps, calls, events } = fakeDeps(happyServer);
    await startPayment(FORM, true, deps);
    expect(calls.map((call) => call.url).join(' ')).not.toContain(OWNER_TOKEN);
    expect(events.join(' ')).not.toContain(OWNER_TOKEN);
  });

  test('"sans signature" is stored as such', async () => {
    const { deps, calls } = fakeDeps(happyServer);
    await startPayment(FORM, false, deps);
    expect(calls[0]?.body).toEqual({ data: toStoredForm(FORM), include_signature: false });
  });

  test('an incomplete form shows its validation message and sends nothing', async () => {
    const { deps, calls } = fakeDeps(happyServer);
    const result = await startPayment({ ...FORM, type: '' }, false, deps);
    expect(result).toEqual({ ok: false, withSignature: false, message: MESSAGES.typeRequired, field: 'type' });
    expect(calls).toEqual([]);
  });

  test('"avec signature" without a saved signature shows the signature rule and sends nothing', async () => {
    const { deps, calls } = fakeDeps(happyServer);
    expect(await startPayment({ ...FORM, signature: null }, true, deps)).toMatchObject({ ok: false, message: MESSAGES.signatureRequired });
    expect(calls).toEqual([]);
  });

  test.each<[string, Record<string, Route>]>([
    ['storing fails', { ...happyServer, 'POST /api/pdf-data': () => json(500, { message: 'Erreur interne du serveur' }) }],
    ['the store answers without an id', { ...happyServer, 'POST /api/pdf-data': () => json(201, {}) }],
    ['creating the session fails', { ...happyServer, 'POST /api/create-checkout-session': () => json(502, { message: 'indisponible' }) }],
    ['no checkout url comes back', { ...happyServer, 'POST /api/create-checkout-session': () => json(200, {}) }],
    [
      'the url is not a web address',
      { ...happyServer, 'POST /api/create-checkout-session': () => json(200, { url: 'javascript:alert(1)' }) },
    ],
    ['the answer is not JSON', { ...happyServer, 'POST /api/create-checkout-session': () => new Response('<html>', { status: 200 }) }],
    ['the network is down', { 'POST /api/pdf-data': () => Promise.reject(new TypeError('Failed to fetch')) }],
  ])('%s: the checkout error, and the page stays', async (_case, routes) => {
    const { deps } = fakeDeps(routes);
    expect(await startPayment(FORM, false, deps)).toEqual({ ok: false, message: MESSAGES.checkoutFailed });
    expect(deps.assign).not.toHaveBeenCalled();
  });
});

describe('startPayment when a service the server needs is down (503)', () => {
  const unavailable = (message: string) => () =>
    new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message }), {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '5' },
    });
  const PAYMENT_DOWN = 'Le service de paiement ne répond pas. Réessayez dans quelques instants.';
  const DATABASE_DOWN = 'Le service est momentanément indisponible. Réessayez dans quelques instants.';

  test.each<[string, Record<string, Route>, string]>([
    [
      'the payment provider does not answer',
      {
        'POST /api/pdf-data': () => json(201, { id: ID, ownerToken: OWNER_TOKEN }),
        'POST /api/create-checkout-session': unavailable(PAYMENT_DOWN),
      },
      PAYMENT_DOWN,
    ],
    ['the database does not answer', { 'POST /api/pdf-data': unavailable(DATABASE_DOWN) }, DATABASE_DOWN],
  ])("%s: the server's message, and the page stays", async (_case, routes, message) => {
    const { deps } = fakeDeps(routes);
    expect(await startPayment(FORM, false, deps)).toEqual({ ok: false, message });
    expect(deps.assign).not.toHaveBeenCalled();
  });

  test("a 503 without the server's message (a proxy's page) is the checkout error", async () => {
    const { deps } = fakeDeps({ 'POST /api/pdf-data': () => new Response('<html>503</html>', { status: 503 }) });
    expect(await startPayment(FORM, false, deps)).toEqual({ ok: false, message: MESSAGES.checkoutFailed });
  });
});

describe('completePaymentReturn', () => {
  const recordPath = `/api/pdf-data/${ID}`;
  const recordUrl = `${recordPath}?session_id=${SESSION}`;
  const success = { kind: 'success', pdfDataId: ID, sessionId: SESSION } as const;

  test('cancelled: the cancellation message, and nothing asked of the server', async () => {
    const { deps, calls } = fakeDeps({});
    expect(await completePaymentReturn({ kind: 'canceled' }, deps)).toEqual({ message: MESSAGES.paymentCanceled, tone: 'error' });
    expect(calls).toEqual([]);
  });

  test('paid: loads the record, makes the PDF with the stored signature choice, deletes the record, and hands the release over', async () => {
    const { deps, events } = fakeDeps({
      [`GET ${recordPath}`]: () => json(200, { data: STORED, include_signature: true }),
      [`DELETE ${recordPath}`]: () => new Response(null, { status: 204 }),
    });
    expect(await completePaymentReturn(success, deps)).toEqual({
      message: MESSAGES.paymentSucceeded,
      tone: 'success',
      released: { form: FORM, includeSignature: true },
    });
    expect(events).toEqual([`GET ${recordUrl}`, 'download true', `DELETE ${recordUrl}`]);
    expect(deps.download).toHaveBeenCalledWith(FORM, true);
  });

  test('the stored "sans signature" choice wins over whatever the page holds', async () => {
    const { deps } = fakeDeps({
      [`GET ${recordPath}`]: () => json(200, { data: STORED, include_signature: false }),
      [`DELETE ${recordPath}`]: () => new Response(null, { status: 204 }),
    });
    await completePaymentReturn(success, deps);
    expect(deps.download).toHaveBeenCalledWith(FORM, false);
  });

  test('the dates come back as local calendar dates', async () => {
    const { deps } = fakeDeps({ [`GET ${recordPath}`]: () => json(200, { data: STORED, include_signature: false }) });
    await completePaymentReturn(success, deps);
    const form = vi.mocked(deps.download).mock.calls[0]?.[0];
    expect(form?.startDate).toEqual(new Date(2030, 2, 1));
    expect(form?.grantor.birthDate).toEqual(new Date(1990, 4, 15));
  });

  test.each<[string, Route]>([
    ['the server refuses (payment not verified)', () => json(402, { message: "Le paiement de cette procuration n'a pas été vérifié." })],
    ['the record is gone', () => json(404, { message: 'Procuration introuvable ou expirée.' })],
    ['the record has no data', () => json(200, { data: null, include_signature: false })],
    ['the record lacks the grantor', () => json(200, { data: { ...STORED, grantor: undefined }, include_signature: false })],
    [
      'the record lacks the operations',
      () => json(200, { data: { ...STORED, authorizedOperations: undefined }, include_signature: false }),
    ],
    ['the record has a broken date', () => json(200, { data: { ...STORED, startDate: 'hier' }, include_signature: false })],
    ['the signature choice is missing', () => json(200, { data: STORED })],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: the generation error, no PDF, and the record is not deleted', async (_case, route) => {
    const { deps, calls } = fakeDeps({ [`GET ${recordPath}`]: route });
    expect(await completePaymentReturn(success, deps)).toEqual({ message: MESSAGES.pdfFailed, tone: 'error' });
    expect(deps.download).not.toHaveBeenCalled();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  test('the PDF cannot be made: the generation error, and the record stays for a retry', async () => {
    const { deps, calls } = fakeDeps({ [`GET ${recordPath}`]: () => json(200, { data: STORED, include_signature: true }) });
    vi.mocked(deps.download).mockRejectedValueOnce(new Error('jsPDF failed'));
    expect(await completePaymentReturn(success, deps)).toEqual({ message: MESSAGES.pdfFailed, tone: 'error' });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  test('the PDF is made but the delete fails: still a success (the record expires on its own)', async () => {
    const { deps } = fakeDeps({
      [`GET ${recordPath}`]: () => json(200, { data: STORED, include_signature: true }),
      [`DELETE ${recordPath}`]: () => json(500, { message: 'Erreur interne du serveur' }),
    });
    expect(await completePaymentReturn(success, deps)).toMatchObject({ message: MESSAGES.paymentSucceeded, tone: 'success' });
  });

  test('a return without session id still asks, and the server refuses it', async () => {
    const { deps, calls } = fakeDeps({ [`GET ${recordPath}`]: () => json(402, {}) });
    expect((await completePaymentReturn({ ...success, sessionId: null }, deps)).message).toBe(MESSAGES.pdfFailed);
    expect(calls[0]?.url).toBe(`${recordPath}?session_id=`);
  });
});

describe('handlePaymentReturn', () => {
  function fakePage(search: string, hash = ''): PageAddress & { replaced: string[] } {
    const replaced: string[] = [];
    return {
      replaced,
      location: { search, pathname: '/', hash },
      history: {
        state: null,
        replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => void replaced.push(String(url)),
      },
    };
  }

  test('cleans the address first, then shows the outcome', async () => {
    const { deps, events } = fakeDeps({});
    const page = fakePage('?canceled=true&utm=x', '#top');
    expect(await handlePaymentReturn(deps, page, true)).toBeUndefined();
    expect(page.replaced).toEqual(['/?utm=x#top']);
    expect(events).toEqual([`toast error ${MESSAGES.paymentCanceled}`]);
  });

  test('a paid return ends with the success toast, and gives what was paid for to the editable copies', async () => {
    const { deps, events } = fakeDeps({
      [`GET /api/pdf-data/${ID}`]: () => json(200, { data: STORED, include_signature: false }),
      [`DELETE /api/pdf-data/${ID}`]: () => new Response(null, { status: 204 }),
    });
    const page = fakePage(`?success=true&pdfDataId=${ID}&session_id=${SESSION}`);
    expect(await handlePaymentReturn(deps, page, true)).toEqual({ form: FORM, includeSignature: false });
    expect(page.replaced).toEqual(['/']);
    expect(events.at(-1)).toBe(`toast success ${MESSAGES.paymentSucceeded}`);
  });

  test('in the free mode a return address is ignored: nothing sent, nothing shown', async () => {
    const { deps, calls } = fakeDeps({});
    const page = fakePage(`?success=true&pdfDataId=${ID}&session_id=${SESSION}`);
    await handlePaymentReturn(deps, page, false);
    expect(calls).toEqual([]);
    expect(page.replaced).toEqual([]);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  test('an ordinary visit does nothing', async () => {
    const { deps, calls } = fakeDeps({});
    const page = fakePage('');
    await handlePaymentReturn(deps, page, true);
    expect(calls).toEqual([]);
    expect(page.replaced).toEqual([]);
  });
});
