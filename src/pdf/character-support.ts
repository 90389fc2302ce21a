/**
 * Which characters the PDF can draw: Helvetica's WinAnsi set, and beyond it the DejaVu Sans subset
 * shipped with the product. Pure and small (no jsPDF, no font file), so the page can check a form
 * before it loads anything and name the field that holds what no font draws (DESIGN.md §4).
 */
import { OPERATION_TO_SPECIFY, TYPE_OTHER } from '../domain/catalogue.ts';
import type { Party, ProcurationForm } from '../domain/form.ts';
import { DRAWN_FIELD_NAMES, unsupportedCharactersMessage } from '../domain/messages.ts';
import type { FieldPath } from '../domain/validation.ts';
import { DEJAVU_SANS_RANGES } from './fonts/dejavu-sans-coverage.ts';
import { normalizePdfText } from './normalize-text.ts';

/** The characters of Windows-1252 between 0x80 and 0x9F, which WinAnsiEncoding places there. */
const WIN_ANSI_EXTRAS = new Set(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((character) => character.codePointAt(0)),
);

/** Helvetica, as jsPDF encodes it (WinAnsiEncoding), draws this character. */
export function isHelveticaCharacter(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_EXTRAS.has(codePoint)
  );
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

export interface UnsupportedCharactersFailure {
  /** The French message naming the field and the characters. */
  message: string;
  field: FieldPath;
  characters: string[];
}

type DrawnPersonField = Exclude<keyof typeof DRAWN_FIELD_NAMES, 'customType' | 'customOperation'>;

/** Person fields drawn in the PDF, in the order the card shows them. */
const DRAWN_PERSON_FIELDS: readonly DrawnPersonField[] = [
  'lastName',
  'firstName',
  'address',
  'postalCode',
  'city',
  'phone',
  'email',
];

/**
 * Every field of the form whose text reaches the PDF and holds characters no shipped font draws,
 * in the order of the page. Empty when the document can be produced.
 */
export function findUnsupportedCharacters(form: ProcurationForm): UnsupportedCharactersFailure[] {
  const failures: UnsupportedCharactersFailure[] = [];
  const check = (text: string, field: FieldPath, name: string, party: Party | undefined) => {
    const characters = unsupportedCharacters(text);
    if (characters.length > 0) {
      failures.push({ message: unsupportedCharactersMessage(name, party, characters), field, characters });
    }
  };
  for (const party of ['grantor', 'attorney'] as const) {
    for (const field of DRAWN_PERSON_FIELDS) {
      check(form[party][field], `${party}.${field}`, DRAWN_FIELD_NAMES[field], party);
    }
  }
  if (form.type === TYPE_OTHER) check(form.customType, 'customType', DRAWN_FIELD_NAMES.customType, undefined);
  if (form.authorizedOperations.includes(OPERATION_TO_SPECIFY)) {
    check(form.customOperation, 'customOperation', DRAWN_FIELD_NAMES.customOperation, undefined);
  }
  return failures;
}
