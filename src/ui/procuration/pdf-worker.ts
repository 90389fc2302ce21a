/**
 * The PDF worker (docs/decisions/138): jsPDF, the fonts and the document's wording are loaded here,
 * and the procuration is drawn here, off the page's main thread, so typing, the buttons and the
 * screen reader never wait while it is made. One request at a time, answered with the bytes; the idle
 * warm-up's request (docs/decisions/139) is answered at once, its code being loaded by then. The
 * preview's pages are laid out here too, with the same jsPDF measuring (docs/decisions/159): the page
 * receives the laid-out model and only renders it. The editable copies, the revocation letters and the
 * watermarked identity copy (docs/decisions/166) are made here too, their code loaded in the worker when
 * first asked for.
 */
import { procurationPdf } from '../../pdf/documents/procuration/procuration-pdf.ts';
import { layOutPreview } from '../../pdf/documents/procuration/procuration-layout.ts';
import { pageCount } from '../../pdf/page-count.ts';
import { makeDocumentFile } from './document-files.ts';
import type { IdentityCopyResult } from './identity-copy-file.ts';
import type { IdentityCopyRequest, PdfAnswer, WorkerRequest } from './pdf-worker-messages.ts';

/** The worker's own scope, as much of it as is used (the page's types know only `window`). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (answer: PdfAnswer, transfer: Transferable[]) => void;
};

scope.onmessage = ({ data }) => {
  if ('warm' in data) return scope.postMessage({ id: data.id, ok: true, ready: true }, []);
  const { id } = data;
  const failed = (error: unknown) => scope.postMessage({ id, ok: false, error: error instanceof Error ? error.name : 'Error' }, []);
  // Asked before `file`: the identity copy's request carries its image as `file` too.
  if ('identityCopy' in data) {
    identityCopy(data).then((copy) => scope.postMessage({ id, ok: true, identityCopy: copy }, copy.ok ? [copy.bytes.buffer] : []), failed);
    return;
  }
  const { form, now } = data;
  if ('layout' in data) {
    layOutPreview(form, { now: new Date(now), withSignature: true }).then(
      (preview) => scope.postMessage({ id, ok: true, preview }, []),
      failed,
    );
    return;
  }
  if ('file' in data) {
    makeDocumentFile(data.file, form, { now: new Date(now), withSignature: data.withSignature }).then(
      (file) => scope.postMessage({ id, ok: true, file }, [file.bytes.buffer]),
      failed,
    );
    return;
  }
  procurationPdf(form, { now: new Date(now), withSignature: data.withSignature }).then(
    (bytes) => scope.postMessage({ id, ok: true, bytes, pages: pageCount(bytes) }, [bytes.buffer]),
    failed,
  );
};

/**
 * The stamping needs a 2D `OffscreenCanvas` (Chrome 69, Firefox 105, Safari 16.4): without one the
 * worker declines before reading the image, and the page makes the copy on its main thread (docs/decisions/166).
 */
async function identityCopy({ file, recipient, now, holder }: IdentityCopyRequest): Promise<IdentityCopyResult> {
  if (typeof OffscreenCanvas === 'undefined') throw new Error('No OffscreenCanvas in this worker');
  const { identityCopyFile } = await import('./identity-copy-file.ts');
  return identityCopyFile({ file, recipient, now: new Date(now), holder });
}
