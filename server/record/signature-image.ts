/**
 * "Can the PDF draw this signature?", answered on the server before a record is stored
 * (docs/decisions/075). jsPDF decodes a PNG with fast-png (`decode(bytes, { checkCrc: true })`) and
 * throws on whatever fast-png refuses: a colour type or bit depth PNG does not define (colour type
 * 5, bit depth 3), a header with no image data, a chunk whose CRC is wrong, image data that does not
 * inflate. So the server decodes it the same way, with the same library and options, after bounding
 * what decoding may cost: the dimensions (the page's framed image at most, read from the header by
 * the stored form's schema), and the inflated image data (what those dimensions need, no more), so a
 * small upload cannot inflate to hundreds of megabytes.
 */
import { inflateSync } from 'node:zlib';
import { decode } from 'fast-png';
import { SIGNATURE_IMAGE_HEIGHT_PX, SIGNATURE_IMAGE_WIDTH_PX } from '../../src/domain/constants.ts';

export const SIGNATURE_MESSAGES = {
  unreadable: "L'image de la signature est illisible ou endommagée. Effacez la signature, dessinez-la de nouveau et sauvegardez-la.",
  tooLarge: `L'image de la signature dépasse ${SIGNATURE_IMAGE_WIDTH_PX}\u00a0×\u00a0${SIGNATURE_IMAGE_HEIGHT_PX}\u00a0pixels. Effacez la signature, dessinez-la de nouveau et sauvegardez-la.`,
} as const;

const PNG_SIGNATURE_BYTES = 8;
/** Colour type → samples per pixel, and the bit depths PNG allows for it (PNG specification, table 11.1). */
const COLOUR_TYPES: Record<number, { samples: number; depths: readonly number[] }> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] },
  2: { samples: 3, depths: [8, 16] },
  3: { samples: 1, depths: [1, 2, 4, 8] },
  4: { samples: 2, depths: [8, 16] },
  6: { samples: 4, depths: [8, 16] },
};

/** Why the PDF could not draw this PNG data URL, in French, or undefined when it can. */
export function signatureImageProblem(dataUrl: string): string | undefined {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const chunks = readChunks(bytes);
  const header = chunks?.[0];
  if (!chunks || header?.type !== 'IHDR' || header.data.length !== 13) return SIGNATURE_MESSAGES.unreadable;
  const width = header.data.readUInt32BE(0);
  const height = header.data.readUInt32BE(4);
  const [depth = 0, colourType = 0, , , interlace = 0] = header.data.subarray(8);
  if (width > SIGNATURE_IMAGE_WIDTH_PX || height > SIGNATURE_IMAGE_HEIGHT_PX) return SIGNATURE_MESSAGES.tooLarge;
  const colour = COLOUR_TYPES[colourType];
  if (width === 0 || height === 0 || !colour || !colour.depths.includes(depth) || interlace > 1) return SIGNATURE_MESSAGES.unreadable;
  const imageData = Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data));
  // Each row: its filter byte and its samples; interlacing (seven passes) adds at most one filter byte per pass row.
  const rowBytes = 1 + Math.ceil((width * colour.samples * depth) / 8);
  const inflatedAtMost = height * rowBytes + 7 * height;
  try {
    inflateSync(imageData, { maxOutputLength: inflatedAtMost });
    // jsPDF's own decoding, with its options.
    const decoded = decode(bytes, { checkCrc: true });
    if (decoded.width !== width || decoded.height !== height) return SIGNATURE_MESSAGES.unreadable;
  } catch {
    return SIGNATURE_MESSAGES.unreadable;
  }
  return undefined;
}

type Chunk = { type: string; data: Buffer };

/** The chunks of a PNG, up to IEND; undefined when the signature, a length or the end is missing. */
function readChunks(bytes: Buffer): Chunk[] | undefined {
  if (bytes.length < PNG_SIGNATURE_BYTES) return undefined;
  const chunks: Chunk[] = [];
  for (let at = PNG_SIGNATURE_BYTES; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    chunks.push({ type, data: bytes.subarray(at + 8, at + 8 + length) });
    if (type === 'IEND') return chunks;
    at = end;
  }
  return undefined;
}
