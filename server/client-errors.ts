/**
 * What the framework refuses outside the API's own handlers, answered in French like the rest
 * (specification §13, §18) and without echoing the address or a framework code (FST_ERR_…): a
 * malformed address, a body too large or of the wrong type, too many requests, and what Node's
 * HTTP parser refuses before Fastify sees a request (bad syntax, headers too large, a request that
 * does not arrive in time). Under /api/, JSON with a French message; elsewhere, the French page.
 */
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { logAnswered } from './logging.ts';
import { errorPageHtml, errorPageText } from './pages/error-page.ts';
import { API_MESSAGES, apiError } from './kernel/api-messages.ts';

const API_PREFIX = '/api/';

/** The French message an API caller gets for each status the framework raises. */
const API_MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  413: API_MESSAGES.tooLarge,
  415: API_MESSAGES.notJson,
  429: API_MESSAGES.rateLimited,
};

/** A 4xx raised while reading the request (or by the rate limit): its status, a French answer, never the error's own text. */
export function answerRequestError(request: FastifyRequest, reply: FastifyReply, statusCode: number) {
  const isApi = request.url.startsWith(API_PREFIX);
  if (statusCode === 404 && !isApi) return reply.callNotFound();
  reply.code(statusCode).header('cache-control', 'no-store');
  if (isApi) {
    return reply.send(apiError(statusCode, API_MESSAGE_BY_STATUS[statusCode] ?? API_MESSAGES.invalidRequest));
  }
  return reply.type('text/html; charset=utf-8').send(errorPageHtml(statusCode));
}

/**
 * Fastify's `frameworkErrors`: an address whose %-escapes are not UTF-8 (`/%E0%A4%A`) or too long
 * a parameter, refused before routing. Same answer as above; a 5xx (an async constraint failing)
 * is the internal error.
 */
export function answerFrameworkError(error: { statusCode?: number }, request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.once('finish', () => logAnswered(request, reply));
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 500) {
    request.log.error(error);
    // The reply is sent here; Fastify wants nothing back from this handler.
    void reply.code(500).send(apiError(500, API_MESSAGES.internal));
    return;
  }
  void answerRequestError(request, reply, statusCode);
}

/**
 * Fastify's `clientErrorHandler`, for what Node's parser refuses: no request and no route exist,
 * so the answer is written on the socket, in plain French text, then the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A connection reset or already closed: nobody is left to read an answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const { title, message } = errorPageText(statusCode);
  // An answer to HEAD has no body (RFC 9110 §9.3.2): a client reading one would take it for the next answer.
  const body = isHead(error) ? '' : `${title} : ${message}\n`;
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}\r\n` +
        `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The refused request was a HEAD, as far as the bytes Node's parser kept (`rawPacket`) tell. */
function isHead(error: Error): boolean {
  const packet = 'rawPacket' in error ? error.rawPacket : undefined;
  return Buffer.isBuffer(packet) && packet.subarray(0, HEAD_REQUEST_LINE.length).toString('latin1') === HEAD_REQUEST_LINE;
}

const HEAD_REQUEST_LINE = 'HEAD ';
