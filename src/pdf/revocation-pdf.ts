/** The revocation letter of a form as PDF bytes: the domain's description drawn by the same adapter. */
import type { ProcurationForm } from '../domain/form.ts';
import { describeRevocation } from '../domain/revocation.ts';
import { renderPdf } from './render-pdf.ts';

export function revocationPdf(form: ProcurationForm, { now, withSignature }: { now: Date; withSignature: boolean }): Promise<Uint8Array> {
  return renderPdf(describeRevocation(form, { withSignature }), { now });
}
