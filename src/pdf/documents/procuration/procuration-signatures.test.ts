/**
 * Signatures never stand alone (docs/decisions/119), read back from the real PDF: on a paper of
 * several pages, the page people sign holds the end of the text and the place and date; a page left
 * early is closed by a line so nothing can be added.
 */
import { jsPDF } from 'jspdf';
import { expect, test } from 'vitest';
import { describeProcuration } from '../../../domain/documents/procuration/document.ts';
import { normalizeDocument } from '../../document-text.ts';
import { NOW, vehicleSaleThreeMandatairesForm } from '../../fixtures.test-helper.ts';
import { aSignedForm } from '../../../domain/test-factory.test-helper.ts';
import { isPageFurniture, readPdf } from '../../read-pdf.test-helper.ts';
import { layOutBlocks, type PageSink } from '../../render-pdf.ts';
import { procurationPdf } from './procuration-pdf.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');
const PLACE_AND_DATE = 'Fait à Lyon, le 22 novembre 2026';

test('a vehicle sale to three mandataires: two pages, the signatures’ page holds the place and date and the end of the text', async () => {
  const pdf = await readPdf(await procurationPdf(vehicleSaleThreeMandatairesForm(), { now: NOW, withSignature: false }));
  expect(pdf.pages).toHaveLength(2);
  const [first, last] = pdf.pages.map((page) => flat(page.lines.filter((line) => !isPageFurniture(line)).join(' ')));
  // The place and date open the paper and are said again above the places to sign.
  expect(first).toContain(PLACE_AND_DATE);
  expect(last).toContain(PLACE_AND_DATE);
  expect(last?.indexOf(PLACE_AND_DATE)).toBeLessThan(last?.indexOf('Signature du mandant') ?? -1);
  for (const label of [
    'Signature du mandant',
    'Signature du mandataire (Loïc Martin)',
    'Signature du mandataire (Inès Martin)',
    'Signature du mandataire (Paul Roux)',
  ]) {
    expect(last).toContain(label);
    expect(first).not.toContain(label);
  }
  // The end of the text comes with them: the page people sign does not open on the place and date.
  expect(last?.indexOf(PLACE_AND_DATE)).toBeGreaterThan(0);
});

test('a one-page paper says the place and date once', async () => {
  const pdf = await readPdf(await procurationPdf(aSignedForm(), { now: NOW, withSignature: false }));
  expect(pdf.pages).toHaveLength(1);
  expect(flat(pdf.lines.join(' ')).split(PLACE_AND_DATE)).toHaveLength(2);
});

/** The closing lines the layout draws, page by page. */
function closingLines(document: ReturnType<typeof describeProcuration>): Array<{ page: number; y1: number; y2: number }> {
  const lines: Array<{ page: number; y1: number; y2: number }> = [];
  let page = 1;
  const sink: PageSink = {
    addPage: () => (page += 1),
    setPage: (number) => (page = number),
    text: () => undefined,
    image: () => undefined,
    line: (_x1, y1, _x2, y2) => lines.push({ page, y1, y2 }),
  };
  layOutBlocks(normalizeDocument(document), new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' }), sink);
  return lines;
}

test('a page left early is closed by a line across its blank; a full page and a one-page paper get none', () => {
  const sale = closingLines(describeProcuration(vehicleSaleThreeMandatairesForm(), { today: NOW, withSignature: false }));
  expect(sale).toHaveLength(1);
  expect(sale[0]?.page).toBe(1);
  // From where the text stops down to the bottom margin (297 − 20 mm).
  expect(sale[0]?.y2).toBeCloseTo(277, 2);
  expect(sale[0]?.y1).toBeLessThan(277 - 10);
  expect(closingLines(describeProcuration(aSignedForm(), { today: NOW, withSignature: false }))).toEqual([]);
});
