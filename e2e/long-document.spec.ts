/**
 * Long and non-Latin content in the browser (docs/decisions/007): a Polish name, a 3,000-character custom operation and a signature give
 * a document of several pages that holds every character typed, with the signature block whole.
 */
import { readPdf, type PdfReading, isPageFurniture } from '../src/pdf/read-pdf.test-helper.ts';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  chooseOption,
  details,
  drawSignature,
  fillPerson,
  GRANTOR,
  GRANTOR_CARD,
  typeDate,
  WITH_SIGNATURE,
} from './procuration-page.ts';

const POLISH_GRANTOR = { ...GRANTOR, firstName: 'Łukasz', lastName: 'Wąsowski-Żółć', city: 'Łódź' };
const SENTENCE = 'Gérer le dossier de succession auprès de l’étude notariale, y compris la correspondance. ';
const LONG_OPERATION = SENTENCE.repeat(Math.ceil(3_000 / SENTENCE.length))
  .slice(0, 3_000)
  .trim();

async function downloadSigned(page: import('@playwright/test').Page): Promise<PdfReading> {
  const downloadStarted = page.waitForEvent('download');
  await button(page, WITH_SIGNATURE).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('procuration.pdf');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return readPdf(new Uint8Array(Buffer.concat(chunks)));
}

/** The running text, lines joined by spaces (wrapping breaks only at spaces), page numbers left out. */
function flatText(reading: PdfReading): string {
  return reading.lines
    .filter((line) => !isPageFurniture(line))
    .join(' ')
    .replace(/\s+/g, ' ');
}

test('a Polish name, a 3,000-character operation and a signature make a whole, numbered document', async ({ page }) => {
  await page.goto('/');
  await fillPerson(page, GRANTOR_CARD, POLISH_GRANTOR);
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  const form = details(page);
  await chooseOption(form.type, 'Autre');
  await form.customType.fill('Succession');
  await typeDate(form.startDate, '01/03/2030');
  await chooseOption(form.duration, '1 an');
  await form.operation('À préciser').check();
  await form.customOperation.fill(LONG_OPERATION);
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();

  const reading = await downloadSigned(page);
  const text = flatText(reading);

  expect(text).toContain('Łukasz Wąsowski-Żółć');
  expect(text).toContain('Fait à Łódź, le');
  expect(text).toContain(LONG_OPERATION.replace(/\s+/g, ' '));
  expect(text).not.toContain('À préciser');

  const pageCount = reading.pages.length;
  expect(pageCount).toBeGreaterThanOrEqual(2);
  reading.pages.forEach((pdfPage, index) => {
    expect(pdfPage.lines.at(-1)).toMatch(
      new RegExp(`^Procuration de Łukasz Wąsowski-Żółć à Élodie Martin, établie le .+ — Page ${index + 1} / ${pageCount}$`),
    );
  });

  // The signature block is whole: its label and its image on the same page, the image below the label.
  const signedPages = reading.pages.filter((pdfPage) => pdfPage.imageCount > 0);
  expect(signedPages).toHaveLength(1);
  const signedPage = signedPages[0]!;
  expect(signedPage.images).toHaveLength(1);
  const label = signedPage.items.find((item) => item.text.includes('Signature du mandant :'));
  expect(label, 'the label is on the page of the image').toBeDefined();
  const image = signedPage.images[0]!;
  expect(image.y + image.height).toBeLessThanOrEqual(label!.y);
  expect(image.y).toBeGreaterThan(0);
});

test('a character no font can draw gets a French message naming the field, and no PDF', async ({ page }) => {
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.goto('/');
  await fillPerson(page, GRANTOR_CARD, { ...GRANTOR, lastName: 'Dupont 😀' });
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  const form = details(page);
  await chooseOption(form.type, 'Bancaire');
  await typeDate(form.startDate, '01/03/2030');
  await chooseOption(form.duration, '3 mois');
  await form.operation('Gestion de compte').check();

  await button(page, 'Générer le PDF sans signature').click();

  await expect(
    page.getByRole('alert').getByText('Le champ « Nom » du mandant contient des caractères non pris en charge : 😀', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: GRANTOR_CARD, exact: true }).getByLabel(/^Nom/)).toBeFocused();
  expect(downloads).toBe(0);
});
