/**
 * The payment-mode API (DESIGN.md §7–§8). The stored form is released only to a caller holding a
 * checkout session the server has seen paid for that very record; every refusal is a 4xx with a
 * French message and never the data.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { fromStoredForm, storedFormSchema } from '../../src/domain/stored-form.ts';
import { validateForGeneration } from '../../src/domain/validation.ts';
import { fulfilCheckout } from '../payments/fulfilment.ts';
import {
  CHECKOUT_SESSION_LIFETIME_MS,
  type PaymentProvider,
  RETURN_GRACE_MS,
  SESSION_ID_PATTERN,
} from '../payments/payment-provider.ts';
import type { StripeProvider } from '../payments/stripe-provider.ts';
import type { PdfDataRecord, PdfDataStore } from '../store/pdf-data-store.ts';
import { API_MESSAGES, apiError } from './api-messages.ts';

export type Clock = () => Date;

export type RateLimitOptions = { max: number; timeWindowMs: number };

/** At least 30 records a minute per address (DESIGN.md §8). */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 30, timeWindowMs: 60_000 };

export type PdfDataRoutesOptions = {
  store: PdfDataStore;
  provider: PaymentProvider | StripeProvider;
  clock: Clock;
  recordTtlMs: number;
  rateLimit: RateLimitOptions;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const createBodySchema = z.object({ data: storedFormSchema, include_signature: z.boolean() });
const checkoutBodySchema = z.object({ pdfDataId: z.string().check(z.regex(UUID_PATTERN)) });
const idParamsSchema = z.object({ id: z.string().check(z.regex(UUID_PATTERN)) });
const sessionQuerySchema = z.object({ session_id: z.string().check(z.regex(SESSION_ID_PATTERN)) });

export async function pdfDataRoutes(api: FastifyInstance, options: PdfDataRoutesOptions): Promise<void> {
  const { store, provider, clock, recordTtlMs } = options;
  const limit = { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs } };

  await api.register(rateLimit, { global: false });
  // JSON only: a text body is refused as such (415) rather than read as a string.
  api.removeContentTypeParser('text/plain');

  // Personal data: no cache anywhere keeps a copy.
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  api.setErrorHandler<FastifyError>((error, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error(error);
      return reply.code(500).send(apiError(500, API_MESSAGES.internal));
    }
    // The handlers answer their own refusals: what arrives here comes from reading the request.
    const message =
      {
        400: API_MESSAGES.invalidJson,
        413: API_MESSAGES.tooLarge,
        415: API_MESSAGES.notJson,
        429: API_MESSAGES.rateLimited,
      }[statusCode] ?? error.message;
    return reply.code(statusCode).send(apiError(statusCode, message));
  });

  api.post('/api/pdf-data', { config: limit }, async (request, reply) => {
    const body = createBodySchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, describeIssues(body.error.issues));
    const { data, include_signature: includeSignature } = body.data;
    // The same rules as the page (SPEC.md §5), so the server never stores a form it could not print.
    const failure = validateForGeneration(fromStoredForm(data), { withSignature: includeSignature });
    if (failure) return refuse(reply, 400, failure.message);
    const now = clock().getTime();
    const record = await store.create({ data, includeSignature }, { now, expiresAt: now + recordTtlMs });
    return reply.code(201).send({ id: record.id });
  });

  api.post('/api/create-checkout-session', { config: limit }, async (request, reply) => {
    const body = checkoutBodySchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, describeIssues(body.error.issues));
    const { pdfDataId } = body.data;
    const now = clock();
    const record = await store.find(pdfDataId, now.getTime());
    if (!record) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    if (record.paidAt !== null) return refuse(reply, 409, API_MESSAGES.alreadyPaid);

    let session;
    try {
      session = await provider.createCheckoutSession({ recordId: pdfDataId, now });
    } catch (error) {
      request.log.error(error);
      return refuse(reply, 502, API_MESSAGES.paymentServiceUnavailable);
    }
    const keepUntil = now.getTime() + CHECKOUT_SESSION_LIFETIME_MS + RETURN_GRACE_MS;
    if (!(await store.attachSession(pdfDataId, session.id, { now: now.getTime(), keepUntil }))) {
      return refuse(reply, 409, API_MESSAGES.alreadyPaid);
    }
    return reply.code(200).send({ url: session.url });
  });

  // Each unpaid read may ask the provider: limited like the creations.
  api.get('/api/pdf-data/:id', { config: limit }, async (request, reply) => {
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    const now = clock();
    const record = await store.find(params.data.id, now.getTime());
    if (!record) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    const query = sessionQuerySchema.safeParse(request.query);
    if (!query.success) return refuse(reply, 402, API_MESSAGES.paymentNotVerified);
    const sessionId = query.data.session_id;

    if (record.paidAt !== null) {
      return record.checkoutSessionId === sessionId ? release(reply, record) : refuse(reply, 402, API_MESSAGES.paymentNotVerified);
    }
    // Not recorded as paid yet (the webhook may still be on its way): ask the provider itself.
    let paid;
    try {
      paid = await provider.retrievePaidSession(sessionId);
    } catch (error) {
      request.log.error(error);
      return refuse(reply, 502, API_MESSAGES.paymentServiceUnavailable);
    }
    if (!paid || paid.sessionId !== sessionId || paid.recordId !== record.id || !(await fulfilCheckout(store, paid, now))) {
      return refuse(reply, 402, API_MESSAGES.paymentNotVerified);
    }
    return release(reply, record);
  });

  api.delete('/api/pdf-data/:id', async (request, reply) => {
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    const now = clock().getTime();
    const query = sessionQuerySchema.safeParse(request.query);
    if (query.success && (await store.deletePaid(params.data.id, query.data.session_id, now))) return reply.code(204).send();
    const record = await store.find(params.data.id, now);
    return record ? refuse(reply, 403, API_MESSAGES.deleteNotAllowed) : refuse(reply, 404, API_MESSAGES.recordNotFound);
  });

  if ('paidSessionFromWebhook' in provider) {
    const stripe = provider;
    await api.register(async (webhook) => {
      // Stripe signs the exact bytes it sent: keep them raw, whatever the content type says.
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

      webhook.post('/api/stripe/webhook', async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        let paid;
        try {
          paid = stripe.paidSessionFromWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
        } catch {
          return refuse(reply, 400, API_MESSAGES.invalidWebhookSignature);
        }
        // A record already deleted or expired is nothing to fulfil: Stripe is told all is well so it stops retrying.
        if (paid) await fulfilCheckout(store, paid, clock());
        return reply.code(200).send({ received: true });
      });
    });
  }
}

/** `{data, include_signature}`, the stored JSON text put in place as it is (it was serialised by us). */
function release(reply: FastifyReply, record: PdfDataRecord) {
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .send(`{"data":${record.dataJson},"include_signature":${record.includeSignature}}`);
}

function refuse(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send(apiError(statusCode, message));
}

/** "Les données envoyées sont invalides : data.grantor.birthDate, include_signature." */
function describeIssues(issues: readonly { path: readonly PropertyKey[] }[]): string {
  const paths = [...new Set(issues.map((issue) => issue.path.map(String).join('.') || 'contenu'))];
  return `${API_MESSAGES.invalidData} : ${paths.join(', ')}.`;
}
