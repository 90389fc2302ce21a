/** Reading A of SPEC.md §4: validate, build the PDF in the browser, download it. */
import { PDF_FILE_NAME } from '../domain/constants.ts';
import { describeProcuration } from '../domain/document.ts';
import type { ProcurationForm } from '../domain/form.ts';
import { MESSAGES } from '../domain/messages.ts';
import { validateForGeneration, type FieldPath } from '../domain/validation.ts';
import { downloadFile } from './download.ts';
import { loadPdfModule } from './pdf-module.ts';

export type GenerationResult = { ok: true } | { ok: false; message: string; field?: FieldPath };

export async function generatePdf(form: ProcurationForm, withSignature: boolean): Promise<GenerationResult> {
  const failure = validateForGeneration(form, { withSignature });
  if (failure) return { ok: false, ...failure };
  try {
    const now = new Date();
    const { renderPdf } = await loadPdfModule();
    const bytes = await renderPdf(describeProcuration(form, { today: now, withSignature }), { now });
    downloadFile(bytes, PDF_FILE_NAME, 'application/pdf');
    return { ok: true };
  } catch (error) {
    console.warn(error);
    return { ok: false, message: MESSAGES.pdfFailed };
  }
}
