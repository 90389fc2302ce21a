/**
 * The paper a practitioner would sign, read back from the downloaded file (docs/decisions/045, 065,
 * 066): one page when it can, a longer one that holds together (the reference, the page number and
 * a place for initials on every page, the signatures never alone), the list of operations closed,
 * void powers said on their own line, references never cut, French no-break spaces on the paper
 * and the page.
 */
import type { Page } from '@playwright/test';
import { documentTextOf, paperSentence, verdictRowOf } from '../scripts/legal/legal-content.test-helper.ts';
import type { TemplateValues } from '../src/domain/legal-content/compiled-template.ts';
import { PROCURATION_TYPES } from '../src/domain/catalogue.ts';
import { isPageFurniture, readPdf, type PdfReading } from '../src/pdf/read-pdf.test-helper.ts';
import { expect, test } from './fixtures.ts';
import {
  button,
  chooseOption,
  details,
  drawSignature,
  GRANTOR_CARD,
  openFilledPage,
  openPersonMore,
  personFields,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

async function downloadUnsigned(page: Page): Promise<PdfReading> {
  return download(page, WITHOUT_SIGNATURE);
}

async function download(page: Page, name: typeof WITH_SIGNATURE | typeof WITHOUT_SIGNATURE): Promise<PdfReading> {
  const downloadStarted = page.waitForEvent('download');
  await button(page, name).click();
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

/** pdf.js reads the no-break spaces back as spaces: a line with single spaces. */
const flat = (line: string) => line.replace(/\s+/g, ' ');
/** A text of the procuration, by its key in content/legal/documents/procuration.liquid, as a flattened PDF line reads it. */
const onPaper = (key: string, values: TemplateValues = {}) => flat(paperSentence(key, values));
/** The same text as the page shows it, French no-break spaces kept. */
const onPage = (key: string) => documentTextOf('procurationMessages', key);

/** Every page: "Paraphe(s) :", then who gives power to whom, the day and "Page n / N"; the signatures never start a page. */
function expectPagesHoldTogether(reading: PdfReading): void {
  reading.pages.forEach((pdfPage, index) => {
    const [initials, footer] = pdfPage.lines.slice(-2).map(flat);
    expect(initials).toBe('Paraphe(s) :');
    expect(footer).toMatch(
      new RegExp(
        `^Procuration de Jean Dupont à Élodie Martin, établie le \\d{1,2} \\S+ \\d{4} — Page ${index + 1} / ${reading.pages.length}$`,
      ),
    );
  });
  const last = (reading.pages.at(-1)?.lines ?? []).filter((line) => !isPageFurniture(line));
  expect(last.findIndex((line) => line.startsWith('Signature du mandant :'))).toBeGreaterThan(0);
  expect(last.at(-1)).toMatch(/« Bon pour (?:pouvoir|acceptation) »$/);
}

test('a procuration of several pages: every page initialled, numbered and referenced, the signatures with the end of the text, the list closed, the IBAN whole', async ({
  page,
}) => {
  await openFilledPage(page);
  const form = details(page);
  const object = `Virements depuis le compte n° 00012345678, IBAN ${IBAN}, à l'agence : Lyon Bellecour ; « compte joint ». `;
  await form.objectDetails.fill(object.repeat(14).trim());
  await form.substitution.check();

  const reading = await downloadUnsigned(page);
  expect(reading.pages.length).toBeGreaterThanOrEqual(2);
  expectPagesHoldTogether(reading);
  expectFrenchBreaks(reading);
  const body = reading.lines.filter((line) => !isPageFurniture(line));
  expect(flat(body.join(' '))).toContain(
    `• Consultation de solde : ${flat(verdictRowOf('Bancaire', 'Consultation de solde').powers ?? '')} ${paperSentence('operationsClosing')}`,
  );
  // Fourteen IBANs, each on one line.
  expect(body.filter((line) => line.includes(IBAN))).toHaveLength(14);
});

for (const signed of [false, true]) {
  test(`one mandant, one mandataire, four operations and 200 characters of object hold on one page, ${signed ? 'signed' : 'unsigned'}, every place to sign on it`, async ({
    page,
  }) => {
    await openFilledPage(page);
    const form = details(page);
    await form.operation('Gestion de compte').check();
    await form.operation('Demande de chéquier').check();
    const object = `Compte courant n° 0001234, IBAN ${IBAN}, ouvert à l'agence Lyon Bellecour, et livret A n° 98765432 à la même agence. `
      .repeat(3)
      .slice(0, 200);
    await form.objectDetails.fill(object);
    await form.substitution.check();
    await expect(form.attorneySignature).toBeChecked();
    if (signed) {
      await drawSignature(page);
      await button(page, 'Sauvegarder la signature').click();
    }

    const reading = await download(page, signed ? WITH_SIGNATURE : WITHOUT_SIGNATURE);
    expect(reading.pages).toHaveLength(1);
    const lines = reading.lines.map(flat);
    expect(lines).toContain('Signature du mandant : Signature du mandataire :');
    // Side by side, the two mentions read as one line when both are there.
    const mentions = lines.find((line) => line.includes(onPaper('attorneySignatureMention')));
    expect(mentions).toBe(
      signed ? onPaper('attorneySignatureMention') : `${onPaper('grantorSignatureMention')} ${onPaper('attorneySignatureMention')}`,
    );
    expect(reading.pages[0]?.imageCount).toBe(signed ? 1 : 0);
    expect(lines.some((line) => isPageFurniture(line))).toBe(false);
    expectFrenchBreaks(reading);
    // What comes next follows the verdict: a bank has its own procedure, signed or not (docs/decisions/106).
    const status = page.getByRole('status').getByText(/^Le fichier procuration\.pdf a été téléchargé/);
    await expect(status).toHaveText(onPage('ownProcedureMadeMessage'));
    await expect(status).not.toContainText('apportez-le');
  });
}

test('a run of numbers wider than a line breaks at its spaces: no number is ever cut', async ({ page }) => {
  await openFilledPage(page);
  const numbers = Array.from({ length: 40 }, (_, index) => String(1000 + index * 7));
  await details(page).objectDetails.fill(`Démarche007 dossiers ${numbers.join(' ')}`);
  const words = (await downloadUnsigned(page)).lines.filter((line) => !isPageFurniture(line)).flatMap((line) => line.split(/\s+/));
  for (const number of [...numbers, 'Démarche007']) expect(words, number).toContain(number);
});

test("the page's visible text puts no ordinary space before : ; ! ? » nor after «, and the calendar writes months in lower case", async ({
  page,
}) => {
  await openFilledPage(page);
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
  await openFilledPage(page);
  const form = details(page);
  await chooseOption(form.type, 'Électorale');
  await form.operation('Voter en mon nom').check();
  let text = flat((await downloadUnsigned(page)).lines.filter((line) => !isPageFurniture(line)).join(' '));
  expect(text).toContain(`• Voter en mon nom — ${onPaper('voteVoidMark')}`);
  expect(text).toContain(onPaper('voteNotDelegated'));

  await chooseOption(form.type, 'Médicale');
  await form.operation('Hospitalisation').check();
  text = flat((await downloadUnsigned(page)).lines.filter((line) => !isPageFurniture(line)).join(' '));
  expect(text).toContain('• Hospitalisation');
  expect(text).toContain(onPaper('medicalDecisionsNotDelegated'));
});

test('free of charge by default, the remuneration when typed; copies attached; "Dater à la main"; no mention above a drawn signature', async ({
  page,
}) => {
  await openFilledPage(page);
  const form = details(page);
  const grantor = personFields(page, GRANTOR_CARD);
  await openPersonMore(page, GRANTOR_CARD);
  await chooseOption(grantor.idType, 'Passeport');
  await grantor.idNumber.fill('19AB12345');

  let text = flat((await downloadUnsigned(page)).lines.join(' '));
  expect(text).toContain(onPaper('freeOfCharge'));
  expect(text).toContain('Pièces jointes : copie du passeport de Jean Dupont.');
  expect(text).toMatch(/Fait à Paris, le \d\d \S+ \d{4}/);
  expect(text).toContain(onPaper('grantorSignatureMention'));

  await form.remuneration.fill('50 € par mois');
  await form.handDated.check();
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  const downloadStarted = page.waitForEvent('download');
  await button(page, WITH_SIGNATURE).click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await downloadStarted).createReadStream()) chunks.push(chunk as Buffer);
  const signed = await readPdf(new Uint8Array(Buffer.concat(chunks)));
  text = flat(signed.lines.join(' '));
  expect(text).toContain('Rémunération convenue : 50 € par mois');
  expect(text).not.toContain(onPaper('freeOfCharge'));
  expect(text).toContain(`Fait à Paris, le ${'…'.repeat(12)}`);
  // The mandant's signature is drawn: no handwritten mention above it; the mandataire's stays.
  expect(text).not.toContain(onPaper('grantorSignatureMention'));
  expect(text).toContain(onPaper('attorneySignatureMention'));

  // Both choices are kept on this device.
  await page.reload();
  await expect(details(page).remuneration).toHaveValue('50 € par mois');
  await expect(details(page).handDated).toBeChecked();
});

