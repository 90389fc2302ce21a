import { joinPeople, ofName } from '../document-blocks.ts';
import { procurationWords } from '../procuration-words.ts';

/**
 * What the document prints so that nothing can be added once it is signed (docs/decisions/045,
 * 065): the line that closes the list of operations, and on every page of a document of several
 * a place for the initials and the document's reference with the page number. The words are the
 * template's, with the paper's others (content/legal/documents/procuration.liquid, docs/decisions/123, 202);
 * the measures are here.
 */

export const OPERATIONS_CLOSING = procurationWords('operationsClosing');
export const INITIALS_LABEL = procurationWords('initialsLabel');
/** The page foot (the reference, the page number, "Paraphe(s) :") is set in small type, in points; the PDF's and the editable copies'. */
export const PAGE_FOOT_FONT_SIZE = 9;
/** The customary mention under a signature label is set in small type (docs/decisions/030), in points; the PDF's and the editable copies'. */
export const MENTION_FONT_SIZE = 9;
/** The blank room after "Paraphe(s) :" at the bottom right of a page, to initial it, in mm. */
export const INITIALS_ROOM_MM = 30;

/**
 * The paper's measures, shared by the PDF and the editable copies so that both break their pages
 * alike (docs/decisions/118): the distance between baselines as a multiple of the font size, the
 * space between two blocks in body lines, the gap between two columns and between a signature's
 * label and its room, in mm.
 */
export const LINE_HEIGHT_FACTOR = 1.4;
export const BLOCK_GAP_LINES = 0.5;
export const COLUMN_GAP_MM = 10;
export const SIGNATURE_GAP_MM = 3;
/**
 * Added under a company's place to sign, for its stamp beside or under the representative's signature: a
 * stamp is commonly some 20 mm high; the PDF's and the editable copies' (docs/decisions/154, 158).
 */
export const STAMP_ROOM_MM = 20;

export function pageNumberText(page: number, count: number): string {
  return procurationWords('pageNumber', { page: String(page), count: String(count) });
}

/** "Procuration de Jeanne Lefèvre à Loïc Martin, établie le 22 novembre 2026 — Page 1 / 2", or the number alone. */
export function pageFooterText(reference: string | undefined, page: number, count: number): string {
  return reference === undefined ? pageNumberText(page, count) : `${reference} — ${pageNumberText(page, count)}`;
}

/** Beyond this many characters, the reference names the first person of each party "et autres". */
const REFERENCE_MAX_LENGTH = 90;

/**
 * Who gives power to whom and the day the document was made, for the foot of every page: "Procuration
 * de Jeanne Lefèvre à Loïc Martin, établie le 22 novembre 2026"; with many people, "Procuration de
 * Jeanne Lefèvre et autres à Loïc Martin et autres, …"; "d'Hélène …" before a vowel or a mute h. A
 * paper dated by hand (`madeOn` undefined) says nothing of the day: its date is the one written on it.
 */
export function documentReference(
  kind: string,
  givers: readonly string[],
  receivers: readonly string[],
  madeOn: string | undefined,
): string {
  const names = (people: readonly string[]) => joinPeople(people);
  const reference = (grantors: string, attorneys: string) =>
    procurationWords('reference', { kind, ofGrantors: ofName(grantors), attorneys, date: madeOn ?? '' });
  const full = reference(names(givers), names(receivers));
  if (full.length <= REFERENCE_MAX_LENGTH) return full;
  const short = (people: readonly string[]) =>
    people.length < 2 ? (people[0] ?? '') : procurationWords('referenceOthers', { name: people[0] ?? '' });
  return reference(short(givers), short(receivers));
}
