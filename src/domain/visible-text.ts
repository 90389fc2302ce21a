/**
 * Text as the PDF draws it (normalised spaces, invisible characters dropped), and whether a value
 * leaves a mark on paper. Apart from the fonts' coverage (printable-text.ts), so the page's first
 * load carries the rule without the tables (docs/decisions/060).
 */
/** No-break spaces keep their meaning: the line never breaks there. */
const TO_NO_BREAK_SPACE = /[\u2007\u202F]/g;
/** Tabs, line breaks and the other Unicode spaces become a plain space. */
const TO_SPACE = /[\t\n\v\f\r\u0085\u1680\u2000-\u200A\u2028\u2029\u205F\u3000]/g;
/** Controls, format characters (soft hyphen, zero-width joiners, bidi marks, BOM) and variation selectors. */
const INVISIBLE = /[\p{Cc}\p{Cf}\uFE00-\uFE0F]/gu;

export const NO_BREAK_SPACE = '\u00A0';

/**
 * Text as the PDF draws it: composed (NFC), with Unicode spaces reduced to the two spaces every
 * shipped font has and invisible characters dropped. U+202F (the narrow no-break space of French
 * number and date formatting) would otherwise come out of Helvetica as "/".
 */
export function normalizePdfText(text: string): string {
  return text.normalize('NFC').replace(TO_NO_BREAK_SPACE, NO_BREAK_SPACE).replace(TO_SPACE, ' ').replace(INVISIBLE, '');
}

/** Fillers some fonts draw as nothing: Hangul fillers, the braille blank, the combining grapheme joiner. */
const BLANK_LOOKING = /[\u034F\u115F\u1160\u2800\u3164\uFFA0]/gu;

/**
 * Whether `text` leaves a mark on paper: something remains once invisible and control characters,
 * fillers and every kind of space are removed. A value made only of zero-width spaces is not
 * filled in, on the page as on the server (one rule, docs/decisions/075).
 */
export function hasVisibleText(text: string): boolean {
  return normalizePdfText(text).replace(BLANK_LOOKING, '').replace(/\s/gu, '') !== '';
}
