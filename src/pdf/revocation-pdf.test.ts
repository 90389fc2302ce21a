import { expect, test } from 'vitest';
import { bankingForm, NOW } from './fixtures.test-helper.ts';
import { readPdf, type PdfReading } from './read-pdf.test-helper.ts';
import { revocationPdf } from './revocation-pdf.ts';

/** The letter's text as one string, wrapped lines joined by the space they were broken at. */
function textOf(pdf: PdfReading): string {
  return pdf.lines.filter((line) => !/^Page \d+ \/ \d+$/.test(line)).join(' ');
}

test('the letter revokes the procuration of that type given to the mandataire, for that period, asks for the original and names art. 2005', async () => {
  const pdf = await readPdf(await revocationPdf(bankingForm(), { now: NOW, withSignature: false }));
  const text = textOf(pdf);
  expect(pdf.info.title).toBe('Révocation de procuration');
  expect(text).toContain('RÉVOCATION DE PROCURATION');
  expect(text).toContain('Je soussigné(e), Jeanne Lefèvre, demeurant');
  expect(text).toContain("la procuration de type « Bancaire » que j'ai donnée à Loïc Martin");
  expect(text).toContain('valable du 01/12/2026 au 01/03/2027');
  expect(text).toContain("l'original de cette procuration");
  expect(text).toContain("L'article 2005 du Code civil");
  expect(text).toContain('Fait à Lyon, le ……………………………');
  expect(text).toContain('Signature du mandant :');
  expect(pdf.pages.reduce((count, page) => count + page.imageCount, 0)).toBe(0);
});

test('with the saved signature asked for, it is placed; with the same clock the bytes are identical', async () => {
  const form = bankingForm();
  const signed = await revocationPdf(form, { now: NOW, withSignature: true });
  expect((await readPdf(signed)).pages.reduce((count, page) => count + page.imageCount, 0)).toBe(1);
  expect(Buffer.from(await revocationPdf(form, { now: NOW, withSignature: true })).equals(Buffer.from(signed))).toBe(true);
});

test('names in any alphabet and long addresses wrap and continue on a new page', async () => {
  const form = bankingForm({
    grantor: { firstName: 'Ольга', lastName: 'Смирнова', address: 'улица Пушкина, дом 10, '.repeat(200) },
    attorney: { firstName: 'Łukasz', lastName: 'Wiśniewski' },
  });
  const pdf = await readPdf(await revocationPdf(form, { now: NOW, withSignature: false }));
  expect(pdf.pages.length).toBeGreaterThan(1);
  const text = textOf(pdf);
  expect(text).toContain('Ольга Смирнова');
  expect(text).toContain('Łukasz Wiśniewski');
});