test('each void power is marked on its own line of the list, with its route', async ({ page }) => {
  await openFilledPage(page);
  const form = details(page);
  const cases = [
    ['Électorale', 'Voter en mon nom', onPaper('voteVoidMark')],
    ['Médicale', 'Prise de décision médicale', onPaper('medicalDecisionVoidMark')],
    ['Bancaire', 'Ouverture/fermeture de compte', onPaper('accountVoidMark')],
  ] as const;
  await form.objectDetails.fill('Compte courant n° 0001234');
  for (const [type, operation, mark] of cases) {
    await chooseOption(form.type, type);
    await form.operation(operation).check();
    const lines = (await downloadUnsigned(page)).lines.map(flat);
    // The item starts its own line, after its bullet, and its mark is read in the list, before the line that closes it.
    expect(lines.some((line) => line.startsWith(`• ${operation} — sans effet`))).toBe(true);
    expect(lines.join(' ')).toContain(`• ${operation} — ${mark} ${paperSentence('operationsClosing')}`);
  }
});

test('a paper whose only power is void: the page never says to bring it, and names the route', async ({ page }) => {
  await openFilledPage(page);
  const form = details(page);
  await chooseOption(form.type, 'Électorale');
  await form.operation('Voter en mon nom').check();
  await downloadUnsigned(page);
  const status = page.getByRole('status').getByText(/^Le fichier procuration\.pdf a été téléchargé/);
  await expect(status).toHaveText(`${onPage('voidOnlyMadeMessage')} ${onPage('voteRouteMessage')}`);
  await expect(status).not.toContainText('apportez');
});
