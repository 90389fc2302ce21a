/**
 * What the editable copies (Word and OpenDocument) say, in order, from the one document description
 * the PDF draws (src/domain/documents/document-blocks.ts): every block kind is turned here into a few
 * plain parts (a heading, body text, lines, a list, a signature place), so each format's renderer
 * only styles parts, and a new block or wording in a description reaches both copies through this one
 * switch (docs/decisions/085). An editable copy never carries a signature: its places to sign are
 * left empty, with their handwritten mentions, whatever was drawn (docs/decisions/115).
 */
import { PDF_BODY_FONT_SIZE, PDF_MARGIN, PDF_SIGNATURE_HEIGHT, PDF_TITLE_FONT_SIZE } from '../domain/constants.ts';
import type { DocumentBlock, DocumentDescription, SignatureSlot } from '../domain/documents/document-blocks.ts';
import {
  BLOCK_GAP_LINES,
  COLUMN_GAP_MM,
  INITIALS_LABEL,
  INITIALS_ROOM_MM,
  LINE_HEIGHT_FACTOR,
  MENTION_FONT_SIZE,
  PAGE_FOOT_FONT_SIZE,
  pageFooterText,
  SIGNATURE_GAP_MM,
  STAMP_ROOM_MM,
} from '../domain/documents/procuration/document-marks.ts';
import { frenchSpacing } from '../domain/french-typography.ts';
import editableCopy from 'virtual:legal-content/editable-copy';
import { legalText } from '../domain/legal-content/legal-text.ts';
import { hasPlaceToSign } from '../domain/place-to-sign.ts';

/**
 * The editable copy's description, in its properties (Word's and OpenDocument's "description"), never
 * in its body: once changed, the text is the signatories' own, not what the service produced
 * (docs/decisions/085, 115). Its words are in the legal content (content/legal/messages/editable-copy.yaml,
 * docs/decisions/238).
 */
export const EDITABLE_NOTICE = legalText(editableCopy, 'editableNotice');

/** The page as the PDF's: A4 portrait, the same margin on every side, in millimetres. */
export const PAGE = { width: 210, height: 297, margin: PDF_MARGIN } as const;
/** The PDF's type sizes, in points (src/domain/constants.ts): one home for both. */
export const BODY_FONT_SIZE = PDF_BODY_FONT_SIZE;
export const TITLE_FONT_SIZE = PDF_TITLE_FONT_SIZE;
export { MENTION_FONT_SIZE };
export const PAGE_NUMBER_FONT_SIZE = PAGE_FOOT_FONT_SIZE;
/** The blank room after "Paraphe(s) :", in millimetres, as in the PDF. */
export const INITIALS_ROOM = INITIALS_ROOM_MM;
/**
 * The PDF's measures, so that a word processor breaks the pages where the PDF does
 * (docs/decisions/118): a fixed distance between lines for each font size, in points, the space
 * between two blocks, in points, the gap between two columns and the room under a place to sign
 * (the gap and the image's height), in millimetres.
 */
export const lineHeight = (fontSize: number): number => fontSize * LINE_HEIGHT_FACTOR;
export const BLOCK_GAP = BLOCK_GAP_LINES * lineHeight(BODY_FONT_SIZE);
/** Half a millimetre less than the PDF's: a word processor's rounding never wraps a line the PDF holds. */
export const COLUMN_GAP = COLUMN_GAP_MM - 0.5;
export const SIGNING_ROOM = SIGNATURE_GAP_MM + PDF_SIGNATURE_HEIGHT;
/** Under a company's place, the PDF's room for its stamp too (docs/decisions/154, 158). */
export const STAMPED_SIGNING_ROOM = SIGNING_ROOM + STAMP_ROOM_MM;

/**
 * A place to sign by hand: its label and the customary mention in small type; blank room under them,
 * taller where a company's stamp goes (`stamp`).
 */
export interface SignaturePlace {
  label: string;
  mention?: string;
  stamp?: true;
}

/** The blank room under a place, in millimetres, as the PDF's. */
export const signingRoomOf = (place: SignaturePlace): number => (place.stamp ? STAMPED_SIGNING_ROOM : SIGNING_ROOM);

