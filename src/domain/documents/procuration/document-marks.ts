import { ofName } from '../document-blocks.ts';

/**
 * What the document prints so that nothing can be added once it is signed (docs/decisions/045,
 * 065): the line that closes the list of operations, and on every page of a document of several
 * a place for the initials and the document's reference with the page number.
 */

export const OPERATIONS_CLOSING = 'Fin de la liste des opérations autorisées.';
export const INITIALS_LABEL = 'Paraphe(s) :';
/** The page foot (the reference, the page number, "Paraphe(s) :") is set in small type, in points; the PDF's and the editable copies'. */
export const PAGE_FOOT_FONT_SIZE = 9;
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

export function pageNumberText(page: number, count: number): string {
  return `Page ${page} / ${count}`;
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
  const names = (people: readonly string[]) =>
    people.length < 2 ? (people[0] ?? '') : `${people.slice(0, -1).join(', ')} et ${people.at(-1) ?? ''}`;
  const day = madeOn === undefined ? '' : `, établie le ${madeOn}`;
  const full = `${kind} ${ofName(names(givers))} à ${names(receivers)}${day}`;
  if (full.length <= REFERENCE_MAX_LENGTH) return full;
  const short = (people: readonly string[]) => (people.length < 2 ? (people[0] ?? '') : `${people[0] ?? ''} et autres`);
  return `${kind} ${ofName(short(givers))} à ${short(receivers)}${day}`;
}
