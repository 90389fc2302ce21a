/**
 * How the text the server sends is compressed ahead of time: the build's `.br` and `.gz` copies
 * (server/build/precompress.ts) and the pages the server holds in memory (server/pages/compressed-page.ts).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings every compressed copy is made in, best first: the file's extension and the `Content-Encoding` it is sent with. */
export const COMPRESSED_COPIES: ReadonlyArray<{ extension: string; encoding: 'br' | 'gzip'; encode: (data: Buffer) => Promise<Buffer> }> = [
  {
    extension: '.br',
    encoding: 'br',
    encode: (data) =>
      brotli(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
  },
  { extension: '.gz', encoding: 'gzip', encode: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
];
