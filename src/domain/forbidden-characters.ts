/**
 * Characters no field may hold (docs/decisions/114, 185), on the page and on the server alike: they
 * are invisible on screen, then dropped, drawn oddly or refused by a document's format (XML forbids
 * most controls). Control characters (tab aside outside a name, and line breaks where the field is a
 * paragraph, U+0085 included among the controls), the bidirectional embeddings, overrides and
 * isolates that make a line read backwards, the tag characters, and the zero-width spaces that split
 * a word the paper prints whole. Pure: the readiness rule names the field.
 */

/**
 * Tab in a line or a paragraph, never in a name (a person's, a company's: docs/decisions/185); line
 * feed and carriage return only in a paragraph field.
 */
const ALLOWED_CONTROLS = { name: new Set<string>(), line: new Set(['\t']), paragraph: new Set(['\t', '\n', '\r']) } as const;
const CONTROL = /\p{Cc}/u;
/** U+202A–U+202E (embeddings, overrides, their end) and U+2066–U+2069 (isolates). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** U+E0000–U+E007F: invisible letters that can smuggle text past a reader. */
const TAG = /[\u{E0000}-\u{E007F}]/u;
/** U+200B (zero-width space), U+2060 (word joiner), U+FEFF (byte order mark): a word typed with one inside looks whole and is not. */
const ZERO_WIDTH = /[\u200B\u2060\uFEFF]/u;
/** More combining marks than this on one letter (once composed) are no writing, only ink stacked up the line. */
export const MAX_STACKED_MARKS = 3;
const STACKED_MARKS = new RegExp(`\\p{M}{${MAX_STACKED_MARKS + 1},}`, 'u');

export type TextShape = keyof typeof ALLOWED_CONTROLS;

/** The forbidden characters of `text`, each once, in order of appearance, by code point (`U+0000`). */
export function forbiddenCharacters(text: string, shape: TextShape): string[] {
  const found = new Set<string>();
  for (const character of text) {
    const forbidden =
      (CONTROL.test(character) && !ALLOWED_CONTROLS[shape].has(character)) ||
      BIDI_CONTROL.test(character) ||
      TAG.test(character) ||
      ZERO_WIDTH.test(character);
    if (forbidden) found.add(`U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return [...found];
}

/** `text` stacks more than MAX_STACKED_MARKS combining marks on one letter, once composed (NFC). */
export function hasStackedMarks(text: string): boolean {
  return STACKED_MARKS.test(text.normalize('NFC'));
}
