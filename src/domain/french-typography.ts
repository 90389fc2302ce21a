/**
 * French typography for every text the product prints or shows (docs/decisions/045): the spaces a
 * French reader expects never to be broken become no-break spaces (U+00A0). The line breaking of the
 * PDF (src/pdf/text-layout.ts) never breaks there, so "n°" stays with its number, « with the word
 * after it, : ; ! ? » with the word before them, and a reference (IBAN, account number, telephone)
 * stays whole on one line.
 */

export const NBSP = '\u00A0';

const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

/** Ordinary spaces (and the narrow no-break space) that a French text must not break. */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // Before the high punctuation and the closing guillemet.
  [/[ \u202F]+(?=[:;!?»])/g, NBSP],
  // After the opening guillemet.
  [/«[ \u202F]+/g, `«${NBSP}`],
  // "n°" (and "N°", "nº", "nos") and its number.
  [/(?<![\p{L}\p{N}])([nN][°º]s?)[ \u202F]+/gu, `$1${NBSP}`],
  // Groups of a number, a telephone or a reference: two neighbouring words that both hold a digit.
  [/(?<=\p{N}[^\s]*)[ \u202F]+(?=[^\s]*\p{N})/gu, NBSP],
  // A long date: the day with its month, the month with its year.
  [new RegExp(`(?<=\\b\\d{1,2}(?:er)?) +(?=(?:${MONTHS})\\b)`, 'giu'), NBSP],
  [new RegExp(`(?<=(?:${MONTHS})) +(?=\\d{4}\\b)`, 'giu'), NBSP],
];

/** `text` with French no-break spaces where a French text never breaks; the words are unchanged. */
export function frenchSpacing(text: string): string {
  return RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}
