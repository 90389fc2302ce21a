/**
 * The watermarked copy, made in the browser: the image is decoded, scaled, stamped in its pixels
 * and put in a PDF, all in memory. It is never sent, and never stored (not in local storage either).
 */
import {
  checkDecodedImage,
  checkIdentityCopyRequest,
  copySize,
  IDENTITY_COPY_MESSAGES,
  type IdentityCopyFailure,
  watermarkText,
} from '../../domain/documents/identity-copy/identity-copy.ts';

const JPEG_QUALITY = 0.85;

export type IdentityCopyResult = { ok: true; bytes: Uint8Array } | { ok: false; failure: IdentityCopyFailure };

/** `holder`: whose document it is, when the procuration names several people. */
export async function makeIdentityCopy(file: File | undefined, recipient: string, now: Date, holder?: string): Promise<IdentityCopyResult> {
  const refused = checkIdentityCopyRequest(file && { type: file.type, size: file.size }, recipient);
  if (refused || !file) return { ok: false, failure: refused ?? { message: IDENTITY_COPY_MESSAGES.imageRequired, field: 'image' } };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, failure: { message: IDENTITY_COPY_MESSAGES.unreadable, field: 'image' } };
  }
  const tooLarge = checkDecodedImage(bitmap);
  if (tooLarge) {
    bitmap.close();
    return { ok: false, failure: tooLarge };
  }
  try {
    const caption = watermarkText(recipient, now, holder);
    const image = await stampedJpeg(bitmap, caption);
    const { identityCopyPdf } = await import('../../pdf/documents/identity-copy/identity-copy-pdf.ts');
    return { ok: true, bytes: await identityCopyPdf(image, { caption, now }) };
  } catch (error) {
    console.warn(error);
    return { ok: false, failure: { message: IDENTITY_COPY_MESSAGES.failed, field: 'image' } };
  } finally {
    bitmap.close();
  }
}

async function stampedJpeg(bitmap: ImageBitmap, text: string): Promise<{ jpeg: Uint8Array; width: number; height: number }> {
  const { width, height } = copySize(bitmap);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  stamp(context, width, height, text);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  // Free the pixels at once: the copy lives only in the PDF handed to the person.
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new Error('The canvas gave no JPEG');
  return { jpeg: new Uint8Array(await blob.arrayBuffer()), width, height };
}

/** The sentence, along the diagonal, repeated in staggered rows over the whole image. */
function stamp(context: CanvasRenderingContext2D, width: number, height: number, text: string): void {
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
