/**
 * Line breaking, independent of the PDF library: words fill a line up to a width, a word wider
 * than the line is cut between characters, and each word is set in Helvetica when Helvetica can
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

/** `text` (normalised) broken into lines no wider than `maxWidth`. No line starts or ends with a space. */
export function wrapText(text: string, maxWidth: number, style: TextStyle, measure: Measure): Line[] {
  const lines: Line[] = [];
  let pieces: Run[] = [];
  let width = 0;
  let space: Run | undefined;

  const endLine = () => {
    if (pieces.length > 0) lines.push(toLine(pieces, measure));
    pieces = [];
    width = 0;
  };

  for (const token of text.match(TOKENS) ?? []) {
    if (token.startsWith(' ')) {
      const face = pieces.at(-1)?.face ?? style;
      space = pieces.length > 0 ? { text: token, face, width: measure(token, face) } : undefined;
      continue;
    }
    const face = faceFor(token, style);
    const word = { text: token, face, width: measure(token, face) };
    if (pieces.length > 0 && space && width + space.width + word.width <= maxWidth) {
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

/** A word wider than the line, cut into pieces that each fit (at least one character per piece). */
function cutWord(word: Run, maxWidth: number, measure: Measure): Run[] {
  const parts: Run[] = [];
  let text = '';
  let width = 0;
  for (const character of word.text.match(CHARACTERS) ?? []) {
    const characterWidth = measure(character, word.face);
    if (text !== '' && width + characterWidth > maxWidth) {
      parts.push({ text, face: word.face, width: measure(text, word.face) });
      text = '';
      width = 0;
    }
    text += character;
    width += characterWidth;
  }
  if (text !== '') parts.push({ text, face: word.face, width: measure(text, word.face) });
  return parts;
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
