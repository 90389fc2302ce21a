/** The procuration of a form as a Word file (.docx): the domain's description of the unsigned PDF, in Word's format. */
import { describeProcuration } from '../domain/documents/procuration/document.ts';
import type { ProcurationForm } from '../domain/form.ts';
import { renderDocx } from './docx/render-docx.ts';

export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function procurationDocx(form: ProcurationForm, { now }: { now: Date }): Promise<Uint8Array> {
  return renderDocx(describeProcuration(form, { today: now, withSignature: false }));
}
