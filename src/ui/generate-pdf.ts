/** Reading A of SPEC.md §4: validate, build the PDF in the browser, download it. */
import { PDF_FILE_NAME } from '../domain/constants.ts';
import type { ProcurationForm } from '../domain/form.ts';
import { MESSAGES } from '../domain/messages.ts';
import { validateForGeneration, type FieldPath, type ValidationFailure } from '../domain/validation.ts';
import { findUnsupportedCharacters } from '../pdf/character-support.ts';
import { downloadFile } from './download.ts';
import { loadPdfModule } from './pdf-module.ts';

export type GenerationResult = { ok: true } | { ok: false; message: string; field?: FieldPath };

/**
 * What must hold before a PDF is made, or paid for (payment-flow.ts): SPEC.md §5, the signature
 * rule, then every character drawable by a shipped font (DESIGN.md §4: never silent mojibake).
 */
export function checkBeforeGeneration(form: ProcurationForm, withSignature: boolean): ValidationFailure | undefined {
  return validateForGeneration(form, { withSignature }) ?? findUnsupportedCharacters(form)[0];
}

/** Builds the PDF of `form` and hands it to the browser as procuration.pdf; throws when it cannot. */
export async function downloadProcurationPdf(form: ProcurationForm, withSignature: boolean): Promise<void> {
  const now = new Date();
  const { procurationPdf } = await loadPdfModule();
  const bytes = await procurationPdf(form, { now, withSignature });
  downloadFile(bytes, PDF_FILE_NAME, 'application/pdf');
}

export async function generatePdf(form: ProcurationForm, withSignature: boolean): Promise<GenerationResult> {
  const failure = checkBeforeGeneration(form, withSignature);
  if (failure) return { ok: false, ...failure };
  try {
    await downloadProcurationPdf(form, withSignature);
    return { ok: true };
  } catch (error) {
    console.warn(error);
    return { ok: false, message: MESSAGES.pdfFailed };
  }
}
