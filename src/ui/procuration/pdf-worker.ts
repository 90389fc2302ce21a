/**
 * The PDF worker (docs/decisions/138): jsPDF, the fonts and the document's wording are loaded here,
 * and the procuration is drawn here, off the page's main thread, so typing, the buttons and the
 * screen reader never wait while it is made. One request at a time, answered with the bytes; the idle
 * warm-up's request (docs/decisions/139) is answered at once, its code being loaded by then.
 */
import { procurationPdf } from '../../pdf/documents/procuration/procuration-pdf.ts';
import { pageCount } from '../../pdf/page-count.ts';
import type { PdfAnswer, PdfRequest, WarmRequest } from './pdf-worker-messages.ts';

/** The worker's own scope, as much of it as is used (the page's types know only `window`). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<PdfRequest | WarmRequest>) => void) | null;
  postMessage: (answer: PdfAnswer, transfer: Transferable[]) => void;
};

scope.onmessage = ({ data }) => {
  if ('warm' in data) return scope.postMessage({ id: data.id, ok: true, ready: true }, []);
  const { id, form, now, withSignature } = data;
  procurationPdf(form, { now: new Date(now), withSignature }).then(
    (bytes) => scope.postMessage({ id, ok: true, bytes, pages: pageCount(bytes) }, [bytes.buffer]),
    (error: unknown) => scope.postMessage({ id, ok: false, error: error instanceof Error ? error.name : 'Error' }, []),
  );
};
