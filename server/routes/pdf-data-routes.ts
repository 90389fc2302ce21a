/**
 * The payment-mode API (specification §17–§18). The stored form is released only to a caller holding a
 * checkout session the server has seen paid for that very record; every refusal is a 4xx with a
 * French message and never the data.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  checkoutRequestSchema,
  encodeRecordEnvelope,
  recordEnvelopeSchema,
  recordParamsSchema,
  sessionQuerySchema,
} from '../../src/contract/payment-api.ts';
import { fromStoredForm } from '../../src/domain/stored-form.ts';
import { checkReadyToPrint } from '../../src/domain/readiness.ts';
import type { Clock } from '../clock.ts';
import { type Fulfilment, fulfilCheckout } from '../payments/fulfilment.ts';
import { CHECKOUT_WINDOW_MS, type PaymentProvider } from '../payments/payment-provider.ts';
import { limitedRoute, type RateLimitOptions } from '../rate-limit.ts';
import type { PdfDataRecord, PdfDataStore } from '../store/pdf-data-store.ts';
import { StoreUnavailableError } from '../store/store-unavailable.ts';
import { API_MESSAGES, apiError, refuse, unavailable } from './api-messages.ts';

/** A record gets at most this many checkout sessions, then 409: a loop or an attack, not a person. */
export const MAX_CHECKOUT_SESSIONS_PER_RECORD = 5;
/** An open session is handed again only if the person still has this long to pay on it. */
export const REUSE_SESSION_MIN_REMAINING_MS = 10 * 60 * 1000;

export type PdfDataRoutesOptions = {
  store: PdfDataStore;
  provider: PaymentProvider;
  clock: Clock;
  recordTtlMs: number;
  rateLimit: RateLimitOptions;
};

