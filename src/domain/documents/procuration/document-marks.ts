/**
 * What the document prints so that nothing can be added once it is signed (docs/decisions/045):
 * the line that closes the list of operations, and on a document of several pages the page
 * number and, on every page but the last, a place for the initials.
 */

export const OPERATIONS_CLOSING = 'Fin de la liste des opérations autorisées.';
export const INITIALS_LABEL = 'Paraphe(s) :';

export function pageNumberText(page: number, count: number): string {
  return `Page ${page} / ${count}`;
}
