/** Reading A of specification §4: validate, build the PDF in the browser, download it. */
import { PDF_FILE_NAME } from '../../domain/constants.ts';
import type { ProcurationForm } from '../../domain/form.ts';
import { PDF_FAILED_MESSAGE } from '../../domain/page-messages.ts';
import { loadReadiness } from '../rules/readiness-module.ts';
import type { FieldPath } from '../../domain/validation.ts';
import { downloadFile } from '../controls/download.ts';
import { loadPdfModule } from './pdf-module.ts';

/**
 * A refusal names the field at fault; `withSignature` says the readiness rule refused with that
 * option, so the page can mark every field it finds at fault (app.tsx).
 */
/** `pages`: how many pages the PDF just made has, when known (its message says to initial each, docs/decisions/119). */
export type GenerationResult = { ok: true; pages?: number } | { ok: false; message: string; field?: FieldPath; withSignature?: boolean };

type MadeListener = (form: ProcurationForm) => void;
const madeListeners = new Set<MadeListener>();

/**
 * Called with the form each time its procuration.pdf is handed to the browser, in free mode and on
 * the return from payment alike (the "À apporter" list follows it). Returns the unsubscription.
 */
export function onProcurationMade(listener: MadeListener): () => void {
  madeListeners.add(listener);
  return () => madeListeners.delete(listener);
}

/** Builds the PDF of `form` and hands it to the browser as procuration.pdf; throws when it cannot. */
/** The number of pages of a PDF jsPDF wrote: its page objects, "/Type /Page" (never "/Pages"). */
function pageCount(bytes: Uint8Array): number {
  return new TextDecoder('latin1').decode(bytes).match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 1;
}

/** Makes and downloads procuration.pdf; its page count. */
export async function downloadProcurationPdf(form: ProcurationForm, withSignature: boolean): Promise<number> {
  const now = new Date();
  const { procurationPdf } = await loadPdfModule();
  const bytes = await procurationPdf(form, { now, withSignature });
  downloadFile(bytes, PDF_FILE_NAME, 'application/pdf');
  madeListeners.forEach((listener) => listener(form));
  return pageCount(bytes);
}

export async function generatePdf(form: ProcurationForm, withSignature: boolean): Promise<GenerationResult> {
  // Offline before the rule was ever fetched: the same message as a failed document.
  const readiness = await loadReadiness().catch(() => undefined);
  if (!readiness) return { ok: false, message: PDF_FAILED_MESSAGE };
  const { checkReadyToPrint } = readiness;
  const failure = checkReadyToPrint(form, { withSignature, today: new Date() });
  if (failure) return { ok: false, ...failure, withSignature };
  try {
    const pages = await downloadProcurationPdf(form, withSignature);
    return { ok: true, pages };
  } catch (error) {
    console.warn(error);
    return { ok: false, message: PDF_FAILED_MESSAGE };
  }
}
