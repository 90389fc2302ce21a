/**
 * The watermarked copy (docs/decisions/033), made from an image the page has already checked: decoded,
 * scaled, stamped in its pixels and put in a PDF, all in memory. Run in the PDF worker on an
 * `OffscreenCanvas` (docs/decisions/166), or on the page's main thread on a `<canvas>` where the worker
 * cannot make it: one stamping either way. The image is never sent, and never stored.
 */
import {
  checkDecodedImage,
  copySize,
  IDENTITY_COPY_MESSAGES,
  type IdentityCopyFailure,
  watermarkText,
} from '../../domain/documents/identity-copy/identity-copy.ts';
import { identityCopyPdf } from '../../pdf/documents/identity-copy/identity-copy-pdf.ts';

const JPEG_QUALITY = 0.85;

export type IdentityCopyResult = { ok: true; bytes: Uint8Array } | { ok: false; failure: IdentityCopyFailure };

/** `holder`: whose document it is, when the procuration names several people. */
export interface IdentityCopyInput {
  file: Blob;
  recipient: string;
  now: Date;
  holder?: string | undefined;
}

/**
 * An image that cannot be read or is too large is refused with its message (one of
 * IDENTITY_COPY_MESSAGES); anything else that fails (no 2D canvas, no JPEG, no PDF) throws, and the
 * caller tries the main thread or says the copy failed.
 */
export async function identityCopyFile({ file, recipient, now, holder }: IdentityCopyInput): Promise<IdentityCopyResult> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, failure: { message: IDENTITY_COPY_MESSAGES.unreadable, field: 'image' } };
  }
  try {
    const tooLarge = checkDecodedImage(bitmap);
    if (tooLarge) return { ok: false, failure: tooLarge };
    const caption = watermarkText(recipient, now, holder);
    const image = await stampedJpeg(bitmap, caption);
    return { ok: true, bytes: await identityCopyPdf(image, { caption, now }) };
  } finally {
    bitmap.close();
  }
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Where the image is drawn: its 2D context, its JPEG, and a way to free its pixels. */
interface Surface {
  context: Context2D;
  jpeg: () => Promise<Blob | null>;
  free: () => void;
}

/** An `OffscreenCanvas` in the worker, where there is no document; the page's `<canvas>` on the main thread, as before. */
function surface(width: number, height: number): Surface {
  if (typeof document === 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D OffscreenCanvas');
    const free = () => {
      canvas.width = 0;
      canvas.height = 0;
    };
    return { context, jpeg: () => canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY }), free };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const free = () => {
    canvas.width = 0;
    canvas.height = 0;
  };
  return { context, jpeg: () => new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY)), free };
}

async function stampedJpeg(bitmap: ImageBitmap, text: string): Promise<{ jpeg: Uint8Array; width: number; height: number }> {
  const { width, height } = copySize(bitmap);
  const { context, jpeg, free } = surface(width, height);
  let blob: Blob | null;
  try {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    stamp(context, width, height, text);
    blob = await jpeg();
  } finally {
    // Free the pixels at once: the copy lives only in the PDF handed to the person.
    free();
  }
  if (!blob) throw new Error('The canvas gave no JPEG');
  return { jpeg: new Uint8Array(await blob.arrayBuffer()), width, height };
}

/** The sentence, along the diagonal, repeated in staggered rows over the whole image. */
function stamp(context: Context2D, width: number, height: number, text: string): void {
  const diagonal = Math.hypot(width, height);
  const fontSize = Math.max(12, Math.round(diagonal / 45));
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(-Math.atan2(height, width));
  context.font = `bold ${fontSize}px sans-serif`;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = Math.max(2, fontSize / 6);
  context.strokeStyle = 'rgba(255, 255, 255, 0.45)';
  context.fillStyle = 'rgba(150, 0, 0, 0.45)';
  const span = context.measureText(text).width + fontSize * 2;
  const rowGap = fontSize * 3;
  for (let row = 0, y = -diagonal / 2; y <= diagonal / 2; row += 1, y += rowGap) {
    for (let x = -diagonal / 2 - span + (row % 2) * (span / 2); x <= diagonal / 2; x += span) {
      context.strokeText(text, x, y);
      context.fillText(text, x, y);
    }
  }
  context.restore();
}
