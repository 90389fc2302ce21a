/**
 * Drives the generator page as a person does, by the accessible names of specification §13 only.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { readPdf, type PdfReading } from '../src/pdf/read-pdf.test-helper.ts';
import { paperSentence } from '../scripts/legal/legal-content.test-helper.ts';
import { aStoredForm, type StoredFormOverrides } from '../src/domain/test-factory.test-helper.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  beginsWith,
  DETAILS_CARD,
  GRANTOR,
  GRANTOR_CARD,
  PERSON_MORE,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
  type PersonInput,
} from '../src/ui/shell/page-words.test-helper.ts';

export {
  ATTORNEY,
  ATTORNEY_CARD,
  BANK_OPERATIONS,
  beginsWith,
  DETAILS_CARD,
  GRANTOR,
  GRANTOR_CARD,
  MESSAGE_ORDER,
  MESSAGES,
  PERSON_MORE,
  SECOND_ATTORNEY,
  SECOND_GRANTOR,
  SIGNATURE_CARD,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
  type PersonInput,
} from '../src/ui/shell/page-words.test-helper.ts';

export const STORAGE_KEY = 'powerOfAttorneyFormData';

/** A card, the landmark section labelled by its title. */
export function card(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/**
 * A disclosure in `scope`, found by its summary's words: opened as a person does, with a click on
 * the summary (when it is not open yet), then its fields can be filled.
 */
export async function openDisclosure(scope: Page | Locator, summaryText: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const fold = scope.locator('details', { has: page.locator('summary').getByText(summaryText, { exact: true }) });
  const summary = fold.locator('summary');
  if ((await fold.getAttribute('open')) === null) await summary.click();
  await expect(fold).toHaveAttribute('open', '');
}

/** Opens the fold of a person card that holds civilité, birth place and identity document. */
export async function openPersonMore(page: Page, title: string): Promise<void> {
  await openDisclosure(card(page, title), PERSON_MORE);
}

export function personFields(page: Page, title: string) {
  const section = card(page, title);
  const field = (label: string) => section.getByLabel(beginsWith(label));
  return {
    section,
    civility: section.getByLabel('Civilité (optionnel)', { exact: true }),
    lastName: field('Nom'),
    firstName: field('Prénom'),
    birthDate: field('Date de naissance'),
    address: field('Adresse'),
    postalCode: field('Code postal'),
    city: field('Ville'),
    phone: field('Téléphone'),
    email: field('Email (optionnel)'),
    // Specification §19.
    birthPlace: field('Lieu de naissance (optionnel)'),
    idType: field("Pièce d'identité (optionnel)"),
    idNumber: field('Numéro de la pièce (optionnel)'),
  };
}

export function details(page: Page) {
  const section = card(page, DETAILS_CARD);
  const field = (label: string) => section.getByLabel(beginsWith(label));
  const operations = section.getByRole('group', { name: beginsWith('Opérations autorisées') });
  return {
    section,
    type: field('Type de procuration'),
    customType: field('Précisez le type'),
    startDate: field('Date de début'),
    duration: field('Durée'),
    endDate: field('Date de fin'),
    operations,
    operation: (name: string) => operations.getByRole('checkbox', { name, exact: true }),
    customOperation: field("Précisez l'opération autorisée"),
    // Specification §19.
    objectDetails: field('Objet précis et références (optionnel)'),
    signaturePlace: section.getByLabel('Fait à', { exact: true }),
    handDated: section.getByRole('checkbox', { name: 'Dater à la main', exact: true }),
    remuneration: section.getByLabel('Rémunération (optionnel)', { exact: true }),
    attorneySignature: section.getByRole('checkbox', { name: 'Prévoir la signature du mandataire', exact: true }),
    substitution: section.getByRole('checkbox', { name: 'Autoriser le mandataire à se faire remplacer', exact: true }),
  };
}

export function button(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

/** One toast: an element whose whole text is `text`, inside a live region (role status or alert). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).getByText(text, { exact: true });
}

export async function fillPerson(page: Page, title: string, person: PersonInput) {
  const fields = personFields(page, title);
  await fields.lastName.fill(person.lastName);
  await fields.firstName.fill(person.firstName);
  await fields.birthDate.pressSequentially(person.birthDigits);
  await expect(fields.birthDate).toHaveValue(person.birthShown);
  await fields.address.fill(person.address);
  await fields.postalCode.fill(person.postalCode);
  await fields.city.fill(person.city);
  await fields.phone.fill(person.phone);
  if (person.email !== undefined) await fields.email.fill(person.email);
}

/** Types a date as jj/mm/aaaa into a date field and leaves it. */
export async function typeDate(field: Locator, ddmmyyyy: string) {
  await field.fill(ddmmyyyy);
  await field.blur();
  await expect(field).toHaveValue(ddmmyyyy);
}

export async function chooseOption(select: Locator, label: string) {
  await select.selectOption({ label });
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** The paper's validity sentence for fillValidForm's dates, read by its key (issue 56: no test copies the paper). */
export const VALID_FORM_VALIDITY = paperSentence('validity', { start: '01/03/2030', end: '01/06/2030' });

/** Both people, Bancaire from 01/03/2030 for 3 mois, two operations ticked. */
export async function fillValidForm(page: Page) {
  await fillPerson(page, GRANTOR_CARD, GRANTOR);
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);
  const form = details(page);
  await chooseOption(form.type, 'Bancaire');
  await typeDate(form.startDate, '01/03/2030');
  await chooseOption(form.duration, '3 mois');
  await expect(form.endDate).toHaveValue('01/06/2030');
  await form.operation("Retrait d'argent").check();
  await form.operation('Consultation de solde').check();
}

/** The form fillValidForm types, as the page keeps it on this device: both people, Bancaire from 01/03/2030 for 3 mois, two operations. */
export function validStoredForm(overrides: StoredFormOverrides = {}) {
  const { grantor, ...rest } = overrides;
  return aStoredForm({
    grantor: { email: GRANTOR.email ?? '', ...grantor },
    authorizedOperations: ["Retrait d'argent", 'Consultation de solde'],
    ...rest,
  });
}

/**
 * The generator page opened with fillValidForm's form already kept on this device, as a person finds it
 * when they come back: for the tests that check what comes after the typing (the PDF, axe, the layout),
 * not the typing itself, which fillValidForm and the page's tests in a simulated DOM check. The save is
 * written once per tab, before the page's scripts run: a later reload reads what the page itself kept.
 */
export async function openFilledPage(page: Page, overrides: StoredFormOverrides = {}): Promise<void> {
  await page.addInitScript(
    ([key, saved]) => {
      // A document without storage (a page being closed, about:blank) is left alone.
      try {
        if (sessionStorage.getItem('e2e-seeded') !== null) return;
        sessionStorage.setItem('e2e-seeded', 'yes');
        localStorage.setItem(key, saved);
      } catch {
        return;
      }
    },
    [STORAGE_KEY, JSON.stringify(validStoredForm(overrides))] as const,
  );
  await page.goto('/');
  await expect(personFields(page, ATTORNEY_CARD).phone).toHaveValue(ATTORNEY.phone);
  await expect(details(page).endDate).toHaveValue('01/06/2030');
}

export function signaturePad(page: Page): Locator {
  return page.getByLabel('Zone de signature', { exact: true });
}

/** Draws a signature with the mouse: a few strokes across the pad, each moved in small steps. */
export async function drawSignature(page: Page) {
  const pad = signaturePad(page);
  await pad.scrollIntoViewIfNeeded();
  // The pen arrives when the pad comes near the screen (src/ui/signature/use-signature-pad.ts): draw once it is there.
  await expect(pad).toHaveAttribute('data-ready', 'true');
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  const strokes: (readonly [number, number])[][] = [
    [at(0.1, 0.6), at(0.2, 0.3), at(0.3, 0.7), at(0.4, 0.3), at(0.5, 0.6)],
    [at(0.55, 0.5), at(0.7, 0.4), at(0.85, 0.6), at(0.9, 0.3)],
  ];
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    await page.mouse.move(first[0], first[1]);
    await page.mouse.down();
    for (const [x, y] of rest) await page.mouse.move(x, y, { steps: 6 });
    await page.mouse.up();
  }
}

/** How many dark pixels the signature canvas holds (0 = blank). */
export async function inkPixels(page: Page): Promise<number> {
  return signaturePad(page).evaluate((element) => {
    if (!(element instanceof HTMLCanvasElement)) throw new Error('"Zone de signature" is not a <canvas>');
    const context = element.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) {
      const brightness = (data[index] ?? 255) + (data[index + 1] ?? 255) + (data[index + 2] ?? 255);
      if ((data[index + 3] ?? 0) > 128 && brightness < 3 * 128) dark += 1;
    }
    return dark;
  });
}

