/**
 * The simulated provider's hosted page and its two buttons (DESIGN.md §1). "Payer" records the
 * payment through the same fulfilment function as Stripe's webhook, then sends the browser to the
 * success address with the session id; "Annuler" sends it to the cancel address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fulfilCheckout } from '../payments/fulfilment.ts';
import { cancelUrl, SESSION_ID_PATTERN, successUrl } from '../payments/payment-provider.ts';
import { SIMULATED_CHECKOUT_CSS, SIMULATED_CHECKOUT_STYLESHEET_PATH, simulatedCheckoutHtml } from '../payments/simulated-checkout-page.ts';
import { SIMULATED_CHECKOUT_PATH } from '../payments/simulated-provider.ts';
import type { PdfDataStore } from '../store/pdf-data-store.ts';
import type { Clock } from './pdf-data-routes.ts';

export type SimulatedCheckoutRoutesOptions = {
  store: PdfDataStore;
  clock: Clock;
  publicUrl: string;
  priceCents: number | undefined;
};

type SessionRequest = FastifyRequest<{ Params: { sessionId: string } }>;

export async function simulatedCheckoutRoutes(app: FastifyInstance, { store, clock, publicUrl, priceCents }: SimulatedCheckoutRoutesOptions) {
  // The buttons are plain HTML forms: their (empty) url-encoded bodies are accepted and ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));

  const openSession = async (request: SessionRequest) => {
    const { sessionId } = request.params;
    if (!SESSION_ID_PATTERN.test(sessionId)) return undefined;
    const record = await store.findBySession(sessionId, clock().getTime());
    return record && { sessionId, record };
  };

  app.get(SIMULATED_CHECKOUT_STYLESHEET_PATH, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SIMULATED_CHECKOUT_CSS),
  );

  app.get(`${SIMULATED_CHECKOUT_PATH}/:sessionId`, async (request: SessionRequest, reply) => {
    const session = await openSession(request);
    if (!session) return reply.callNotFound();
    const base = `${SIMULATED_CHECKOUT_PATH}/${session.sessionId}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(simulatedCheckoutHtml({ payAction: `${base}/payer`, cancelAction: `${base}/annuler`, priceCents }));
  });

  app.post(`${SIMULATED_CHECKOUT_PATH}/:sessionId/payer`, async (request: SessionRequest, reply) => {
    const session = await openSession(request);
    if (!session) return reply.callNotFound();
    const paid = await fulfilCheckout(store, { recordId: session.record.id, sessionId: session.sessionId }, clock());
    if (!paid) return reply.callNotFound();
    return redirect(reply, successUrl(publicUrl, session.record.id, session.sessionId));
  });

  app.post(`${SIMULATED_CHECKOUT_PATH}/:sessionId/annuler`, async (_request, reply) => redirect(reply, cancelUrl(publicUrl)));
}

/** 303: the browser follows with a GET, as after any form. */
function redirect(reply: FastifyReply, url: string) {
  return reply.header('cache-control', 'no-store').redirect(url, 303);
}
