import { describe, expect, test } from 'vitest';
import { emptyForm, type ProcurationForm } from '../../../domain/form.ts';
import { customForm, NOW } from '../../fixtures.test-helper.ts';
import { aSignedForm } from '../../../domain/test-factory.test-helper.ts';
import { layOutProcuration, type LaidOutDocument } from './procuration-layout.ts';
import { procurationPdf } from './procuration-pdf.ts';
import { readPdf } from '../../read-pdf.test-helper.ts';
import { UnsupportedCharactersError } from '../../render-pdf.ts';

const LONG_OPERATION = 'Gérer le dossier de succession auprès de l’étude notariale, y compris la correspondance. '.repeat(34).trim();

/** pdf.js reads a no-break space as a space: so does this comparison. */
const linesOf = (layout: LaidOutDocument) => layout.pages.map((page) => page.lines.map((line) => line.text.replaceAll('\u00A0', ' ')));

async function pdfLines(form: ProcurationForm, withSignature: boolean): Promise<string[][]> {
  const reading = await readPdf(await procurationPdf(form, { now: NOW, withSignature }), { images: false });
  return reading.pages.map((page) => page.lines);
}

describe('the recorded layout shows the same lines on the same pages as the PDF', () => {
  const cases: Array<[string, ProcurationForm, boolean]> = [
    ['a one-page procuration without signature', aSignedForm(), false],
    ['a signed procuration', aSignedForm(), true],
    ['a Cyrillic name', aSignedForm({ grantor: { firstName: 'Анна', lastName: 'Иванова' } }), true],
    ['a custom operation of about 3,000 characters', customForm('Succession', LONG_OPERATION), true],
  ];
  test.each(cases)('%s', async (_name, form, withSignature) => {
    const layout = await layOutProcuration(form, { now: NOW, withSignature });
    expect(linesOf(layout)).toEqual(await pdfLines(form, withSignature));
  });
});

test('a long custom operation gives several pages, each numbered with the reference, and one page is not numbered', async () => {
  const long = await layOutProcuration(customForm('Succession', LONG_OPERATION), { now: NOW, withSignature: true });
  expect(long.pages.length).toBeGreaterThanOrEqual(2);
  long.pages.forEach((page, index) =>
    expect(page.lines.at(-1)?.text.replace(/\u00a0/g, ' ')).toBe(
      `Procuration de Jeanne Lefèvre à Loïc Martin, établie le 22 novembre 2026 — Page ${index + 1} / ${long.pages.length}`,
    ),
  );
  const short = await layOutProcuration(aSignedForm(), { now: NOW, withSignature: true });
  expect(short.pages).toHaveLength(1);
  expect(short.pages[0]?.lines.map((line) => line.text)).not.toContainEqual(expect.stringMatching(/^Page /));
});

test('the saved signature is placed where the PDF draws it, 50 × 30 mm inside the margins', async () => {
  const layout = await layOutProcuration(aSignedForm(), { now: NOW, withSignature: true });
  const images = layout.pages.flatMap((page) => page.images);
  expect(images).toHaveLength(1);
  expect(images[0]).toMatchObject({ x: 20, width: 50, height: 30 });
  expect(layout.width).toBeCloseTo(210, 1);
  expect(layout.height).toBeCloseTo(297, 1);
});

test('an empty form is laid out too, its blanks left blank', async () => {
  const layout = await layOutProcuration(emptyForm(), { now: NOW, withSignature: true });
  expect(layout.pages).toHaveLength(1);
  expect(linesOf(layout).flat()).toContain('PROCURATION');
  expect(layout.pages[0]?.images).toEqual([]);
});

test('text no font can draw is refused as the PDF refuses it', async () => {
  await expect(
    layOutProcuration(aSignedForm({ grantor: { lastName: '漢字' } }), { now: NOW, withSignature: false }),
  ).rejects.toBeInstanceOf(UnsupportedCharactersError);
});
