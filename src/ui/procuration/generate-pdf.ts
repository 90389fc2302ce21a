/** Reading A of specification §4: validate, build the PDF in the browser (in a worker, docs/decisions/138), download it. */
import { PDF_FILE_NAME } from '../../domain/constants.ts';
import type { ProcurationForm } from '../../domain/form.ts';
import { PDF_FAILED_MESSAGE } from '../../domain/page-messages.ts';
import type { GenerationResult } from './make-document.ts';
import { makeDocumentOnClick } from './make-document-on-click.ts';
import { downloadFile } from '../controls/download.ts';

export type { GenerationResult } from './make-document.ts';

type MadeListener = (form: ProcurationForm) => void;
const madeListeners = new Set<MadeListener>();
let lastMade: ProcurationForm | undefined;

/**
 * Called with the form each time its procuration.pdf is handed to the browser, in free mode and on
 * the return from payment alike (the "À apporter" list follows it). Returns the unsubscription.
 */
export function onProcurationMade(listener: MadeListener): () => void {
  madeListeners.add(listener);
  // A part hydrated after the document was made (it waits for the person's input to be quiet, docs/decisions/232) still hears of it.
  if (lastMade) listener(lastMade);
  return () => madeListeners.delete(listener);
}

/** Builds the PDF of `form`, hands it to the browser as procuration.pdf; its page count. Throws when it cannot. */
export async function downloadProcurationPdf(form: ProcurationForm, withSignature: boolean, now = new Date()): Promise<number> {
  // The worker's glue comes with the first document, never with the first load.
  const { makeProcurationPdf } = await import('./pdf-maker.ts');
  const { bytes, pages } = await makeProcurationPdf(form, { now, withSignature });
  downloadFile(bytes, PDF_FILE_NAME, 'application/pdf');
  lastMade = form;
  madeListeners.forEach((listener) => listener(form));
  return pages;
}

export function generatePdf(form: ProcurationForm, withSignature: boolean): Promise<GenerationResult> {
  return makeDocumentOnClick({
    form,
    withSignature,
    failed: PDF_FAILED_MESSAGE,
    make: async (now) => ({ pages: await downloadProcurationPdf(form, withSignature, now) }),
  });
}
