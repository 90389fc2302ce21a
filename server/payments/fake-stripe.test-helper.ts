/**
 * A small local server that answers as Stripe's API does, as far as this product uses it (create
 * and retrieve checkout sessions, refunds), reached through STRIPE_API_BASE. Like Stripe, a POST
 * that repeats an Idempotency-Key gets the very answer the first one got, whatever else it says
 * (https://docs.stripe.com/api/idempotent_requests).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type SeenRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
type FakeSession = Record<string, unknown> & { id: string };

/** Stripe's API, with its idempotency keys replayed. */
export class FakeStripe {
  readonly requests: SeenRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  failNext = false;
  /** Requests are read and never answered: a Stripe that hangs. */
  hang = false;
  private server: Server | undefined;
  private count = 0;

  async start(): Promise<number> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const seen = {
          method: request.method ?? '',
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString(),
        };
        this.requests.push(seen);
        if (this.hang) return;
        const [status, body] = this.replayed(seen);
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${this.requests.length}`,
          'stripe-should-retry': 'false',
        });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return (this.server?.address() as AddressInfo).port;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }

  /** Stripe marks a session paid once the card is charged. */
  pay(sessionId: string, changes: Record<string, unknown> = {}) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    this.sessions.set(sessionId, { ...session, payment_status: 'paid', status: 'complete', payment_intent: `pi_${sessionId}`, ...changes });
  }

  /** The refunds made, by idempotency key: Stripe makes one refund per key. */
  readonly refunds = new Map<string, { payment_intent: string | null }>();

  /** The first answer to each Idempotency-Key, as Stripe keeps it (a 5xx is not kept: the key may be tried again). */
  private readonly answered = new Map<string, [number, unknown]>();

  private replayed(request: SeenRequest): [number, unknown] {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string') return this.answer(request);
    const earlier = this.answered.get(key);
    if (earlier) return earlier;
    const answer = this.answer(request);
    if (answer[0] < 500) this.answered.set(key, answer);
    return answer;
  }

  private answer({ method, path, body, headers }: SeenRequest): [number, unknown] {
    if (this.failNext) {
      this.failNext = false;
      return [500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
      this.count += 1;
      const id = `cs_test_fake${this.count}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        currency: form.get('line_items[0][price_data][currency]'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        client_reference_id: form.get('client_reference_id'),
        metadata: { pdf_data_id: form.get('metadata[pdf_data_id]') },
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        expires_at: Number(form.get('expires_at')),
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      this.sessions.set(id, session);
      return [200, session];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const key = String(headers['idempotency-key']);
      if (!this.refunds.has(key)) this.refunds.set(key, { payment_intent: new URLSearchParams(body).get('payment_intent') });
      return [200, { id: `re_${this.refunds.size}`, object: 'refund', status: 'succeeded', ...this.refunds.get(key) }];
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(path);
    const session = retrieve?.[1] === undefined ? undefined : this.sessions.get(decodeURIComponent(retrieve[1]));
    if (method === 'GET' && session) return [200, session];
    return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${path}'` } }];
  }
}
