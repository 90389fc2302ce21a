/** The revocation letters of a form as PDF bytes: the domain's descriptions drawn by the same adapter. */
import type { ProcurationForm } from '../../../domain/form.ts';
import {
  describeRevocation,
  describeRevocationNotice,
  REVOCATION_FILE_NAME,
  REVOCATION_NOTICE_FILE_NAME,
} from '../../../domain/documents/revocation/revocation.ts';
import { renderPdf } from '../../render-pdf.ts';

type LetterOptions = { now: Date; withSignature: boolean };

/** The letter to the mandataire. */
export function revocationPdf(form: ProcurationForm, { now, withSignature }: LetterOptions): Promise<Uint8Array> {
  return renderPdf(describeRevocation(form, { withSignature }), { now });
}

/** The letter to the organisation where the procuration was presented. */
export function revocationNoticePdf(form: ProcurationForm, { now, withSignature }: LetterOptions): Promise<Uint8Array> {
  return renderPdf(describeRevocationNotice(form, { withSignature }), { now });
}

/** Which letter: to the mandataire, or to the organisation where the procuration was presented. */
export type RevocationLetter = 'attorney' | 'organisation';

/** The chosen letter's bytes and file name (revocation.pdf, revocation-organisme.pdf). */
export async function revocationLetterFile(
  form: ProcurationForm,
  letter: RevocationLetter,
  options: LetterOptions,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  return letter === 'attorney'
    ? { bytes: await revocationPdf(form, options), fileName: REVOCATION_FILE_NAME }
    : { bytes: await revocationNoticePdf(form, options), fileName: REVOCATION_NOTICE_FILE_NAME };
}