export type EditablePart =
  | { kind: 'heading'; text: string }
  /**
   * `keepWithNext`: stays on the page of what follows (a list's heading, the last clause before the
   * signatures); `tight`: no space after it, as a list's heading before its first item.
   */
  | { kind: 'body'; text: string; keepWithNext?: boolean; tight?: boolean }
  /** The parties side by side, as in the PDF: each mandant's lines left, each mandataire's right. */
  | { kind: 'parties'; start: string[][]; end: string[][] }
  | { kind: 'list'; items: string[] }
  /**
   * The places to sign in columns as the PDF sets them (one alone; three side by side; else two to a
   * row), never an image (docs/decisions/115): one table row of `columns`, each column its places one
   * under the other, so that no reader can split them across pages.
   */
  | { kind: 'signatures'; columns: SignaturePlace[][] };

/**
 * The foot of every page, as the PDF's when it has several (docs/decisions/065, 084): a place for
 * the initials, then the reference with "Page X / Y", where X and Y are the word processor's own
 * fields (it alone knows where its pages break). `before` is what precedes X ("… — Page ").
 */
export interface EditableFooter {
  /** Absent on a paper with no place to sign (a notary's project: docs/decisions/214). */
  initials?: string;
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
    parts: keptWithSignatures(document.blocks.flatMap(partsOf)),
    footer: footerOf(document.reference, hasPlaceToSign(document)),
  };
}

/** The PDF's footer words with the page number and count cut out, where each format puts its fields. */
function footerOf(reference: string | undefined, signed: boolean): EditableFooter {
  const [, before = '', between = ''] = /^(.*)1(\D+)2$/su.exec(frenchSpacing(pageFooterText(reference, 1, 2))) ?? [];
  return { ...(signed ? { initials: frenchSpacing(INITIALS_LABEL) } : {}), before, between };
}

function partsOf(block: DocumentBlock): EditablePart[] {
  const lines = (people: string[][]) => people.map((person) => person.map(frenchSpacing));
  switch (block.kind) {
    case 'parties':
      return [{ kind: 'parties', start: lines(block.grantors), end: lines(block.attorneys) }];
    case 'paragraph':
      return [{ kind: 'body', text: frenchSpacing(block.text) }];
    case 'title':
      return [{ kind: 'heading', text: frenchSpacing(block.text) }];
    case 'list':
      return [
        { kind: 'body', text: frenchSpacing(block.heading), keepWithNext: true, tight: true },
        { kind: 'list', items: block.items.map(frenchSpacing) },
        ...(block.closing === undefined ? [] : [{ kind: 'body' as const, text: frenchSpacing(block.closing) }]),
      ];
    case 'signature':
      return [{ kind: 'signatures', columns: [[signaturePlace(block)]] }];
    case 'signatures':
      return [{ kind: 'signatures', columns: signatureColumns(block.slots.map(signaturePlace)) }];
  }
}

/** The PDF's columns: one place alone, three side by side, otherwise two to a row (the 1st, 3rd… left). */
function signatureColumns(places: SignaturePlace[]): SignaturePlace[][] {
  const perRow = places.length === 3 ? 3 : places.length > 1 ? 2 : 1;
  return Array.from({ length: perRow }, (_, column) => places.filter((_, index) => index % perRow === column));
}

/** Signatures never start a page alone: the clause just before them goes with them, as in the PDF. */
function keptWithSignatures(parts: EditablePart[]): EditablePart[] {
  return parts.map((part, index) =>
    part.kind === 'body' && parts[index + 1]?.kind === 'signatures' ? { ...part, keepWithNext: true } : part,
  );
}

/** A place to sign by hand: a drawing, if the description holds one, never reaches an editable copy. */
function signaturePlace(slot: SignatureSlot): SignaturePlace {
  return {
    label: frenchSpacing(slot.label),
    ...(slot.mention === undefined ? {} : { mention: frenchSpacing(slot.mention) }),
    ...(slot.stamp ? { stamp: true as const } : {}),
  };
}
