/**
 * The paper a practitioner would sign, read back from the downloaded file (docs/decisions/045):
 * pages before the last filled to the bottom margin, the list of operations closed, initials on
 * every page but the last, references never cut, French no-break spaces on the paper and the page.
 */
import type { Page } from '@playwright/test';
import { PROCURATION_TYPES } from '../src/domain/catalogue.ts';
import { isPageFurniture, readPdf, textBottom, type PdfReading } from '../src/pdf/read-pdf.test-helper.ts';
import { expect, test } from './fixtures.ts';
import {
  button,
  chooseOption,
  details,
  drawSignature,
  fillValidForm,
  GRANTOR_CARD,
  personFields,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

const POINTS_PER_MM = 72 / 25.4;
const BOTTOM_MARGIN = 20 * POINTS_PER_MM;
/** The last line of a page that another follows ends at most this far above the bottom margin (points). */
const FILL_TOLERANCE = 1 * POINTS_PER_MM;
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

async function downloadUnsigned(page: Page): Promise<PdfReading> {
  const downloadStarted = page.waitForEvent('download');
  await button(page, WITHOUT_SIGNATURE).click();
  const download = await downloadStarted;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return readPdf(new Uint8Array(Buffer.concat(chunks)));
}

/** A line of the paper never ends with « or "n°" and never starts with : ; ! ? or ». */
function expectFrenchBreaks(reading: PdfReading): void {
  for (const line of reading.lines) {
    expect(line, line).not.toMatch(/(?:«|n°)$/);
    expect(line, line).not.toMatch(/^[»:;!?]/);
  }
}

function expectPagesFilled(reading: PdfReading): void {
  for (const pdfPage of reading.pages.slice(0, -1)) {
    expect(textBottom(pdfPage)).toBeGreaterThanOrEqual(pdfPage.height - BOTTOM_MARGIN - FILL_TOLERANCE);
    expect(textBottom(pdfPage)).toBeLessThanOrEqual(pdfPage.height - BOTTOM_MARGIN + 0.01);
  }
}

test('a procuration of several pages: each page but the last full, initialled and numbered, the list closed, the IBAN whole', async ({
  page,
}) => {
  await page.goto('/');
  await fillValidForm(page);
  const form = details(page);
  const object = `Virements depuis le compte n° 00012345678, IBAN ${IBAN}, à l'agence : Lyon Bellecour ; « compte joint ». `;
  await form.objectDetails.fill(object.repeat(14).trim());
  await form.substitution.check();

  const reading = await downloadUnsigned(page);
  expect(reading.pages.length).toBeGreaterThanOrEqual(2);
  expectPagesFilled(reading);
  expectFrenchBreaks(reading);
  reading.pages.forEach((pdfPage, index) => {
    const last = index === reading.pages.length - 1;
    expect(pdfPage.lines.at(-1)).toBe(`Page ${index + 1} / ${reading.pages.length}`);
    expect(pdfPage.lines.includes('Paraphe(s) :')).toBe(!last);
  });
  const body = reading.lines.filter((line) => !isPageFurniture(line));
  expect(body.join(' ')).toContain('• Consultation de solde Fin de la liste des opérations autorisées.');
  // Fourteen IBANs, each on one line.
  expect(body.filter((line) => line.includes(IBAN))).toHaveLength(14);
});

test('a procuration of one page and a bit: page 1 full, page 2 only the end of the text and the signatures', async ({ page }) => {
  await page.goto('/');
  await fillValidForm(page);
  const form = details(page);
  await form.operation('Gestion de compte').check();
  await form.objectDetails.fill(`Compte courant n° 0001234, IBAN ${IBAN}, ouvert à l'agence Lyon Bellecour.`);
  await form.substitution.check();

  const reading = await downloadUnsigned(page);
  expect(reading.pages).toHaveLength(2);
  expectPagesFilled(reading);
  expectFrenchBreaks(reading);
  const second = reading.pages[1]?.lines ?? [];
  // No more than the last two lines of the text come with the signatures.
  expect(second.indexOf('Signature du mandant :')).toBeGreaterThan(0);
  expect(second.indexOf('Signature du mandant :')).toBeLessThanOrEqual(2);
});

test("the page's visible text puts no ordinary space before : ; ! ? » nor after «, and the calendar writes months in lower case", async ({
  page,
}) => {
  await page.goto('/');
  await fillValidForm(page);
  const form = details(page);
  await form.objectDetails.fill('Compte courant n° 0001234');
  // Every explanation the page can show for a type.
  for (const type of PROCURATION_TYPES) {
    await chooseOption(form.type, type);
    const text = await page.locator('body').innerText();
    const ordinary = [...text.matchAll(/.{0,30}(?: [:;!?»]|« ).{0,30}/g)].map((match) => match[0]);
    expect(ordinary, `type ${type}`).toEqual([]);
    expect(text).toMatch(/\u00A0:/);
  }

  await page.getByRole('button', { name: 'Sélectionner une date' }).first().click();
  const calendar = page.getByRole('dialog');
  const heading = await calendar.getByRole('heading').first().innerText();
  expect(heading).toMatch(/^(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\u00A0\d{4}$/);
});

test('a void vote and a void medical decision say so on the paper, and stay listed', async ({ page }) => {
  await page.goto('/');
  await fillValidForm(page);
  const form = details(page);
  await chooseOption(form.type, 'Électorale');
  await form.operation('Voter en mon nom').check();
  let text = (await downloadUnsigned(page)).lines.filter((line) => !isPageFurniture(line)).join(' ');
  expect(text).toContain('• Voter en mon nom');
  expect(text).toContain("Ce document ne permet à personne de voter à la place d'un électeur");
  expect(text).toContain('maprocuration.gouv.fr ou avec le formulaire Cerfa n° 14952');

  await chooseOption(form.type, 'Médicale');
  await form.operation('Hospitalisation').check();
  text = (await downloadUnsigned(page)).lines.filter((line) => !isPageFurniture(line)).join(' ');
  expect(text).toContain('• Hospitalisation');
  expect(text).toContain('Ce document ne délègue aucune décision médicale');
  expect(text).toContain('personne de confiance');
  expect(text).toContain('(article L1111-6 du Code de la santé publique)');
});

test('free of charge by default, the remuneration when typed; copies attached; "Dater à la main"; no mention above a drawn signature', async ({
  page,
}) => {
  await page.goto('/');
  await fillValidForm(page);
  const form = details(page);
  const grantor = personFields(page, GRANTOR_CARD);
  await chooseOption(grantor.idType, 'Passeport');
  await grantor.idNumber.fill('19AB12345');

  let text = (await downloadUnsigned(page)).lines.join(' ');
  expect(text).toContain('Ce mandat est donné à titre gratuit.');
  expect(text).toContain('Pièces jointes : copie du passeport de Jean Dupont.');
  expect(text).toMatch(/Fait à Paris, le \d\d \S+ \d{4}/);
  expect(text).toContain('précédée de la mention manuscrite « Bon pour pouvoir »');

  await form.remuneration.fill('50 € par mois');
  await form.handDated.check();
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  const downloadStarted = page.waitForEvent('download');
  await button(page, WITH_SIGNATURE).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await downloadStarted).createReadStream()) chunks.push(chunk as Buffer);
  const signed = await readPdf(new Uint8Array(Buffer.concat(chunks)));
  text = signed.lines.join(' ');
  expect(text).toContain('Rémunération convenue : 50 € par mois');
  expect(text).not.toContain('à titre gratuit');
  expect(text).toContain(`Fait à Paris, le ${'…'.repeat(12)}`);
  // The mandant's signature is drawn: no handwritten mention above it; the mandataire's stays.
  expect(text).not.toContain('Bon pour pouvoir');
  expect(text).toContain('précédée de la mention « Bon pour acceptation »');

  // Both choices are kept on this device.
  await page.reload();
  await expect(details(page).remuneration).toHaveValue('50 € par mois');
  await expect(details(page).handDated).toBeChecked();
});
