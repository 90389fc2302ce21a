/**
 * The payment-mode API between the page and the server (specification §17–§18): its paths, the
 * shape of each request and answer, and the patterns of record and session ids. The page and the
 * server both import this module, so neither can drift from the other.
 */
import * as z from 'zod/mini';
import { storedFormSchema } from '../domain/stored-form.ts';
import { RETURN_PARAMETERS } from './return-address.ts';

export const API_PATHS = {
  /** POST `{data, include_signature}` → 201 `{id, ownerToken}`. */
  records: '/api/pdf-data',
  /** GET → 200 `{data, include_signature}` once paid; DELETE → 204. Both with `?session_id=`. */
  record: '/api/pdf-data/:id',
  /** POST `{pdfDataId, ownerToken}` → 200 `{url}`; without the record's own token, 403 (specification §17, docs/decisions/110). */
  checkoutSession: '/api/create-checkout-session',
  /** Stripe's signed events, on the raw body. */
  stripeWebhook: '/api/stripe/webhook',
} as const;

/** Record ids are random UUIDs (lower case, as `crypto.randomUUID` writes them). */
export const RECORD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A checkout session id as providers write them (`cs_test_…`, `cs_sim_…`): letters, digits and `_`. */
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * The secret handed with a new record (docs/decisions/110): 32 random bytes in base64url. The page
 * keeps it in the tab's memory only, and sends it in a request body, never in an address.
 */
export const OWNER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const recordIdSchema = z.string().check(z.regex(RECORD_ID_PATTERN));
export const ownerTokenSchema = z.string().check(z.regex(OWNER_TOKEN_PATTERN));
export const sessionIdSchema = z.string().check(z.regex(SESSION_ID_PATTERN));

/** The stored form and the signature choice: the body of POST /api/pdf-data and of a released record. */
export const recordEnvelopeSchema = z.object({ data: storedFormSchema, include_signature: z.boolean() });
export type RecordEnvelope = z.infer<typeof recordEnvelopeSchema>;

export const createdRecordSchema = z.object({ id: recordIdSchema, ownerToken: ownerTokenSchema });
export type CreatedRecord = z.infer<typeof createdRecordSchema>;
export const checkoutRequestSchema = z.object({ pdfDataId: recordIdSchema, ownerToken: ownerTokenSchema });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.object({ url: z.string().check(z.regex(/^https?:\/\//)) });

export const recordParamsSchema = z.object({ id: recordIdSchema });
export const sessionQuerySchema = z.object({ [RETURN_PARAMETERS.sessionId]: sessionIdSchema });

/**
 * A dependency of the server (its database, the payment provider) is down or stalled
 * (specification §19): this status, a `Retry-After` header, and a French `message` the page shows as it is.
 */
export const UNAVAILABLE_STATUS = 503;

/** Every API refusal: Fastify's own error shape, with a French `message` the page may show. */
export const apiErrorSchema = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The address of one record, for GET and DELETE. */
export function recordUrl(recordId: string, sessionId: string): string {
  const path = API_PATHS.record.replace(':id', encodeURIComponent(recordId));
  return `${path}?${RETURN_PARAMETERS.sessionId}=${encodeURIComponent(sessionId)}`;
}

/**
 * A released record as JSON text, with the stored form's JSON put in place as it is: it was
 * serialised by the server from a validated form, so it is not parsed again (docs/decisions/013).
 * Same shape as `recordEnvelopeSchema`.
 */
export function encodeRecordEnvelope(dataJson: string, includeSignature: boolean): string {
  return `{"data":${dataJson},"include_signature":${includeSignature}}`;
}
