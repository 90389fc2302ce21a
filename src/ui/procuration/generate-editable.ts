/**
 * The editable copies (docs/decisions/085): the same checks as the PDF (the readiness rule), then the
 * Word or OpenDocument file made in the browser and downloaded. Each format's code is loaded with
 * import() on the click only, so neither weighs on the first load. An editable copy never carries a
 * signature: its places to sign are left blank, whatever was drawn (docs/decisions/115).
 */
import type { ProcurationForm } from '../../domain/form.ts';
import { EDITABLE_FAILED_MESSAGE } from '../../domain/page-messages.ts';
import { downloadFile } from '../controls/download.ts';
import { type GenerationResult, makeDocument } from './make-document.ts';

export type EditableFormat = 'docx' | 'odt';

/** The editable copies' files (docs/decisions/085); specification §9's constants name only the PDF. */
export const EDITABLE_FILE_NAMES: Record<EditableFormat, string> = { docx: 'procuration.docx', odt: 'procuration.odt' };

interface EditableFile {
  bytes: Uint8Array;
  fileName: string;
  type: string;
}

const MAKERS: Record<EditableFormat, (form: ProcurationForm, options: { now: Date }) => Promise<EditableFile>> = {
  docx: async (form, options) => {
    const { procurationDocx, DOCX_MIME_TYPE } = await import('../../office/procuration-docx.ts');
    return { bytes: await procurationDocx(form, options), fileName: EDITABLE_FILE_NAMES.docx, type: DOCX_MIME_TYPE };
  },
  odt: async (form, options) => {
    const { procurationOdt, ODT_MIME_TYPE } = await import('../../office/procuration-odt.ts');
    return { bytes: procurationOdt(form, options), fileName: EDITABLE_FILE_NAMES.odt, type: ODT_MIME_TYPE };
  },
};

/**
 * `paidSignature`: in payment mode, whether the released record's signature was paid for (docs/decisions/084);
 * otherwise the saved signature is placed when there is one.
 */
export function generateEditable(form: ProcurationForm, format: EditableFormat, paidSignature?: boolean): Promise<GenerationResult> {
  return makeDocument({
    form,
    withSignature: paidSignature ?? (form.signature !== null && form.signature !== ''),
    failed: EDITABLE_FAILED_MESSAGE,
    make: async (now) => {
      const file = await MAKERS[format](form, { now });
      downloadFile(file.bytes, file.fileName, file.type);
    },
  });
}
