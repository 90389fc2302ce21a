/**
 * Characters no field may hold (docs/decisions/114), on the page and on the server alike: they are
 * invisible on screen, then dropped, drawn oddly or refused by a document's format (XML forbids most
 * controls). Control characters (tab aside, and line breaks where the field is a paragraph, U+0085
 * included among the controls), the bidirectional embeddings, overrides and isolates that make a
 * line read backwards, and the tag characters. Pure: the readiness rule names the field.
 */

/** Tab always; line feed and carriage return only in a paragraph field. */
const ALLOWED_CONTROLS = { line: new Set(['\t']), paragraph: new Set(['\t', '\n', '\r']) } as const;
const CONTROL = /\p{Cc}/u;
/** U+202A–U+202E (embeddings, overrides, their end) and U+2066–U+2069 (isolates). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** U+E0000–U+E007F: invisible letters that can smuggle text past a reader. */
const TAG = /[\u{E0000}-\u{E007F}]/u;

export type TextShape = keyof typeof ALLOWED_CONTROLS;

/** The forbidden characters of `text`, each once, in order of appearance, by code point (`U+0000`). */
export function forbiddenCharacters(text: string, shape: TextShape): string[] {
  const found = new Set<string>();
  for (const character of text) {
    const forbidden =
      (CONTROL.test(character) && !ALLOWED_CONTROLS[shape].has(character)) || BIDI_CONTROL.test(character) || TAG.test(character);
    if (forbidden) found.add(`U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  }
  return [...found];
}
