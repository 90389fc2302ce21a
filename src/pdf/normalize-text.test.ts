import { expect, test } from 'vitest';
import { normalizePdfText } from './normalize-text.ts';

test('the narrow no-break space and the figure space become a no-break space', () => {
  expect(normalizePdfText('1\u202F000\u2007€')).toBe('1\u00A0000\u00A0€');
});

test('tabs, line breaks and the other Unicode spaces become a plain space', () => {
  expect(normalizePdfText('a\tb\nc\r\nd\u2009e\u3000f\u2028g')).toBe('a b c  d e f g');
});

test('invisible characters are dropped: soft hyphen, zero-width spaces and joiners, bidi marks, BOM, variation selectors', () => {
  expect(normalizePdfText('anti\u00ADconstitution\u200B\u200C\u200D\u200E\u202A\uFEFF©\uFE0F')).toBe('anticonstitution©');
});

test('decomposed accents are composed (NFC), as typed on some keyboards', () => {
  expect(normalizePdfText('Le\u0301a Nguye\u0302\u0303n')).toBe('Léa Nguyễn');
});

test('text that needs nothing is returned as it is', () => {
  const french = '« L’Haÿ-les-Roses » – Œuvre, cœur… 12 €';
  expect(normalizePdfText(french)).toBe(french);
});
