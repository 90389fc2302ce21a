/** A signature as the pad saves it, for the test factory (docs/decisions/133). */
import { deflateSync } from 'node:zlib';
import { PNG_DATA_URL_PREFIX } from './png-data-url.ts';

/**
 * A handwritten-looking signature as signature_pad saves it: a PNG data URL of a 1000×400 canvas
 * (a pad 500 CSS pixels wide and 200 high on a screen of pixel ratio 2), white background, black
 * anti-aliased strokes.
 */
export function signaturePng(width = 1000, height = 400): string {
  // The same size always draws the same string: drawn and encoded once per size (issue 60).
  const key = `${width}×${height}`;
  const drawn = DRAWN.get(key) ?? drawSignature(width, height);
  DRAWN.set(key, drawn);
  return drawn;
}

const DRAWN = new Map<string, string>();

function drawSignature(width: number, height: number): string {
  const pixels = new Uint8Array(width * height * 4).fill(255);
  const ink = (x: number, y: number, coverage: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= width || py >= height) return;
    const offset = (py * width + px) * 4;
    const level = Math.min(pixels[offset] ?? 255, Math.round(255 * (1 - coverage)));
    pixels[offset] = level;
    pixels[offset + 1] = level;
    pixels[offset + 2] = level;
  };
  const pen = 5;
  for (let t = 0; t <= 1; t += 0.0004) {
    const x = 80 + t * 840;
    const y = height / 2 + Math.sin(t * 19) * 90 * (1 - t / 2) + Math.cos(t * 47) * 25;
    for (let dx = -pen; dx <= pen; dx++) {
      for (let dy = -pen; dy <= pen; dy++) {
        const distance = Math.hypot(dx, dy);
        if (distance <= pen) ink(x + dx, y + dy, Math.min(1, pen - distance + 0.3));
      }
    }
  }
  return `${PNG_DATA_URL_PREFIX}${encodePng(pixels, width, height).toString('base64')}`;
}

function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let row = 0; row < height; row++) {
    raw[row * (width * 4 + 1)] = 0;
    raw.set(rgba.subarray(row * width * 4, (row + 1) * width * 4), row * (width * 4 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
