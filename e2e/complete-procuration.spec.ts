/**
 * The complete document (docs/decisions/030) in the browser, free mode: the optional fields of specification §19 (birth place,
 * identity document, precise object, "Fait à", the mandataire's signature, substitution) reach the
 * downloaded PDF only when filled in or ticked; half an identity document is refused like the §5
 * checks; old saves still load. « Fait à » following the city, the object's placeholder and « À apporter »
 * are checked on the whole page in a simulated DOM (src/ui/shell/complete-form.test.tsx, docs/decisions/225).
 */
import { paperSentence } from '../scripts/legal/legal-content.test-helper.ts';
import type { TemplateValues } from '../src/domain/legal-content/compiled-template.ts';
import type { Page } from '@playwright/test';
import { forbiddenClaimsIn } from '../src/domain/forbidden-claims.test-helper.ts';
import { aStoredForm } from '../src/domain/test-factory.test-helper.ts';
import { readPdf, type PdfReading, isPageFurniture } from '../src/pdf/read-pdf.test-helper.ts';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY_CARD,
  button,
  chooseOption,
  details,
  drawSignature,
  fillValidForm,
  generatePdf,
  GRANTOR,
  GRANTOR_CARD,
  openFilledPage,
  openPersonMore,
  personFields,
  STORAGE_KEY,
  toast,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

/** The paper's texts by their key (content/legal/documents/procuration.liquid), spaces as a PDF line reads them. */
const onPaper = (key: string, values: TemplateValues = {}) => paperSentence(key, values).replace(/\s+/g, ' ');
const GRANTOR_MENTION = onPaper('grantorSignatureMention');
const ATTORNEY_MENTION = onPaper('attorneySignatureMention');
const SUBSTITUTION = onPaper('substitution', { substitution: true, severalAttorneys: false });
const TYPE_MISSING = "Veuillez choisir le type de pièce d'identité du mandant, ou effacer son numéro";
const NUMBER_MISSING = "Veuillez indiquer le numéro de la pièce d'identité du mandataire, ou retirer le type choisi";

/** The valid form of the other tests, with every optional field of specification §19 filled in. */
async function fillCompleteForm(page: Page) {
  await fillValidForm(page);
  const grantor = personFields(page, GRANTOR_CARD);
  await openPersonMore(page, GRANTOR_CARD);
  await grantor.birthPlace.fill('Lyon');
  await chooseOption(grantor.idType, "Carte nationale d'identité");
  await grantor.idNumber.fill('X4RTBPFW4');
  const attorney = personFields(page, ATTORNEY_CARD);
  await openPersonMore(page, ATTORNEY_CARD);
  await attorney.birthPlace.fill('Marseille');
  await chooseOption(attorney.idType, 'Passeport');
  await attorney.idNumber.fill('19AB12345');
  const form = details(page);
  await form.objectDetails.fill('Compte courant n° 0001234 ouvert à l’agence Paris Opéra');
  await form.signaturePlace.fill('Villeurbanne');
  await form.substitution.check();
}

/** The running text of a PDF, page numbers left out. */
function flatText(lines: string[]): string {
  return lines
    .filter((line) => !isPageFurniture(line))
    .join(' ')
    .replace(/\s+/g, ' ');
}

async function downloadSigned(page: Page): Promise<PdfReading> {
  const downloadStarted = page.waitForEvent('download');
  await button(page, WITH_SIGNATURE).click();
  const download = await downloadStarted;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return readPdf(new Uint8Array(Buffer.concat(chunks)));
}

