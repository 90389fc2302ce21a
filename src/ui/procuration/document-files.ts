/**
 * The documents other than the procuration's PDF that the page makes from the form — the editable
 * copies (docs/decisions/085) and the revocation letters (docs/decisions/116) — as files: bytes, name
 * and type. Which they are and their files' names come from the registry of documents
 * (docs/decisions/203). Run in the PDF worker (docs/decisions/159), or on the main thread where there
 * is none; each kind's code is loaded with import() when first asked for, in whichever thread makes it.
 */
import { documentEntry, type WorkerDocumentKind } from '../../domain/document-registry.ts';
import type { ProcurationForm } from '../../domain/form.ts';

export interface DocumentFile {
  bytes: Uint8Array;
  fileName: string;
  type: string;
}

type FileOptions = { now: Date; withSignature: boolean };

const PDF_TYPE = 'application/pdf';

/** How each kind the registry says the worker makes is made: its bytes and its media type. */
const MAKERS: Record<WorkerDocumentKind, (form: ProcurationForm, options: FileOptions) => Promise<Omit<DocumentFile, 'fileName'>>> = {
  docx: async (form, { now }) => {
    const { procurationDocx, DOCX_MIME_TYPE } = await import('../../office/procuration-docx.ts');
    return { bytes: await procurationDocx(form, { now }), type: DOCX_MIME_TYPE };
  },
  odt: async (form, { now }) => {
    const { procurationOdt, ODT_MIME_TYPE } = await import('../../office/procuration-odt.ts');
    return { bytes: procurationOdt(form, { now }), type: ODT_MIME_TYPE };
  },
  'revocation-attorney': async (form, options) => {
    const { revocationPdf } = await import('../../pdf/documents/revocation/revocation-pdf.ts');
    return { bytes: await revocationPdf(form, options), type: PDF_TYPE };
  },
  'revocation-organisation': async (form, options) => {
    const { revocationNoticePdf } = await import('../../pdf/documents/revocation/revocation-pdf.ts');
    return { bytes: await revocationNoticePdf(form, options), type: PDF_TYPE };
  },
};

/**
 * `withSignature` is the letters' own; an editable copy never carries a signature (docs/decisions/115).
 * Throws as each document's code does (characters no font can draw, a failed import).
 */
export async function makeDocumentFile(kind: WorkerDocumentKind, form: ProcurationForm, options: FileOptions): Promise<DocumentFile> {
  return { ...(await MAKERS[kind](form, options)), fileName: documentEntry(kind).fileName };
}
