/**
 * The simulated provider's hosted page and its two buttons (specification §11). "Payer" records the
 * payment through the same fulfilment function as Stripe's webhook, then sends the browser to the
 * success address with the session id; "Annuler" sends it to the cancel address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fulfilCheckout } from '../payments/fulfilment.ts';
import { SESSION_ID_PATTERN } from '../../src/contract/payment-api.ts';
import { cancelReturnAddress, successReturnAddress } from '../../src/contract/return-address.ts';
import type { Clock } from '../kernel/clock.ts';
import { limitedRoute, type RateLimitOptions } from '../rate-limit.ts';
import { SIMULATED_CHECKOUT_CSS, SIMULATED_CHECKOUT_STYLESHEET_PATH, simulatedCheckoutHtml } from '../pages/simulated-checkout-page.ts';
import { SIMULATED_CHECKOUT_PATH } from '../payments/simulated-provider.ts';
import type { SimulatedProvider } from '../payments/payment-provider.ts';
import type { PdfDataStore } from '../store/pdf-data-store.ts';

export type SimulatedCheckoutRoutesOptions = {
  store: PdfDataStore;
  provider: SimulatedProvider;
  clock: Clock;
  publicUrl: string;
  priceCents: number | undefined;
  /** Each session page and button reads the database: limited per client address like the API. */
  rateLimit: RateLimitOptions;
};

type SessionRequest = FastifyRequest<{ Params: { sessionId: string } }>;

export async function simulatedCheckoutRoutes(
  app: FastifyInstance,
  { store, provider, clock, publicUrl, priceCents, rateLimit }: SimulatedCheckoutRoutesOptions,
) {
  // A refusal is the French "Trop de demandes" page (the app's error handler).
  const limit = limitedRoute(rateLimit);

  // The buttons are plain HTML forms: their (empty) url-encoded bodies are accepted and ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));

  const openSession = async (request: SessionRequest) => {
    const { sessionId } = request.params;
    if (!SESSION_ID_PATTERN.test(sessionId)) return undefined;
    // Like a provider's hosted page: gone once the session has expired or its record was deleted.
    const open = await store.findOpenSession(sessionId, clock().getTime());
    return open && { sessionId, record: open.record };
  };

  app.get(SIMULATED_CHECKOUT_STYLESHEET_PATH, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(SIMULATED_CHECKOUT_CSS),
  );

  app.get(`${SIMULATED_CHECKOUT_PATH}/:sessionId`, { config: limit }, async (request: SessionRequest, reply) => {
    const session = await openSession(request);
    if (!session) return reply.callNotFound();
    const base = `${SIMULATED_CHECKOUT_PATH}/${session.sessionId}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(simulatedCheckoutHtml({ payAction: `${base}/payer`, cancelAction: `${base}/annuler`, priceCents }));
  });

  app.post(`${SIMULATED_CHECKOUT_PATH}/:sessionId/payer`, { config: limit }, async (request: SessionRequest, reply) => {
    const session = await openSession(request);
    if (!session) return reply.callNotFound();
    const fulfilment = { store, provider, log: request.log };
    const paid = await fulfilCheckout(fulfilment, { recordId: session.record.id, sessionId: session.sessionId }, clock());
    if (!paid) return reply.callNotFound();
    return redirect(reply, successReturnAddress(publicUrl, session.record.id, session.sessionId));
  });

  app.post(`${SIMULATED_CHECKOUT_PATH}/:sessionId/annuler`, { config: limit }, async (_request, reply) =>
    redirect(reply, cancelReturnAddress(publicUrl)),
  );
}

/** 303: the browser follows with a GET, as after any form. */
function redirect(reply: FastifyReply, url: string) {
  return reply.header('cache-control', 'no-store').redirect(url, 303);
}
