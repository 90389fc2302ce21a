/**
 * What the server logs: JSON lines (pino, through Fastify), each line of a request carrying its
 * `reqId`, one line per answered request, and never what a person typed (docs/decisions/028). Form
 * data travels only in request and response bodies, which are never logged. An address is logged
 * percent-decoded and without its query (where the checkout session id travels), so a "?" written
 * "%3F" or "%253F" cuts it too; then every record or session id left in it, in a message or in an
 * error, whatever its separator, is logged as its tag (docs/decisions/038, 076), so no log holds
 * what opens a record. An error is logged by its type, message, code and stack only, so a driver's
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

/** A request: method, address as logged (loggedUrl), and the client's address (the forwarded one only behind a trusted proxy). */
export function serializeRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) {
  return { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip };
}

/**
 * An address as logged: percent-decoded however many times it was encoded and in Unicode's
 * compatibility form (NFKC: fullwidth digits and percent signs are plain ones), without its query
 * however its "?" was written, every record or session id left in it replaced by its tag
 * (docs/decisions/114).
 */
export function loggedUrl(url: string): string {
  return tagIdsIn(withoutQuery(decodedToTheEnd(withoutQuery(url))));
}

const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * Decoded and normalised until nothing changes: each decoding that changes something shortens the
 * text, so this ends, after at most a third of its length in rounds.
 */
function decodedToTheEnd(text: string): string {
  let decoded = text;
  for (;;) {
    const next = decoded.normalize('NFKC').replace(PERCENT_RUN, decodeRun);
    if (next === decoded) return decoded;
    decoded = next;
  }
}

/** A run of %XX as UTF-8, or byte by byte when it is not UTF-8. */
function decodeRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return run.replace(/%([0-9A-Fa-f]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
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

/** The address up to its query or fragment. */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
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
