/** The revocation letters of a form as PDF bytes: the domain's descriptions drawn by the same adapter. */
import type { ProcurationForm } from '../../../domain/form.ts';
import { describeRevocation, describeRevocationNotice } from '../../../domain/documents/revocation/revocation.ts';
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
