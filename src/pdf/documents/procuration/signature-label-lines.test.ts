/**
 * A name in a place to sign is never split over two lines when the column holds it (issue 55), read
 * back from the real PDF: three mandataires sign, so each label names its person in a narrow column.
 */
import { expect, test } from 'vitest';
import { aSignedForm } from '../../../domain/test-factory.test-helper.ts';
import { NOW } from '../../fixtures.test-helper.ts';
import { readPdf } from '../../read-pdf.test-helper.ts';
import { procurationPdf } from './procuration-pdf.ts';

const LONG_NAMES = [
  { firstName: 'Marie-Christine', lastName: 'Delacroix' },
  { firstName: 'Jean-Baptiste', lastName: 'Vasseur' },
];

async function linesOf(otherAttorneys: readonly { firstName: string; lastName: string }[]): Promise<string[]> {
  const form = aSignedForm({ otherAttorneys: [...otherAttorneys], attorneySignatureBlock: true });
  return (await readPdf(await procurationPdf(form, { now: NOW, withSignature: false }))).lines;
}

test('« Signature du mandataire (Marie-Christine Delacroix) » keeps the name in parentheses on one line of its column', async () => {
  const lines = await linesOf(LONG_NAMES);
  for (const { firstName, lastName } of LONG_NAMES) {
    expect(lines.some((line) => line.includes(`(${firstName} ${lastName})`))).toBe(true);
  }
});

test('a name wider than its column still prints whole, broken as any text is', async () => {
  const wide = { firstName: 'Marie-Christine-Éléonore', lastName: 'de La Tour-Delacroix-Beauregard' };
  const words = (await linesOf([wide, LONG_NAMES[1]!])).join(' ').split(/\s+/);
  for (const word of ['(Marie-Christine-Éléonore', 'de', 'La', 'Tour-Delacroix-Beauregard)']) expect(words).toContain(word);
});