test('every addition reaches the PDF: birth places, identity documents, object, "Fait à", substitution, both signatures', async ({
  page,
}) => {
  await page.goto('/');
  await fillCompleteForm(page);
  const { pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  const text = flatText(pdf.lines);

  expect(text).toContain('Fait à Villeurbanne, le');
  expect(text).toContain("Jean Dupont, né(e) le 15/05/1990 à Lyon, titulaire de la carte nationale d'identité n° X4RTBPFW4, demeurant");
  expect(text).toContain('Élodie Martin, né(e) le 02/11/1985 à Marseille, titulaire du passeport n° 19AB12345, demeurant');
  const order = [
    'Opérations autorisées :',
    'Consultation de solde',
    'Objet précis et références : Compte courant n° 0001234 ouvert à l’agence Paris Opéra',
    SUBSTITUTION,
    // The two places to sign side by side: their labels read on one line, then their mentions.
    'Signature du mandant :',
    'Signature du mandataire :',
    GRANTOR_MENTION,
    ATTORNEY_MENTION,
  ];
  let from = 0;
  for (const piece of order) {
    const at = text.indexOf(piece, from);
    expect(at, `"${piece}" in order in: ${text}`).toBeGreaterThanOrEqual(0);
    from = at + piece.length;
  }
  expect(forbiddenClaimsIn(pdf.lines.join('\n'))).toEqual([]);
});

test("a form filled as before prints none of it but the mandataire's block, ticked by default", async ({ page }) => {
  await openFilledPage(page);
  const form = details(page);
  await expect(form.attorneySignature).toBeChecked();
  await expect(form.substitution).not.toBeChecked();
  const text = flatText((await generatePdf(page, WITHOUT_SIGNATURE)).pdf.lines);
  expect(text).toContain('Jean Dupont, né(e) le 15/05/1990, demeurant');
  expect(text).not.toMatch(/titulaire|Objet précis|remplacer/);
  expect(text).toContain('Signature du mandataire :');

  await form.attorneySignature.uncheck();
  const unticked = flatText((await generatePdf(page, WITHOUT_SIGNATURE)).pdf.lines);
  expect(unticked).not.toContain('Signature du mandataire :');
  expect(unticked).toContain('Signature du mandant :');
});

test('half an identity document is refused after the checks of specification §5, the field at fault focused', async ({ page }) => {
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await openFilledPage(page);
  const grantor = personFields(page, GRANTOR_CARD);
  const attorney = personFields(page, ATTORNEY_CARD);

  // The checks of specification §5 still come first, with their own message.
  await openPersonMore(page, GRANTOR_CARD);
  await grantor.idNumber.fill('X4RTBPFW4');
  await grantor.phone.fill('');
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(toast(page, 'Veuillez remplir tous les champs obligatoires pour le mandant')).toBeVisible();
  await grantor.phone.fill(GRANTOR.phone);

  await button(page, WITHOUT_SIGNATURE).click();
  await expect(page.getByRole('alert').getByText(TYPE_MISSING, { exact: true })).toBeVisible();
  await expect(grantor.idType).toBeFocused();
  await expect(grantor.idType).toHaveAttribute('aria-invalid', 'true');
  await expect(grantor.idType).toHaveAccessibleDescription(TYPE_MISSING);

  await chooseOption(grantor.idType, 'Titre de séjour');
  await openPersonMore(page, ATTORNEY_CARD);
  await chooseOption(attorney.idType, 'Permis de conduire');
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(page.getByRole('alert').getByText(NUMBER_MISSING, { exact: true })).toBeVisible();
  await expect(attorney.idNumber).toBeFocused();
  await expect(attorney.idNumber).toHaveAccessibleDescription(NUMBER_MISSING);
  expect(downloads).toBe(0);

  await attorney.idNumber.fill('123456789012');
  const text = flatText((await generatePdf(page, WITHOUT_SIGNATURE)).pdf.lines);
  expect(text).toContain('titulaire du titre de séjour n° X4RTBPFW4');
  expect(text).toContain('titulaire du permis de conduire n° 123456789012');
});

test("a long object and a drawn signature: both signature blocks whole on one page, the image under the mandant's label", async ({
  page,
}) => {
  await page.goto('/');
  await fillCompleteForm(page);
  const object = 'Dossier n° 2026-0042, lots 1 à 12, références cadastrales AB 123 et suivantes. '.repeat(30).trim();
  await details(page).objectDetails.fill(object);
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();

  const reading = await downloadSigned(page);
  expect(reading.pages.length).toBeGreaterThanOrEqual(2);
  expect(flatText(reading.lines)).toContain(object);
  const signing = reading.pages.filter((pdfPage) => pdfPage.lines.some((line) => line.startsWith('Signature du')));
  expect(signing).toHaveLength(1);
  const signingPage = signing[0]!;
  const grantorLabel = signingPage.items.find((item) => item.text === 'Signature du mandant :');
  const attorneyLabel = signingPage.items.find((item) => item.text === 'Signature du mandataire :');
  const [image] = signingPage.images;
  expect(grantorLabel && attorneyLabel && image, 'both labels and the image on one page').toBeTruthy();
  expect(image!.y + image!.height).toBeLessThan(grantorLabel!.y);
  // The mandataire's place beside the mandant's, right of the image.
  expect(Math.abs(attorneyLabel!.y - grantorLabel!.y)).toBeLessThan(1);
  expect(attorneyLabel!.x).toBeGreaterThan(image!.x + image!.width);
  expect(signingPage.lines).toContain(ATTORNEY_MENTION);
});

test('every new field is kept across a reload, and a save from before them still loads', async ({ page }) => {
  await page.goto('/');
  await fillCompleteForm(page);
  await details(page).attorneySignature.uncheck();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEY)).toContain('substitutionAllowed":true');
  await page.reload();
  const grantor = personFields(page, GRANTOR_CARD);
  await expect(grantor.birthPlace).toHaveValue('Lyon');
  await expect(grantor.idType.locator('option:checked')).toHaveText("Carte nationale d'identité");
  await expect(grantor.idNumber).toHaveValue('X4RTBPFW4');
  const form = details(page);
  await expect(form.objectDetails).toHaveValue('Compte courant n° 0001234 ouvert à l’agence Paris Opéra');
  await expect(form.signaturePlace).toHaveValue('Villeurbanne');
  await expect(form.attorneySignature).not.toBeChecked();
  await expect(form.substitution).toBeChecked();

  // A save written before the fields of specification §19: none of them. The factory's stored form is
  // that save (docs/decisions/133); the test says what it relies on.
  const older = aStoredForm();
  expect(older.grantor).not.toHaveProperty('birthPlace');
  expect(older).not.toHaveProperty('signaturePlace');
  await page.evaluate(([key, saved]) => localStorage.setItem(key, saved), [STORAGE_KEY, JSON.stringify(older)] as const);
  await page.reload();
  await expect(grantor.lastName).toHaveValue('Dupont');
  await expect(grantor.birthPlace).toHaveValue('');
  await expect(grantor.idType.locator('option:checked')).toHaveText('Non précisée');
  await expect(form.objectDetails).toHaveValue('');
  await expect(form.signaturePlace).toHaveValue('Paris');
  await expect(form.attorneySignature).toBeChecked();
  await expect(form.substitution).not.toBeChecked();
  const text = flatText((await generatePdf(page, WITHOUT_SIGNATURE)).pdf.lines);
  expect(text).toContain('Fait à Paris, le');
  expect(text).toContain('Signature du mandataire :');
});