export interface DownloadedPdf {
  fileName: string;
  pdf: {
    /** Every line of every page, top to bottom. */
    lines: string[];
    /** Images painted over all pages. */
    imageCount: number;
    info: PdfReading['info'];
  };
}

/** Clicks a generate button, waits for the download and reads the PDF back. */
export async function generatePdf(page: Page, name: typeof WITH_SIGNATURE | typeof WITHOUT_SIGNATURE): Promise<DownloadedPdf> {
  const downloadStarted = page.waitForEvent('download');
  await button(page, name).click();
  const download = await downloadStarted;
  expect(await download.failure()).toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const reading = await readPdf(new Uint8Array(Buffer.concat(chunks)));
  return {
    fileName: download.suggestedFilename(),
    pdf: {
      lines: reading.lines,
      imageCount: reading.pages.reduce((count, page) => count + page.imageCount, 0),
      info: reading.info,
    },
  };
}

/** "05 mai 2025": a day in Paris, as the PDF writes it after "Fait à …, le". */
export function dayInFrench(at: Date): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  }).format(at);
}

/**
 * The "Fait à {ville}, le {date du jour}" lines a document made now may hold: today, or yesterday
 * when the test runs across midnight in Paris.
 */
export function madeInLines(city: string): string[] {
  const now = new Date();
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  return [...new Set([dayInFrench(now), dayInFrench(hourAgo)])].map((day) => `Fait à ${city}, le ${day}`);
}

/** On the simulated checkout page: pays, waits for the PDF made on return, and reads its text. */
export async function payAndReadPdf(page: Page): Promise<string> {
  const downloadStarted = page.waitForEvent('download');
  await button(page, 'Payer').click();
  const download = await downloadStarted;
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return (await readPdf(new Uint8Array(Buffer.concat(chunks)))).lines.join(' ');
}
