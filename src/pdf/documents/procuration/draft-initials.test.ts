/**
 * A notary's project is signed by nobody (docs/decisions/177): on several pages it carries the page
 * numbers but no « Paraphe(s) » (docs/decisions/214), read back from the PDF; a paper people sign keeps it.
 */
import { expect, test } from 'vitest';
import { documentTextOf } from '../../../../scripts/legal/legal-content.test-helper.ts';
import type { ProcurationForm } from '../../../domain/form.ts';
import { aSignedForm } from '../../../domain/test-factory.test-helper.ts';
import { NOW } from '../../fixtures.test-helper.ts';
import { readPdf } from '../../read-pdf.test-helper.ts';
import { procurationPdf } from './procuration-pdf.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const INITIALS = flat(documentTextOf('procuration', 'initialsLabel'));

/** A long paper: three mandataires and a long description of the property. */
function longPaper(type: string, operations: string[]): ProcurationForm {
  const property = 'Maison sise 3 chemin des Vignes, 69390 Vourles, cadastrée section AB n° 123, au prix minimum de 350 000 €. ';
  return aSignedForm({
    otherAttorneys: [
      { firstName: 'Inès', lastName: 'Martin', address: '8 rue Nationale', postalCode: '59000', city: 'Lille' },
      { firstName: 'Paul', lastName: 'Roux', address: '3 place Bellecour', postalCode: '69002', city: 'Lyon' },
    ],
    type,
    authorizedOperations: operations,
    objectDetails: property.repeat(6).trim(),
    attorneySignatureBlock: true,
  });
}

async function pagesOf(form: ProcurationForm) {
  return (await readPdf(await procurationPdf(form, { now: NOW, withSignature: false }), { images: false })).pages.map((page) =>
    page.lines.map(flat),
  );
}

test('a notary’s project of several pages: « Page X / Y » on each page, no « Paraphe(s) »', async () => {
  const pages = await pagesOf(longPaper('Immobilière', ['Vente de propriété']));
  expect(pages.length).toBeGreaterThan(1);
  for (const [index, lines] of pages.entries()) {
    expect(lines.some((line) => line.endsWith(`Page ${index + 1} / ${pages.length}`))).toBe(true);
    expect(lines).not.toContain(INITIALS);
  }
});

test('a paper people sign, of several pages, keeps « Paraphe(s) » on each page', async () => {
  const pages = await pagesOf(longPaper('Immobilière', ['Gestion de location']));
  expect(pages.length).toBeGreaterThan(1);
  for (const lines of pages) expect(lines).toContain(INITIALS);
});
