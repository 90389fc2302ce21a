/** The procuration of a form as an OpenDocument text (.odt): the domain's description of the unsigned PDF, in ODF. */
import { describeProcuration } from '../domain/documents/procuration/document.ts';
import type { ProcurationForm } from '../domain/form.ts';
import { ODT_MIME_TYPE, renderOdt } from './odt/render-odt.ts';

export { ODT_MIME_TYPE };

export function procurationOdt(form: ProcurationForm, { now }: { now: Date }): Uint8Array {
  return renderOdt(describeProcuration(form, { today: now, withSignature: false }));
}
