/**
 * The one make-a-document helper (make-document.ts, docs/decisions/141), loaded with the first click
 * rather than with the page or its later parts, so neither the first load nor the first visit carries
 * it. Offline before it was ever cached: the button's failed message, as for any document.
 */
import type { DocumentMaking, GenerationResult } from './make-document.ts';

export function makeDocumentOnClick(making: DocumentMaking): Promise<GenerationResult> {
  return import('./make-document.ts').then(
    ({ makeDocument }) => makeDocument(making),
    (error: unknown) => ({ ok: false, message: typeof making.failed === 'string' ? making.failed : making.failed(error) }),
  );
}
