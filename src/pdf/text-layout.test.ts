import { expect, test } from 'vitest';
import { faceFor, wrapText, type FontFace, type Line } from './text-layout.ts';

/** One unit per character (combining marks take no room), two in the embedded font: enough for the rules. */
const measure = (text: string, face: FontFace) => text.replace(/\p{M}/gu, '').length * (face === 'unicode' ? 2 : 1);
const texts = (lines: Line[]) => lines.map((line) => line.runs.map((run) => run.text).join(''));

test('words fill each line up to the width and break at spaces, which are dropped at the break', () => {
  const lines = wrapText('le petit chat dort sur le canapé', 12, 'regular', measure);
  expect(texts(lines)).toEqual(['le petit', 'chat dort', 'sur le', 'canapé']);
  for (const line of lines) expect(line.width).toBeLessThanOrEqual(12);
});

test('a line may be exactly as wide as the width', () => {
  expect(texts(wrapText('abcde fghij', 11, 'regular', measure))).toEqual(['abcde fghij']);
  expect(texts(wrapText('abcde fghij', 10, 'regular', measure))).toEqual(['abcde', 'fghij']);
});

test('spaces inside a line are kept as typed', () => {
  expect(texts(wrapText('a  b', 10, 'regular', measure))).toEqual(['a  b']);
});

test('a no-break space never breaks', () => {
  expect(texts(wrapText('total 1\u00A0000\u00A0€', 9, 'regular', measure))).toEqual(['total', '1\u00A0000\u00A0€']);
});

test('a word wider than the line is cut between characters, never between a letter and its accent', () => {
  const lines = wrapText('abcdefghij xe\u0301e\u0301e\u0301', 4, 'regular', measure);
  expect(texts(lines)).toEqual(['abcd', 'efgh', 'ij', 'xe\u0301', 'e\u0301e\u0301']);
});

test('a single character wider than the line still gets a line of its own', () => {
  expect(texts(wrapText('ab', 0.5, 'regular', measure))).toEqual(['a', 'b']);
});

test('empty text or only spaces gives no line', () => {
  expect(wrapText('', 10, 'regular', measure)).toEqual([]);
  expect(wrapText('   ', 10, 'regular', measure)).toEqual([]);
});

test('each word is set in Helvetica when it can be, otherwise wholly in the embedded font', () => {
  const [line] = wrapText('Łukasz Dupont « Wałęsa »', 100, 'regular', measure);
  expect(line?.runs.map(({ text, face }) => [text, face])).toEqual([
    ['Łukasz ', 'unicode'],
    ['Dupont « ', 'regular'],
    ['Wałęsa ', 'unicode'],
    ['»', 'regular'],
  ]);
  expect(line?.width).toBe(14 + 9 + 14 + 1);
});

test('bold text stays bold where Helvetica can draw it', () => {
  expect(faceFor('PROCURATION', 'bold')).toBe('bold');
  expect(faceFor('ΠΛΗΡΕΞΟΥΣΙΟ', 'bold')).toBe('unicode');
  expect(faceFor('Œuvre’s', 'regular')).toBe('regular');
});

test('a group joined by no-break spaces wider than the line breaks at its no-break spaces before a word is cut', () => {
  const run = 'dossier\u00A0n°\u00A0démarche\u00A0007\u00A0123\u00A0456\u00A0789\u00A0001';
  const lines = texts(wrapText(`voir ${run} fin`, 20, 'regular', measure));
  expect(lines).toEqual(['voir dossier', 'n°\u00A0démarche 007 123', '456 789 001 fin'].map((line) => line.replace(/ (?=\d)/g, '\u00A0')));
  // Every word of the group is whole on its line: none is cut between its characters.
  for (const word of ['dossier', 'démarche', '007', '123', '456', '789', '001'])
    expect(lines.some((line) => line.includes(word))).toBe(true);
});

test('inside such a group, « and "n°" stay with what follows, : and » with what precedes', () => {
  const lines = texts(wrapText('«\u00A0aaaa\u00A0bbbb\u00A0:\u00A0cccc\u00A0»', 8, 'regular', measure));
  expect(lines).toEqual(['«\u00A0aaaa', 'bbbb\u00A0:', 'cccc\u00A0»']);
});

test('kept together, a group in parentheses that fits a line starts the next line rather than be split (issue 55)', () => {
  const label = 'Signature du mandataire (Jean Dupont)\u00a0:';
  expect(texts(wrapText(label, 30, 'regular', measure))).toEqual(['Signature du mandataire (Jean', 'Dupont)\u00a0:']);
  expect(texts(wrapText(label, 30, 'regular', measure, { keepParenthesesTogether: true }))).toEqual([
    'Signature du mandataire',
    '(Jean Dupont)\u00a0:',
  ]);
});

test('kept together, a group in parentheses wider than a line breaks as any text does', () => {
  const label = 'Signature (Marie-Christine de La Tour) :';
  expect(texts(wrapText(label, 16, 'regular', measure, { keepParenthesesTogether: true }))).toEqual(
    texts(wrapText(label, 16, 'regular', measure)),
  );
});
