/**
 * The documents other than the procuration's PDF that the page makes from the form — the editable
 * copies (docs/decisions/085) and the revocation letters (docs/decisions/116) — as files: bytes, name
 * and type. Run in the PDF worker (docs/decisions/159), or on the main thread where there is none; each
 * kind's code is loaded with import() when first asked for, in whichever thread makes it.
 */
import type { ProcurationForm } from '../../domain/form.ts';

export type DocumentFileKind = 'docx' | 'odt' | 'revocation-attorney' | 'revocation-organisation';

export interface DocumentFile {
  bytes: Uint8Array;
  fileName: string;
  type: string;
}

/** The editable copies' files (docs/decisions/085); specification §9's constants name only the PDF. */
const EDITABLE_FILE_NAMES = { docx: 'procuration.docx', odt: 'procuration.odt' } as const;

const PDF_TYPE = 'application/pdf';

/**
 * `withSignature` is the letters' own; an editable copy never carries a signature (docs/decisions/115).
 * Throws as each document's code does (characters no font can draw, a failed import).
 */
export async function makeDocumentFile(
  kind: DocumentFileKind,
  form: ProcurationForm,
  { now, withSignature }: { now: Date; withSignature: boolean },
): Promise<DocumentFile> {
  switch (kind) {
    case 'docx': {
      const { procurationDocx, DOCX_MIME_TYPE } = await import('../../office/procuration-docx.ts');
      return { bytes: await procurationDocx(form, { now }), fileName: EDITABLE_FILE_NAMES.docx, type: DOCX_MIME_TYPE };
    }
    case 'odt': {
      const { procurationOdt, ODT_MIME_TYPE } = await import('../../office/procuration-odt.ts');
      return { bytes: procurationOdt(form, { now }), fileName: EDITABLE_FILE_NAMES.odt, type: ODT_MIME_TYPE };
    }
    case 'revocation-attorney':
    case 'revocation-organisation': {
      const { revocationLetterFile } = await import('../../pdf/documents/revocation/revocation-pdf.ts');
      const letter = kind === 'revocation-attorney' ? 'attorney' : 'organisation';
      return { ...(await revocationLetterFile(form, letter, { now, withSignature })), type: PDF_TYPE };
    }
  }
}