export async function pdfDataRoutes(api: FastifyInstance, options: PdfDataRoutesOptions): Promise<void> {
  const { store, provider, clock, recordTtlMs } = options;
  const fulfilment = (request: FastifyRequest): Fulfilment => ({ store, provider, log: request.log });
  // Every route here costs a database call, some a call to the provider: each is limited per client address (rate-limit.ts).
  const limit = limitedRoute(options.rateLimit);

  // JSON only: a text body is refused as such (415) rather than read as a string.
  api.removeContentTypeParser('text/plain');

  // Personal data: no cache anywhere keeps a copy.
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  api.setErrorHandler<FastifyError>((error, request, reply) => {
    // The database is unreachable or stalled: 503 with Retry-After, within its deadlines (docs/decisions/027).
    if (error instanceof StoreUnavailableError) {
      request.log.warn({ err: error }, 'Base de données indisponible');
      return unavailable(reply, API_MESSAGES.databaseUnavailable);
    }
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

  api.post(API_PATHS.records, { config: limit }, async (request, reply) => {
    const body = recordEnvelopeSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, describeIssues(body.error.issues));
    const { data, include_signature: includeSignature } = body.data;
    // The page's own rule (specification §5, §14), so the server never stores, nor takes money for, a form it could not print.
    const failure = checkReadyToPrint(fromStoredForm(data), { withSignature: includeSignature, today: clock() });
    if (failure) return refuse(reply, 400, failure.message);
    const now = clock().getTime();
    const record = await store.create({ data, includeSignature }, { now, expiresAt: now + recordTtlMs });
    return reply.code(201).send({ id: record.id });
  });

  api.post(API_PATHS.checkoutSession, { config: limit }, async (request, reply) => {
    const body = checkoutRequestSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, describeIssues(body.error.issues));
    const { pdfDataId } = body.data;
    const now = clock();
    const record = await store.find(pdfDataId, now.getTime());
    if (!record) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    if (record.paidAt !== null) return refuse(reply, 409, API_MESSAGES.alreadyPaid);

    // A second tab or a retry gets the session already open: one record, one checkout page (docs/decisions/026).
    const open = await store.reusableSession(pdfDataId, now.getTime() + REUSE_SESSION_MIN_REMAINING_MS);
    if (open) return reply.code(200).send({ url: open.url });
    // A new session only within the record's own lifetime, so it never outlives creation + TTL + one checkout window.
    if (now.getTime() >= record.createdAt + recordTtlMs) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    if ((await store.countSessions(pdfDataId)) >= MAX_CHECKOUT_SESSIONS_PER_RECORD)
      return refuse(reply, 409, API_MESSAGES.tooManyCheckouts);

    let session;
    try {
      session = await provider.createCheckoutSession({ recordId: pdfDataId, now });
    } catch (error) {
      request.log.error(error);
      return unavailable(reply, API_MESSAGES.paymentServiceUnavailable);
    }
    if (!(await store.addSession(pdfDataId, session, { now: now.getTime(), keepUntil: now.getTime() + CHECKOUT_WINDOW_MS }))) {
      return refuse(reply, 409, API_MESSAGES.alreadyPaid);
    }
    return reply.code(200).send({ url: session.url });
  });

  // Each unpaid read may ask the provider: limited like the creations. HEAD never asks it, and is limited too (its own count).
  api.get(API_PATHS.record, { config: limit }, async (request, reply) => {
    const params = recordParamsSchema.safeParse(request.params);
    if (!params.success) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    const now = clock();
    const record = await store.find(params.data.id, now.getTime());
    if (!record) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    const query = sessionQuerySchema.safeParse(request.query);
    if (!query.success) return refuse(reply, 402, API_MESSAGES.paymentNotVerified);
    const sessionId = query.data.session_id;

    // The hot path: the session that paid first, recorded on the record itself.
    if (record.checkoutSessionId === sessionId && record.paidAt !== null) return release(reply, record);
    // A second paying session of the same record is served too (its payment is refunded).
    if (record.paidAt !== null && (await store.isPaidSession(record.id, sessionId))) return release(reply, record);
    if (request.method === 'HEAD') return refuse(reply, 402, API_MESSAGES.paymentNotVerified);
    // Not recorded as paid yet (the webhook may still be on its way): ask the provider itself.
    let paid;
    try {
      paid = await provider.retrievePaidSession(sessionId);
    } catch (error) {
      request.log.error(error);
      return unavailable(reply, API_MESSAGES.paymentServiceUnavailable);
    }
    if (!paid || paid.sessionId !== sessionId || paid.recordId !== record.id || !(await fulfilCheckout(fulfilment(request), paid, now))) {
      return refuse(reply, 402, API_MESSAGES.paymentNotVerified);
    }
    return release(reply, record);
  });

  api.delete(API_PATHS.record, { config: limit }, async (request, reply) => {
    const params = recordParamsSchema.safeParse(request.params);
    if (!params.success) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    const now = clock().getTime();
    const query = sessionQuerySchema.safeParse(request.query);
    if (query.success && (await store.deletePaid(params.data.id, query.data.session_id, now))) return reply.code(204).send();
    const record = await store.find(params.data.id, now);
    return record ? refuse(reply, 403, API_MESSAGES.deleteNotAllowed) : refuse(reply, 404, API_MESSAGES.recordNotFound);
  });
}

/** `{data, include_signature}`, the stored JSON text put in place as it is (it was serialised by us). */
function release(reply: FastifyReply, record: PdfDataRecord) {
  return reply.code(200).type('application/json; charset=utf-8').send(encodeRecordEnvelope(record.dataJson, record.includeSignature));
}

/** "Les données envoyées sont invalides : data.grantor.birthDate, include_signature." */
function describeIssues(issues: readonly { path: readonly PropertyKey[] }[]): string {
  const paths = [...new Set(issues.map((issue) => issue.path.map(String).join('.') || 'contenu'))];
  return `${API_MESSAGES.invalidData} : ${paths.join(', ')}.`;
}
