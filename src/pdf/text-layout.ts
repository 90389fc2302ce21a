/**
 * Line breaking, independent of the PDF library: words fill a line up to a width, a group joined by
 * no-break spaces wider than the line breaks at those spaces, a word wider than the line is cut
 * between characters, and each word is set in Helvetica when Helvetica can
 * draw all of it, otherwise in the embedded Unicode font (a word never mixes two fonts).
 */
import { isHelveticaCharacter } from '../domain/printable-text.ts';

/** `regular` and `bold` are Helvetica; `unicode` is the embedded DejaVu Sans. */
export type FontFace = 'regular' | 'bold' | 'unicode';
export type TextStyle = 'regular' | 'bold';

/** Width of `text` in the given face, in the document's unit, at the size being laid out. */
export type Measure = (text: string, face: FontFace) => number;

export interface Run {
  text: string;
  face: FontFace;
  width: number;
}

export interface Line {
  runs: Run[];
  width: number;
}

export function faceFor(word: string, style: TextStyle): FontFace {
  for (const character of word) if (!isHelveticaCharacter(character.codePointAt(0) ?? 0)) return 'unicode';
  return style;
}

/** Spaces separate words; a no-break space (U+00A0) belongs to its word. */
const TOKENS = / +|[^ ]+/g;
/** A base character and the combining marks that follow it: never cut between them. */
const CHARACTERS = /\P{M}\p{M}*|\p{M}+/gu;

/** How a text is broken beyond the common rules. */
export interface WrapOptions {
  /**
   * A group in parentheses, « (Jean Dupont) », starts a new line rather than be split over two when it
   * fits on one line; wider than a line, it breaks as any text does (a signature's label: issue 55).
   */
  keepParenthesesTogether?: boolean;
}

/** `text` (normalised) broken into lines no wider than `maxWidth`. No line starts or ends with a space. */
export function wrapText(text: string, maxWidth: number, style: TextStyle, measure: Measure, options: WrapOptions = {}): Line[] {
  const lines: Line[] = [];
  let pieces: Run[] = [];
  let width = 0;
  let space: Run | undefined;

  const endLine = () => {
    if (pieces.length > 0) lines.push(toLine(pieces, measure));
    pieces = [];
    width = 0;
  };

  const tokens = [...breakableTokens(text.match(TOKENS) ?? [], style, maxWidth, measure)];
  for (const [index, { token, isSpace }] of tokens.entries()) {
    if (isSpace) {
      const face = pieces.at(-1)?.face ?? style;
      space = pieces.length > 0 ? { text: token, face, width: measure(token, face) } : undefined;
      continue;
    }
    const face = faceFor(token, style);
    const word = { text: token, face, width: measure(token, face) };
    const group = options.keepParenthesesTogether ? parenthesisedWidth(tokens, index, style, measure) : undefined;
    const needed = group !== undefined && group <= maxWidth ? group : word.width;
    if (pieces.length > 0 && space && width + space.width + needed <= maxWidth) {
      pieces.push(space, word);
      width += space.width + word.width;
      space = undefined;
      continue;
    }
    endLine();
    space = undefined;
    const parts = word.width <= maxWidth ? [word] : cutWord(word, maxWidth, measure);
    for (const part of parts.slice(0, -1)) lines.push(toLine([part], measure));
    const last = parts.at(-1);
    if (last) {
      pieces = [last];
      width = last.width;
    }
  }
  endLine();
  return lines;
}

const NO_BREAK_SPACE = '\u00A0';

/**
 * The width of the group in parentheses that opens at `start` (its words and the spaces between them,
 * to the word that closes it), or undefined when no group opens there or none closes on.
 */
function parenthesisedWidth(
  tokens: readonly { token: string; isSpace: boolean }[],
  start: number,
  style: TextStyle,
  measure: Measure,
): number | undefined {
  if (!tokens[start]?.token.startsWith('(')) return undefined;
  let width = 0;
  for (const { token, isSpace } of tokens.slice(start)) {
    width += measure(token, isSpace ? style : faceFor(token, style));
    if (!isSpace && token.includes(')')) return width;
  }
  return undefined;
}

