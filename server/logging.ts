/**
 * What the server logs: JSON lines (pino, through Fastify), each line of a request carrying its
 * `reqId`, one line per answered request, and never what a person typed (docs/decisions/028). Form
 * data travels only in request and response bodies, which are never logged; query strings (where
 * the checkout session id travels) are cut from logged addresses, and a record or session id in
 * an address's path is logged as its tag (docs/decisions/038), so no log holds what opens a
 * record; an error is logged by its type,
 * message, code and stack only, so a driver's extra fields (PostgreSQL's `detail`: "Failing row
 * contains (…)") never reach the log.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { RECORD_ID_PATTERN, SESSION_ID_PATTERN } from '../src/contract/payment-api.ts';
import { logTag } from './kernel/log-tag.ts';
import { REDACTION } from './log-redaction.ts';

/** How deep an error's `cause` chain is followed. */
const MAX_CAUSE_DEPTH = 3;

type LoggerOption = FastifyServerOptions['logger'];

/** The caller's logger options (level, stream), with the serializers below for requests and errors. */
export function withLogRules(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return false;
  const options = logger === true ? {} : logger;
  return { redact: REDACTION, ...options, serializers: { ...options.serializers, req: serializeRequest, err: serializeError } };
}

/** A request: method, address as logged (loggedUrl), and the client's address (the forwarded one only behind a trusted proxy). */
export function serializeRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) {
  return { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip };
}

/** An address without its query, each path segment that is a record or session id replaced by its tag. */
export function loggedUrl(url: string): string {
  return withoutQuery(url)
    .split('/')
    .map((segment) => (RECORD_ID_PATTERN.test(segment) || SESSION_ID_PATTERN.test(segment) ? logTag(segment) : segment))
    .join('/');
}

/**
 * Fastify's own request lines, replaced: one info line per answered request (the request as
 * above, its status and the time taken) in place of "incoming request", "request completed" and
 * "Route … not found" (which logs the query string).
 */
export class RequestLines extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ ...requestLine(request, reply), err: error }, 'Réponse interrompue');
    else logAnswered(request, reply);
  }
}

/** The line of one answered request; also for the addresses refused before routing (client-errors.ts), which Fastify does not log. */
export function logAnswered(request: FastifyRequest, reply: FastifyReply): void {
  reply.log.info(requestLine(request, reply), 'Requête traitée');
}

function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
}

export function withoutQuery(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Type, message, code, status and stack of an error and its causes; nothing else it may carry. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  // Something thrown that is not an Error: its kind only, not its content.
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...('code' in error && typeof error.code === 'string' && { code: error.code }),
    ...('statusCode' in error && typeof error.statusCode === 'number' && { statusCode: error.statusCode }),
    ...(error.cause !== undefined && depth < MAX_CAUSE_DEPTH && { cause: serializeError(error.cause, depth + 1) }),
  };
}
