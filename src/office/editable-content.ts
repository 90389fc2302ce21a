/**
 * What the editable copies (Word and OpenDocument) say, in order, from the one document description
 * the PDF draws (src/domain/documents/document-blocks.ts): every block kind is turned here into a few
 * plain parts (a heading, body text, lines, a list, a signature place), so each format's renderer
 * only styles parts, and a new block or wording in a description reaches both copies through this one
 * switch (docs/decisions/085). An editable copy never carries a signature: its places to sign are
 * left empty, with their handwritten mentions, whatever was drawn (docs/decisions/115).
 */
import { PDF_MARGIN, PDF_SIGNATURE_HEIGHT, PDF_SIGNATURE_WIDTH } from '../domain/constants.ts';
import type { DocumentBlock, DocumentDescription, SignatureSlot } from '../domain/documents/document-blocks.ts';
import { INITIALS_LABEL, INITIALS_ROOM_MM, PAGE_FOOT_FONT_SIZE, pageFooterText } from '../domain/documents/procuration/document-marks.ts';
import { frenchSpacing } from '../domain/french-typography.ts';

/**
 * The editable copy's description, in its properties (Word's and OpenDocument's "description"), never
 * in its body: once changed, the text is the signatories' own, not what the service produced
 * (docs/decisions/085, 115).
 */
export const EDITABLE_NOTICE =
  'Document modifiable\u00A0: une fois modifié, ce texte est celui des signataires, et non celui produit par Procuration en Ligne.';

/** The page as the PDF's: A4 portrait, the same margin on every side, in millimetres. */
export const PAGE = { width: 210, height: 297, margin: PDF_MARGIN } as const;
/** The room left to sign, as tall as the PDF's signature image, in millimetres. */
export const SIGNATURE_BOX = { width: PDF_SIGNATURE_WIDTH, height: PDF_SIGNATURE_HEIGHT } as const;
export const BODY_FONT_SIZE = 11;
export const TITLE_FONT_SIZE = 16;
export const MENTION_FONT_SIZE = 9;
export const PAGE_NUMBER_FONT_SIZE = PAGE_FOOT_FONT_SIZE;
/** The blank room after "Paraphe(s) :", in millimetres, as in the PDF. */
export const INITIALS_ROOM = INITIALS_ROOM_MM;

export type EditablePart =
  | { kind: 'heading'; text: string }
  /** `keepWithNext`: a list's heading stays with its first item. */
  | { kind: 'body'; text: string; keepWithNext?: boolean }
  /** A person's address lines; the mandataires' are set against the right margin, as in the PDF. */
  | { kind: 'lines'; lines: string[]; side: 'start' | 'end' }
  | { kind: 'list'; items: string[] }
  /** A place to sign: its label, the customary mention in small type, then blank room, never an image. */
  | { kind: 'signature'; label: string; mention?: string };

/**
 * The foot of every page, as the PDF's when it has several (docs/decisions/065, 084): a place for
 * the initials, then the reference with "Page X / Y", where X and Y are the word processor's own
 * fields (it alone knows where its pages break). `before` is what precedes X ("… — Page ").
 */
export interface EditableFooter {
  initials: string;
  before: string;
  between: string;
}

export interface EditableDocument {
  title: string;
  /** The document's description property: the notice. */
  description: string;
  language: string;
  parts: EditablePart[];
  footer: EditableFooter;
}

/** The parts of `document`, in reading order, with French no-break spaces. */
export function editableDocument(document: DocumentDescription): EditableDocument {
  return {
    title: frenchSpacing(document.title),
    description: EDITABLE_NOTICE,
    language: document.language,
    parts: document.blocks.flatMap(partsOf),
    footer: footerOf(document.reference),
  };
}

/** The PDF's footer words with the page number and count cut out, where each format puts its fields. */
function footerOf(reference: string | undefined): EditableFooter {
  const [, before = '', between = ''] = /^(.*)1(\D+)2$/su.exec(frenchSpacing(pageFooterText(reference, 1, 2))) ?? [];
  return { initials: frenchSpacing(INITIALS_LABEL), before, between };
}

function partsOf(block: DocumentBlock): EditablePart[] {
  switch (block.kind) {
    case 'parties':
      return [
        ...block.grantors.map((lines): EditablePart => ({ kind: 'lines', lines: lines.map(frenchSpacing), side: 'start' })),
        ...block.attorneys.map((lines): EditablePart => ({ kind: 'lines', lines: lines.map(frenchSpacing), side: 'end' })),
      ];
    case 'paragraph':
      return [{ kind: 'body', text: frenchSpacing(block.text) }];
    case 'title':
      return [{ kind: 'heading', text: frenchSpacing(block.text) }];
    case 'list':
      return [
        { kind: 'body', text: frenchSpacing(block.heading), keepWithNext: true },
        { kind: 'list', items: block.items.map(frenchSpacing) },
        ...(block.closing === undefined ? [] : [{ kind: 'body' as const, text: frenchSpacing(block.closing) }]),
      ];
    case 'signature':
      return [signaturePart(block)];
    case 'signatures':
      return block.slots.map(signaturePart);
  }
}

/** A place to sign by hand: a drawing, if the description holds one, never reaches an editable copy. */
function signaturePart(slot: SignatureSlot): EditablePart {
  return {
    kind: 'signature',
    label: frenchSpacing(slot.label),
    ...(slot.mention === undefined ? {} : { mention: frenchSpacing(slot.mention) }),
  };
}
