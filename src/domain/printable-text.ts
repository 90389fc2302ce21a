/**
 * Text as the PDF draws it, and which characters it can draw: Helvetica's WinAnsi set and, beyond
 * it, the DejaVu Sans subset shipped with the product (specification §14). Pure and small (no
 * jsPDF, no font file, only the generated coverage table), so the page and the server can refuse a
 * form before anything is built, and the PDF adapter draws with the same rule.
 */
import { DEJAVU_SANS_RANGES } from './font-coverage.ts';
import { normalizePdfText } from './visible-text.ts';

/** The characters of Windows-1252 between 0x80 and 0x9F, which WinAnsiEncoding places there. */
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((character) => character.codePointAt(0)));

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

/**
 * Made on the first text no font draws, never before: making one loads the browser's break rules, a
 * task a slow phone feels, and most forms never need it (docs/decisions/165).
 */
let graphemes: Intl.Segmenter | undefined;

/**
 * The characters of `text` that no shipped font draws, each once, in order of appearance, as the
 * person sees them (a flag or a skin-toned emoji stays one character).
 */
export function unsupportedCharacters(text: string): string[] {
  const composed = text.normalize('NFC');
  if (isDrawable(normalizePdfText(composed))) return [];
  const found = new Set<string>();
  graphemes ??= new Intl.Segmenter('fr', { granularity: 'grapheme' });
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
