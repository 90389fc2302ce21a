/**
 * The page's side of the watermarked copy: what can be told before the image is read is checked here,
 * then the copy is made in the PDF worker, or on the main thread where the worker cannot make it
 * (docs/decisions/166). The image goes to the worker as a `Blob` in memory: it is never sent, and never
 * stored (not in local storage either).
 */
import { checkIdentityCopyRequest, IDENTITY_COPY_MESSAGES } from '../../domain/documents/identity-copy/identity-copy.ts';
import type { IdentityCopyResult } from '../procuration/identity-copy-file.ts';

/** `holder`: whose document it is, when the procuration names several people. */
export async function makeIdentityCopy(file: File | undefined, recipient: string, now: Date, holder?: string): Promise<IdentityCopyResult> {
  const refused = checkIdentityCopyRequest(file && { type: file.type, size: file.size }, recipient);
  if (refused || !file) return { ok: false, failure: refused ?? { message: IDENTITY_COPY_MESSAGES.imageRequired, field: 'image' } };
  try {
    // Loaded here, on use, like the other documents' glue (other-documents.ts).
    const { makeIdentityCopyOffMainThread } = await import('../procuration/pdf-maker.ts');
    return await makeIdentityCopyOffMainThread({ file, recipient, now, holder }, async (input) =>
      (await import('../procuration/identity-copy-file.ts')).identityCopyFile(input),
    );
  } catch (error) {
    console.warn(error);
    return { ok: false, failure: { message: IDENTITY_COPY_MESSAGES.failed, field: 'image' } };
  }
}
