/**
 * Where the golden texts live and how their files are named (docs/decisions/180): shared by the test
 * that makes them (src/golden/) and by `npm run legal:review`, which prints them.
 */

/** One folder per golden case, from the repository's root. */
export const GOLDEN_DIR = 'content/legal/golden';

/** The files of a case's folder, in the order a reviewer reads them. */
export const GOLDEN_FILES = {
  summary: 'cas.txt',
  pdf: 'procuration.pdf.txt',
  docx: 'procuration.docx.txt',
  odt: 'procuration.odt.txt',
  letterToAttorney: 'revocation.pdf.txt',
  letterToOrganisation: 'revocation-organisme.pdf.txt',
  reminder: 'procuration-rappel.ics.txt',
} as const;

export type GoldenFile = keyof typeof GOLDEN_FILES;

/** The labels of cas.txt's lines, each followed by its value. */
export const SUMMARY = {
  title: 'Cas\u00a0: ',
  day: 'Daté du ',
  type: 'Type\u00a0: ',
  operations: 'Opérations cochées\u00a0: ',
} as const;

/** How cas.txt separates the ticked operations. */
export const OPERATIONS_SEPARATOR = ' ; ';
