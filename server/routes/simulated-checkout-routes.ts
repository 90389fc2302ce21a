/**
 * The simulated provider's hosted page and its two buttons (specification §11). "Payer" records the
 * payment through the same fulfilment rule as Stripe's webhook (server/record/paid-record.ts), then sends the browser to the
 * success address with the session id; "Annuler" sends it to the cancel address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ID_PATTERN } from '../../src/contract/payment-api.ts';
import { cancelReturnAddress, successReturnAddress } from '../../src/contract/return-address.ts';
import { limitedRoute, type RateLimitOptions } from '../rate-limit.ts';
import { SIMULATED_CHECKOUT_CSS, SIMULATED_CHECKOUT_STYLESHEET_PATH, simulatedCheckoutHtml } from '../pages/simulated-checkout-page.ts';
import { SIMULATED_CHECKOUT_PATH } from '../payments/simulated-provider.ts';
import type { PaidRecords } from '../record/paid-record.ts';

export type SimulatedCheckoutRoutesOptions = {
  records: PaidRecords;
  publicUrl: string;
  priceCents: number | undefined;
  /** Each session page and button reads the database: limited per client address like the API. */
  rateLimit: RateLimitOptions;
};

type SessionRequest = FastifyRequest<{ Params: { sessionId: string } }>;

export async function simulatedCheckoutRoutes(
  app: FastifyInstance,
  { records, publicUrl, priceCents, rateLimit }: SimulatedCheckoutRoutesOptions,
) {
  // A refusal is the French "Trop de demandes" page (the app's error handler).
  const limit = limitedRoute(rateLimit);

  // The buttons are plain HTML forms: their (empty) url-encoded bodies are accepted and ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));

  const openSession = async (request: SessionRequest) => {
    const { sessionId } = request.params;
    if (!SESSION_ID_PATTERN.test(sessionId)) return undefined;
    // Like a provider's hosted page: gone once the session has expired or its record was deleted.
    const open = await records.findOpenSession(sessionId);
    return open && { sessionId, recordId: open.recordId };
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
    const paid = await records.fulfil({ recordId: session.recordId, sessionId: session.sessionId }, request.log);
    if (!paid) return reply.callNotFound();
    return redirect(reply, successReturnAddress(publicUrl, session.recordId, session.sessionId));
  });

  app.post(`${SIMULATED_CHECKOUT_PATH}/:sessionId/annuler`, { config: limit }, async (_request, reply) =>
    redirect(reply, cancelReturnAddress(publicUrl)),
  );
}

/** 303: the browser follows with a GET, as after any form. */
function redirect(reply: FastifyReply, url: string) {
  return reply.header('cache-control', 'no-store').redirect(url, 303);
}
