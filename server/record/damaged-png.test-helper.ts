/**
 * Signature PNGs for the storing rule's tests: a small valid one made by fast-png (the decoder
 * jsPDF uses), and the damaged ones a customer once paid for and got no PDF from (issue of the
 * paid record, round 2): each keeps a valid PNG header, so only decoding finds the fault.
 */
import { crc32 } from 'node:zlib';
import { encode } from 'fast-png';
import { PNG_DATA_URL_PREFIX } from '../../src/domain/png-data-url.ts';

/** A 40×16 RGBA image with a dark stroke: what the page's pad makes, smaller. */
export function validSignaturePng(width = 40, height = 16): Buffer {
  const data = new Uint8Array(width * height * 4);
  for (let x = 0; x < width; x += 1) {
    const y = Math.floor(height / 2 + Math.sin(x / 4) * (height / 4));
    data.set([20, 20, 60, 255], (y * width + x) * 4);
  }
  return Buffer.from(encode({ width, height, data, channels: 4, depth: 8 }));
}

export function asDataUrl(png: Buffer): string {
  return `${PNG_DATA_URL_PREFIX}${png.toString('base64')}`;
}

/** The chunk at `at` (its length, type, data and CRC), rebuilt with `data` and a correct CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const SIGNATURE = validSignaturePng().subarray(0, 8);
/** IHDR's data starts after the signature (8), its length (4) and type (4). */
const IHDR_DATA_AT = 16;

function withHeader(change: (ihdr: Buffer) => void): Buffer {
  const png = validSignaturePng();
  const ihdr = Buffer.from(png.subarray(IHDR_DATA_AT, IHDR_DATA_AT + 13));
  change(ihdr);
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), png.subarray(IHDR_DATA_AT + 13 + 4)]);
}

/** The first IDAT's data offset and length in `png`. */
function findIdat(png: Buffer): { at: number; length: number } {
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') return { at: at + 8, length };
    at += 12 + length;
  }
  throw new Error('no IDAT');
}

export const DAMAGED_PNGS: Record<string, Buffer> = {
  // A colour type PNG does not define, its header's CRC correct: jsPDF throws "Unknown color type: 5".
  'colour type 5': withHeader((ihdr) => ihdr.writeUInt8(5, 9)),
  // A bit depth PNG does not define: jsPDF throws "invalid bit depth: 3".
  'bit depth 3': withHeader((ihdr) => ihdr.writeUInt8(3, 8)),
  // The signature and the header, then the end: no image data at all.
  'header alone': Buffer.concat([SIGNATURE, validSignaturePng().subarray(8, 8 + 25), chunk('IEND', Buffer.alloc(0))]),
  // One byte of the image data changed, its CRC left as it was: "CRC mismatch".
  'bad CRC': (() => {
    const png = Buffer.from(validSignaturePng());
    const { at } = findIdat(png);
    png.writeUInt8(png.readUInt8(at + 4) ^ 0xff, at + 4);
    return png;
  })(),
  // Image data that is not zlib at all, with a correct CRC.
  'broken image data': (() => {
    const png = validSignaturePng();
    const { at, length } = findIdat(png);
    return Buffer.concat([png.subarray(0, at - 8), chunk('IDAT', Buffer.alloc(length, 0xab)), png.subarray(at + length + 4)]);
  })(),
};
