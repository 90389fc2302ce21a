import { expect, test } from 'vitest';
import { helveticaWidth } from './helvetica-metrics.ts';

test('widths are those of the Adobe AFM files, not rounded', () => {
  expect(helveticaWidth('n', false)).toBe(0.556);
  expect(helveticaWidth('n', true)).toBe(0.611);
  expect(helveticaWidth("'", false)).toBe(0.191);
  expect(helveticaWidth('€', false)).toBe(0.556);
  expect(helveticaWidth('Œ', true)).toBe(1);
});

test('a word is the sum of its letters, the no-break space as wide as a space', () => {
  expect(helveticaWidth('Paris', false)).toBeCloseTo(0.667 + 0.556 + 0.333 + 0.222 + 0.5, 10);
  expect(helveticaWidth('\u00A0', false)).toBe(helveticaWidth(' ', false));
});
