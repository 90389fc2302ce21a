/**
 * The pages the server holds in memory rather than as files of the build (the page with its `<meta>`,
 * /signer, the mentions légales, the 404) are sent brotli or gzip like the build's files
 * (docs/decisions/195): each copy is compressed once, the first time a browser asks for it, with the
 * settings as the build's copies, and kept; never per request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSED_COPIES } from '../kernel/compressed-copies.ts';

type Encoding = (typeof COMPRESSED_COPIES)[number]['encoding'];

export type CompressedPage = {
  /** Sends the page as HTML, in the best encoding the request accepts, with `Vary: Accept-Encoding`. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
};

export function compressedPage(html: string): CompressedPage {
  const original = Buffer.from(html, 'utf8');
  const copies = new Map<Encoding, Promise<Buffer>>();
  const copyIn = (encoding: Encoding, encode: (data: Buffer) => Promise<Buffer>) => {
    let copy = copies.get(encoding);
    if (!copy) {
      copy = encode(original);
      copies.set(encoding, copy);
    }
    return copy;
  };
  return {
    async send(request, reply) {
      reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
      const accepted = acceptedEncodings(request.headers['accept-encoding']);
      const best = COMPRESSED_COPIES.find(({ encoding }) => accepted(encoding));
      if (!best) return reply.send(original);
      return reply.header('content-encoding', best.encoding).send(await copyIn(best.encoding, best.encode));
    },
  };
}

/**
 * Whether an `Accept-Encoding` header accepts an encoding: named or `*`, with a weight above zero
 * (RFC 9110 §12.5.3). Without the header, only the identity is sure to be understood.
 */
export function acceptedEncodings(header: string | undefined): (encoding: Encoding) => boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name === '') continue;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, quality === undefined ? 1 : Number(quality.slice(2)) || 0);
  }
  return (encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}
