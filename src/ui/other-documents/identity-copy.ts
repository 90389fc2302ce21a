/**
 * The page's side of the watermarked copy: what can be told before the image is read is checked here,
 * then the copy is made in the PDF worker, or on the main thread where the worker cannot make it
 * (docs/decisions/166). The image goes to the worker as a `Blob` in memory: it is never sent, and never
 * stored (not in local storage either).
 */
import { documentEntry } from '../../domain/document-registry.ts';
import { checkIdentityCopyRequest, IDENTITY_COPY_MESSAGES } from '../../domain/documents/identity-copy/identity-copy.ts';
import { downloadFile } from '../controls/download.ts';
import type { IdentityCopyResult } from '../procuration/identity-copy-file.ts';

/**
 * The copy made and downloaded, under its name in the registry of documents (docs/decisions/203), or why
 * not. `holder`: whose document it is, when the procuration names several people.
 */
export async function makeIdentityCopy(file: File | undefined, recipient: string, now: Date, holder?: string): Promise<IdentityCopyResult> {
  const refused = checkIdentityCopyRequest(file && { type: file.type, size: file.size }, recipient);
  if (refused || !file) return { ok: false, failure: refused ?? { message: IDENTITY_COPY_MESSAGES.imageRequired, field: 'image' } };
  try {
    // Loaded here, on use, like the other documents' glue (other-documents.ts).
    const { makeIdentityCopyOffMainThread } = await import('../procuration/pdf-maker.ts');
    const copy = await makeIdentityCopyOffMainThread({ file, recipient, now, holder }, async (input) =>
      (await import('../procuration/identity-copy-file.ts')).identityCopyFile(input),
    );
    if (copy.ok) downloadFile(copy.bytes, documentEntry('identity-copy').fileName, 'application/pdf');
    return copy;
  } catch (error) {
    console.warn(error);
    return { ok: false, failure: { message: IDENTITY_COPY_MESSAGES.failed, field: 'image' } };
  }
}
