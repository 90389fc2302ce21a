/**
 * The editable copies (docs/decisions/085): the same checks as the PDF (the readiness rule), then the
 * Word or OpenDocument file made in the browser, in the PDF worker (docs/decisions/159), and
 * downloaded. Each format's code is loaded with import() on the click only, so neither weighs on the
 * first load. An editable copy never carries a signature: its places to sign are left blank, whatever
 * was drawn (docs/decisions/115).
 */
import type { WorkerDocumentKind } from '../../domain/document-registry.ts';
import type { ProcurationForm } from '../../domain/form.ts';
import { EDITABLE_FAILED_MESSAGE } from '../../domain/page-messages.ts';
import { downloadFile } from '../controls/download.ts';
import { type GenerationResult, makeDocument } from './make-document.ts';

/**
 * `paidSignature`: in payment mode, whether the released record's signature was paid for (docs/decisions/084);
 * otherwise the saved signature is placed when there is one.
 */
export function generateEditable(form: ProcurationForm, kind: WorkerDocumentKind, paidSignature?: boolean): Promise<GenerationResult> {
  return makeDocument({
    form,
    withSignature: paidSignature ?? (form.signature !== null && form.signature !== ''),
    failed: EDITABLE_FAILED_MESSAGE,
    make: async (now) => {
      // Made in the PDF worker, or on the main thread where there is none (docs/decisions/159).
      const { makeDocumentFileOffMainThread } = await import('./pdf-maker.ts');
      const file = await makeDocumentFileOffMainThread(kind, form, { now, withSignature: false });
      downloadFile(file.bytes, file.fileName, file.type);
    },
  });
}
