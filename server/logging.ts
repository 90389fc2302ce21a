/**
 * What the server logs: JSON lines (pino, through Fastify), each line of a request carrying its
 * `reqId`, one line per answered request, and never what a person typed (docs/decisions/028). Form
 * data travels only in request and response bodies, which are never logged. An address is logged
 * by its route's pattern (`/api/pdf-data/:id`), never as it was typed, so no encoding of an id
 * reaches the log (docs/decisions/186); a record or session id in a message or in an error, whatever
 * its separator, is logged as its tag (docs/decisions/038, 076), so no log holds what opens a record. An error is logged by its type, message, code and stack only, so a driver's
 * extra fields (PostgreSQL's `detail`: "Failing row contains (…)") never reach the log.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { tagIdsIn } from './kernel/log-tag.ts';
import { REDACTION } from './log-redaction.ts';

/** How deep an error's `cause` chain is followed. */
const MAX_CAUSE_DEPTH = 3;

type LoggerOption = FastifyServerOptions['logger'];

/** The caller's logger options (level, stream), with the serializers below for requests and errors. */
export function withLogRules(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return false;
  const options = logger === true ? {} : logger;
  return {
    redact: REDACTION,
    ...options,
    serializers: { ...options.serializers, req: serializeRequest, err: serializeError },
    // Every message written, tagged too: a message built from an error or an address cannot carry an id.
    hooks: {
      logMethod(args, write) {
        write.apply(this, args.map((arg) => (typeof arg === 'string' ? tagIdsIn(arg) : arg)) as Parameters<typeof write>);
      },
    },
  };
}

/** What a request line says when no route answered (a page that does not exist, an address refused before routing). */
export const NO_ROUTE = '(aucune route)';

/**
 * A request: method, the route that answered it by its pattern (`/api/pdf-data/:id`, `/*` for the
 * static files), never the address as typed, and the client's address (the forwarded one only
 * behind a trusted proxy). Whatever encoding an id came in, the pattern holds none (docs/decisions/186).
 */
export function serializeRequest(request: Pick<FastifyRequest, 'method' | 'ip'> & { routeOptions?: { url?: string | undefined } }) {
  return { method: request.method, route: request.routeOptions?.url ?? NO_ROUTE, remoteAddress: request.ip };
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

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Type, message, code, status and stack of an error and its causes; nothing else it may carry. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  // Something thrown that is not an Error: its kind only, not its content.
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  return {
    type: error.name,
    message: tagIdsIn(error.message),
    stack: tagIdsIn(error.stack ?? ''),
    ...('code' in error && typeof error.code === 'string' && { code: error.code }),
    ...('statusCode' in error && typeof error.statusCode === 'number' && { statusCode: error.statusCode }),
    ...(error.cause !== undefined && depth < MAX_CAUSE_DEPTH && { cause: serializeError(error.cause, depth + 1) }),
  };
}
