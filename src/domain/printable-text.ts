/**
 * Text as the PDF draws it, and which characters it can draw: Helvetica's WinAnsi set and, beyond
 * it, the DejaVu Sans subset shipped with the product (specification §14). Pure and small (no
 * jsPDF, no font file, only the generated coverage table), so the page and the server can refuse a
 * form before anything is built, and the PDF adapter draws with the same rule.
 */
import { DEJAVU_SANS_RANGES } from './font-coverage.ts';

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

/** The characters of Windows-1252 between 0x80 and 0x9F, which WinAnsiEncoding places there. */
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((character) => character.codePointAt(0)));

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

/** Helvetica, as jsPDF encodes it (WinAnsiEncoding), draws this character. */
export function isHelveticaCharacter(codePoint: number): boolean {
  return (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRAS.has(codePoint);
}

/** The embedded DejaVu Sans subset draws this character. */
export function isUnicodeFontCharacter(codePoint: number): boolean {
  let low = 0;
  let high = DEJAVU_SANS_RANGES.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [first, last] = DEJAVU_SANS_RANGES[middle] ?? [0, -1];
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return true;
  }
  return false;
}

/** Some text (already normalised) needs the embedded font. */
export function needsUnicodeFont(text: string): boolean {
  for (const character of text) if (!isHelveticaCharacter(character.codePointAt(0) ?? 0)) return true;
  return false;
}

const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' });

/**
 * The characters of `text` that no shipped font draws, each once, in order of appearance, as the
 * person sees them (a flag or a skin-toned emoji stays one character).
 */
export function unsupportedCharacters(text: string): string[] {
  const composed = text.normalize('NFC');
  if (isDrawable(normalizePdfText(composed))) return [];
  const found = new Set<string>();
  for (const { segment } of graphemes.segment(composed)) {
    if (found.has(segment)) continue;
    if (!isDrawable(normalizePdfText(segment))) found.add(segment);
  }
  return [...found];
}

function isDrawable(text: string): boolean {
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (!isHelveticaCharacter(codePoint) && !isUnicodeFontCharacter(codePoint)) return false;
  }
  return true;
}