/**
 * The words and spaces of a text, in order. A group joined by no-break spaces that is wider than
 * the line (a long run of numbers, "n° 12 34 56…") becomes words again at those of its no-break
 * spaces where French allows a break, so that it is broken there before any word is cut
 * (docs/decisions/068); a no-break space never leaves « or "n°" at the end of a line, nor : ; ! ? »
 * at the start of one.
 */
function* breakableTokens(
  tokens: readonly string[],
  style: TextStyle,
  maxWidth: number,
  measure: Measure,
): Generator<{ token: string; isSpace: boolean }> {
  for (const token of tokens) {
    if (token.startsWith(' ')) {
      yield { token, isSpace: true };
      continue;
    }
    if (!token.includes(NO_BREAK_SPACE) || measure(token, faceFor(token, style)) <= maxWidth) {
      yield { token, isSpace: false };
      continue;
    }
    const parts: string[] = [];
    for (const part of token.split(NO_BREAK_SPACE)) {
      const previous = parts.at(-1);
      const bound =
        previous !== undefined &&
        (part === '' || NEVER_FIRST.has(part[0] ?? '') || NEVER_LAST.has(previous.at(-1) ?? '') || /n°$/i.test(previous));
      if (bound) parts[parts.length - 1] = `${previous}${NO_BREAK_SPACE}${part}`;
      else parts.push(part);
    }
    for (const [index, part] of parts.entries()) {
      if (index > 0) yield { token: NO_BREAK_SPACE, isSpace: true };
      yield { token: part, isSpace: false };
    }
  }
}

/** A piece of a cut word never starts with these (French: they stay with the word before them). */
const NEVER_FIRST = new Set([':', ';', '!', '?', '»', '\u00A0']);
/** A piece of a cut word never ends with these (they stay with the word after them). */
const NEVER_LAST = new Set(['«', '\u00A0', '°', 'º']);
/** How far a cut may move back to keep French punctuation with its word, in characters. */
const CUT_BACKTRACK = 4;

/**
 * A word wider than the line, cut into pieces that each fit (at least one character per piece). A
 * cut moves back a few characters rather than leave « or "n°" at the end of a piece, or : ; ! ? »
 * at the start of the next one (the French rule of the no-break space, which holds them together).
 */
function cutWord(word: Run, maxWidth: number, measure: Measure): Run[] {
  const characters = word.text.match(CHARACTERS) ?? [];
  const parts: Run[] = [];
  let start = 0;
  let width = 0;
  for (let index = 0; index < characters.length; index++) {
    const characterWidth = measure(characters[index] ?? '', word.face);
    if (index > start && width + characterWidth > maxWidth) {
      const cut = bestCut(characters, start, index);
      const text = characters.slice(start, cut).join('');
      parts.push({ text, face: word.face, width: measure(text, word.face) });
      start = cut;
      width = measure(characters.slice(start, index).join(''), word.face);
    }
    width += characterWidth;
  }
  if (start < characters.length) {
    const text = characters.slice(start).join('');
    parts.push({ text, face: word.face, width: measure(text, word.face) });
  }
  return parts;
}

/** Where to cut before `end` (exclusive), moving back at most CUT_BACKTRACK characters for a French break. */
function bestCut(characters: readonly string[], start: number, end: number): number {
  const allowed = (cut: number) => {
    const last = characters[cut - 1] ?? '';
    return !NEVER_LAST.has(last.at(-1) ?? '') && !NEVER_FIRST.has(characters[cut]?.[0] ?? '');
  };
  for (let cut = end; cut > start && cut > end - CUT_BACKTRACK; cut--) if (allowed(cut)) return cut;
  return end;
}

/** Neighbouring pieces in the same face become one run, measured whole. */
function toLine(pieces: Run[], measure: Measure): Line {
  const runs: Run[] = [];
  for (const piece of pieces) {
    const previous = runs.at(-1);
    if (previous && previous.face === piece.face) previous.text += piece.text;
    else runs.push({ ...piece });
  }
  for (const run of runs) run.width = measure(run.text, run.face);
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}
