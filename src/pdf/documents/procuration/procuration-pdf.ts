/** The procuration of a form as PDF bytes: the domain's description drawn by the adapter. */
import { describeProcuration } from '../../../domain/documents/procuration/document.ts';
import type { ProcurationForm } from '../../../domain/form.ts';
import { renderPdf } from '../../render-pdf.ts';

export function procurationPdf(form: ProcurationForm, { now, withSignature }: { now: Date; withSignature: boolean }): Promise<Uint8Array> {
  return renderPdf(describeProcuration(form, { today: now, withSignature }), { now });
}
