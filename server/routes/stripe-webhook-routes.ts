/**
 * Stripe's signed events (specification §17): the Stripe-Signature is verified on the exact bytes
 * Stripe sent, and a paid session goes through the one fulfilment rule (server/record/paid-record.ts), like the return call.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../src/contract/payment-api.ts';
import type { StripeProvider } from '../payments/payment-provider.ts';
import type { PaidRecords } from '../record/paid-record.ts';
import { API_MESSAGES, refuse } from '../kernel/api-messages.ts';

export type StripeWebhookRoutesOptions = { records: PaidRecords; provider: StripeProvider };

export async function stripeWebhookRoutes(webhook: FastifyInstance, { records, provider }: StripeWebhookRoutesOptions) {
  // Stripe signs the exact bytes it sent: keep them raw, whatever the content type says.
  webhook.removeAllContentTypeParsers();
  webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  webhook.post(API_PATHS.stripeWebhook, async (request, reply) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    let paid;
    try {
      paid = provider.paidSessionFromWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
    } catch {
      return refuse(reply, 400, API_MESSAGES.invalidWebhookSignature);
    }
    // A record already deleted or expired is nothing to fulfil: Stripe is told all is well so it stops retrying.
    if (paid) await records.fulfil(paid, request.log);
    return reply.code(200).send({ received: true });
  });
}
