/**
 * The payment-mode API (specification §17–§18), thin: each route reads the request, asks the paid
 * record's rules (server/record/paid-record.ts) and turns the outcome into an answer. Every refusal
 * is a 4xx with a French message and never the data.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  API_PATHS,
  checkoutRequestSchema,
  type CreatedRecord,
  encodeRecordEnvelope,
  recordEnvelopeSchema,
  recordParamsSchema,
  sessionQuerySchema,
} from '../../src/contract/payment-api.ts';
import { limitedRoute, type RateLimitOptions } from '../rate-limit.ts';
import { API_MESSAGES, refuse, unavailable } from '../kernel/api-messages.ts';
import { setUpJsonApi } from './json-api.ts';
import type { PaidRecords } from '../record/paid-record.ts';
import type { PdfDataRecord } from '../store/pdf-data-store.ts';

export type PdfDataRoutesOptions = {
  records: PaidRecords;
  rateLimit: RateLimitOptions;
};

export async function pdfDataRoutes(api: FastifyInstance, options: PdfDataRoutesOptions): Promise<void> {
  const { records } = options;
  // Every route here costs a database call, some a call to the provider: each is limited per client address (rate-limit.ts).
  const limit = limitedRoute(options.rateLimit);

  // JSON only, no cache keeps personal data, and the French refusals (json-api.ts).
  setUpJsonApi(api, { tooLarge: API_MESSAGES.tooLarge });

  api.post(API_PATHS.records, { config: limit }, async (request, reply) => {
    const body = recordEnvelopeSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, describeIssues(body.error.issues));
    const created = await records.create(body.data.data, body.data.include_signature);
    if (created.kind === 'unprintable') return refuse(reply, 400, created.message);
    // The owner's secret goes back in this body only: never in an address, never in a log (docs/decisions/110).
    return reply.code(201).send({ id: created.id, ownerToken: created.ownerToken } satisfies CreatedRecord);
  });

  api.post(API_PATHS.checkoutSession, { config: limit }, async (request, reply) => {
    const body = checkoutRequestSchema.safeParse(request.body);
    if (!body.success) {
      // A well-formed record id without its secret (or with a malformed one) is the stranger's case: 403, never a session.
      const others = body.error.issues.filter((issue) => issue.path[0] !== 'ownerToken');
      return others.length === 0 ? refuse(reply, 403, API_MESSAGES.notOwner) : refuse(reply, 400, describeIssues(others));
    }
    const checkout = await records.openCheckout(body.data.pdfDataId, body.data.ownerToken, request.log);
    switch (checkout.kind) {
      case 'open':
        return reply.code(200).send({ url: checkout.url });
      case 'not-found':
        return refuse(reply, 404, API_MESSAGES.recordNotFound);
      case 'not-owner':
        return refuse(reply, 403, API_MESSAGES.notOwner);
      case 'already-paid':
        return refuse(reply, 409, API_MESSAGES.alreadyPaid);
      case 'too-many':
        return refuse(reply, 409, API_MESSAGES.tooManyCheckouts);
      case 'provider-unavailable':
        return unavailable(reply, API_MESSAGES.paymentServiceUnavailable);
    }
  });

  // Each unpaid read may ask the provider: limited like the creations. HEAD never asks it, and is limited too (its own count).
  api.get(API_PATHS.record, { config: limit }, async (request, reply) => {
    const params = recordParamsSchema.safeParse(request.params);
    if (!params.success) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    const query = sessionQuerySchema.safeParse(request.query);
    const sessionId = query.success ? query.data.session_id : undefined;
    const released = await records.release(params.data.id, sessionId, { askProvider: request.method !== 'HEAD', log: request.log });
    switch (released.kind) {
      case 'released':
        return release(reply, released.record);
      case 'not-found':
        return refuse(reply, 404, API_MESSAGES.recordNotFound);
      case 'not-verified':
        return refuse(reply, 402, API_MESSAGES.paymentNotVerified);
      case 'provider-unavailable':
        return unavailable(reply, API_MESSAGES.paymentServiceUnavailable);
    }
  });

  api.delete(API_PATHS.record, { config: limit }, async (request, reply) => {
    const params = recordParamsSchema.safeParse(request.params);
    if (!params.success) return refuse(reply, 404, API_MESSAGES.recordNotFound);
    const query = sessionQuerySchema.safeParse(request.query);
    const deleted = await records.remove(params.data.id, query.success ? query.data.session_id : undefined);
    switch (deleted.kind) {
      case 'deleted':
        return reply.code(204).send();
      case 'not-paid':
        return refuse(reply, 403, API_MESSAGES.deleteNotAllowed);
      case 'not-found':
        return refuse(reply, 404, API_MESSAGES.recordNotFound);
    }
  });
}

/** `{data, include_signature}`, the stored JSON text put in place as it is (it was serialised by us). */
function release(reply: FastifyReply, record: PdfDataRecord) {
  return reply.code(200).type('application/json; charset=utf-8').send(encodeRecordEnvelope(record.dataJson, record.includeSignature));
}

/** "Les données envoyées sont invalides : data.grantor.birthDate, include_signature." */
function describeIssues(issues: readonly { path: readonly PropertyKey[] }[]): string {
  const paths = [...new Set(issues.map((issue) => issue.path.map(String).join('.') || 'contenu'))];
  return `${API_MESSAGES.invalidData} : ${paths.join(', ')}.`;
}
