/**
 * What every JSON API of the server sets up the same way (the paid records, the signature relay):
 * JSON only (a text body is refused as such, 415, rather than read as a string), no cache anywhere
 * keeps a copy of an answer, and one error handler: the database unreachable or stalled is a French
 * 503 with Retry-After (docs/decisions/027), a fault is a French 500 logged with its error, and a
 * refusal that comes from reading the request (400, 413, 415, 429) gets its French message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { StoreUnavailableError } from '../store/store-unavailable.ts';
import { API_MESSAGES, apiError, unavailable } from '../kernel/api-messages.ts';

export type JsonApiMessages = {
  /** The body is past the route's bound (413). */
  tooLarge: string;
  /** Any other refusal from reading the request; unset, the framework's own message. */
  otherRefusal?: string;
};

export function setUpJsonApi(api: FastifyInstance, messages: JsonApiMessages): void {
  api.removeContentTypeParser('text/plain');
  api.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  api.setErrorHandler<FastifyError>((error, request, reply) => {
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
      { 400: API_MESSAGES.invalidJson, 413: messages.tooLarge, 415: API_MESSAGES.notJson, 429: API_MESSAGES.rateLimited }[statusCode] ??
      messages.otherRefusal ??
      error.message;
    return reply.code(statusCode).send(apiError(statusCode, message));
  });
}
