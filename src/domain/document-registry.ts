/**
 * Every kind of document the page makes, declared once (docs/decisions/203): its folder under
 * src/domain/documents/ (and src/pdf/documents/ when it is drawn as a PDF), which the lint zones read;
 * its template in content/legal/documents/, which the build compiles and the content's schema lists;
 * its file's name, which the worker's files read; and, for a document offered on a button of its own,
 * which flag of otherDocumentsOf offers it and the button's accessible name, which the page's buttons
 * read through the build (`virtual:legal-content/document-buttons`: the first visit has no room for the registry).
 * A new document is its template, its entry here and its golden cases. Plain data: eslint.config.js
 * reads it too.
 */
import { PDF_FILE_NAME } from './constants.ts';

/** The flags of otherDocumentsOf (other-documents-offer.ts, whose answer has each of them) that offer a document. */
export type OfferFlag = 'letters' | 'reminder' | 'editableCopies';

export interface DocumentEntry {
  readonly kind: string;
  /** The folder of its description, under src/domain/documents/ (and src/pdf/documents/ when drawn as a PDF). */
  readonly folder: string;
  /** Its template, content/legal/documents/<file>.liquid, and the document its `## document` line names in the content. */
  readonly template?: { readonly file: string; readonly document: string };
  readonly fileName: string;
  /** Made from the form as a file in the PDF worker (src/ui/procuration/document-files.ts). */
  readonly madeInWorker?: true;
  /** On a button of its own, shown when the flag of otherDocumentsOf is set; `button`, its accessible name. */
  readonly offered?: { readonly when: OfferFlag; readonly button: string };
}

export const DOCUMENTS = [
  // Made by « Générer le PDF avec signature » and « … sans signature », always offered.
  { kind: 'procuration', folder: 'procuration', template: { file: 'procuration', document: 'procuration' }, fileName: PDF_FILE_NAME },
  {
    kind: 'revocation-attorney',
    folder: 'revocation',
    template: { file: 'revocation-to-attorney', document: 'revocationToAttorney' },
    fileName: 'revocation.pdf',
    madeInWorker: true,
    offered: { when: 'letters', button: 'Lettre de révocation' },
  },
  {
    kind: 'revocation-organisation',
    folder: 'revocation',
    template: { file: 'revocation-to-organisation', document: 'revocationToOrganisation' },
    fileName: 'revocation-organisme.pdf',
    madeInWorker: true,
    offered: { when: 'letters', button: "Lettre de révocation pour l'organisme" },
  },
  {
    kind: 'reminder',
    folder: 'reminder',
    fileName: 'procuration-rappel.ics',
    offered: { when: 'reminder', button: 'Ajouter un rappel (.ics)' },
  },
  // The editable copies are written from the procuration's description (src/office/).
  {
    kind: 'docx',
    folder: 'procuration',
    fileName: 'procuration.docx',
    madeInWorker: true,
    offered: { when: 'editableCopies', button: 'Télécharger en Word (.docx)' },
  },
  {
    kind: 'odt',
    folder: 'procuration',
    fileName: 'procuration.odt',
    madeInWorker: true,
    offered: { when: 'editableCopies', button: 'Télécharger en OpenDocument (.odt)' },
  },
  // Made from a picture of an identity document, on its own card's button.
  { kind: 'identity-copy', folder: 'identity-copy', fileName: 'piece-identite-filigranee.pdf' },
] as const satisfies readonly DocumentEntry[];

type Registered = (typeof DOCUMENTS)[number];
export type DocumentKind = Registered['kind'];
/** The documents the PDF worker makes as files from the form. */
export type WorkerDocumentKind = Extract<Registered, { madeInWorker: true }>['kind'];
/** The documents of content/legal/documents/ written as a template. */
export type TemplateDocument = Extract<Registered, { template: object }>['template']['document'];

export function documentEntry<Kind extends DocumentKind>(kind: Kind): Extract<Registered, { kind: Kind }> {
  return DOCUMENTS.find((entry) => entry.kind === kind) as Extract<Registered, { kind: Kind }>;
}

/** The folders of the kinds' descriptions, each once: the lint zones' (eslint.config.js). */
export const DOCUMENT_FOLDERS: readonly string[] = [...new Set(DOCUMENTS.map((entry) => entry.folder))];

/** The documents written as a template, in the registry's order. */
export const TEMPLATE_DOCUMENTS = DOCUMENTS.flatMap((entry: DocumentEntry) =>
  entry.template === undefined ? [] : [entry.template],
) as ReadonlyArray<{
  readonly file: string;
  readonly document: TemplateDocument;
}>;
