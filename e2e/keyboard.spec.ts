/**
 * The whole free-mode flow with the keyboard alone (specification §13): Tab and Shift+Tab from control to
 * control in reading order, each with a visible focus ring, typing, Space for the checkboxes,
 * arrows for the native selects, the calendar opened with Enter and a day chosen with arrows, then
 * "Générer le PDF sans signature" with Enter. The calendar's other keys (Escape, Home/End, Page Up/Down)
 * are tested on the whole page in a simulated DOM: src/ui/shell/keyboard.test.tsx (docs/decisions/134,
 * 142); this flow keeps the focus rings they show, on the days and on the calendar's button.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  card,
  details,
  GRANTOR,
  GRANTOR_CARD,
  PERSON_MORE,
  personFields,
  SIGNATURE_CARD,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
  type PersonInput,
} from './procuration-page.ts';
import { readPdf } from '../src/pdf/read-pdf.test-helper.ts';
import { paperSentence } from '../scripts/legal/legal-content.test-helper.ts';

/** Monday 10 March 2025, 10:00 in Paris: the calendar opens on this day. */
const TODAY = new Date('2025-03-10T10:00:00+01:00');
const CALENDAR_BUTTON = 'Sélectionner une date';

/** The focused element shows a ring: an outline of at least 2 px, or a box-shadow. */
async function expectFocusRing(locator: Locator) {
  await expect(locator).toBeFocused();
  const style = await locator.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outlineStyle: computed.outlineStyle,
      outlineWidth: Number.parseFloat(computed.outlineWidth),
      boxShadow: computed.boxShadow,
    };
  });
  const outlined = style.outlineStyle !== 'none' && style.outlineWidth >= 2;
  expect(outlined || style.boxShadow !== 'none', `focus indicator: ${JSON.stringify(style)}`).toBe(true);
}

/** One Tab (or Shift+Tab) lands on `target`, which shows its focus ring. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await page.keyboard.press(key);
  await expectFocusRing(target);
}

/** The optional fields of specification §19, typed for the mandant only. */
interface IdentityInput {
  birthPlace: string;
  /** How many times the down arrow moves the closed select: 1 is "Carte nationale d'identité". */
  idTypeArrows: number;
  idNumber: string;
}

async function typePerson(page: Page, title: typeof GRANTOR_CARD | typeof ATTORNEY_CARD, person: PersonInput, identity?: IdentityInput) {
  const fields = personFields(page, title);
  // The mandant's card first asks who gives the power (docs/decisions/126): the checked « Une personne » is one stop.
  if (title === GRANTOR_CARD) await tabTo(page, card(page, GRANTOR_CARD).getByRole('radio', { name: 'Une personne' }));
  const steps: [Locator, string][] = [
    [fields.lastName, person.lastName],
    [fields.firstName, person.firstName],
    [fields.birthDate, person.birthDigits],
    [fields.address, person.address],
    [fields.postalCode, person.postalCode],
    [fields.city, person.city],
    [fields.phone, person.phone],
  ];
  for (const [field, text] of steps) {
    await tabTo(page, field);
    await page.keyboard.type(text);
  }
  await expect(fields.birthDate).toHaveValue(person.birthShown);
  await tabTo(page, fields.email);
  if (person.email !== undefined) await page.keyboard.type(person.email);
  await expect(fields.email).toHaveValue(person.email ?? '');
  // The optional fields wait behind their summary (docs/decisions/064): Enter opens it, Tab goes past it.
  const summary = fields.section.getByText(PERSON_MORE, { exact: true });
  await tabTo(page, summary);
  if (!identity) return;
  await page.keyboard.press('Enter');
  await tabTo(page, fields.civility);
  await tabTo(page, fields.birthPlace);
  await page.keyboard.type(identity.birthPlace);
  // The identity document: a closed native select moves with the down arrow, then its number.
  await tabTo(page, fields.idType);
  for (let arrow = 0; arrow < (identity?.idTypeArrows ?? 0); arrow++) await page.keyboard.press('ArrowDown');
  await tabTo(page, fields.idNumber);
  await page.keyboard.type(identity.idNumber);
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await page.goto('/');
});

test('a person fills the form and downloads the PDF without signature with the keyboard alone', async ({ page }) => {
  const grantor = personFields(page, GRANTOR_CARD);
  const form = details(page);

  // Above the cards: "Qu'est-ce qu'une procuration ?" and the mentions légales.
  await tabTo(page, page.getByText(/^Qu'est-ce qu'une procuration\s\?$/));
  await tabTo(page, page.getByRole('link', { name: 'Mentions légales', exact: true }));
  await typePerson(page, GRANTOR_CARD, GRANTOR, { birthPlace: 'Lyon', idTypeArrows: 1, idNumber: 'X4RTBPFW4' });
  await expect(grantor.idType.locator('option:checked')).toHaveText("Carte nationale d'identité");
  // Back one field and forth again: Shift+Tab walks the same order backwards.
  await tabTo(page, grantor.idType, 'Shift+Tab');
  await expect(grantor.idNumber).toHaveValue('X4RTBPFW4');
  await tabTo(page, grantor.idNumber);
  // After the cards of each party, the button that adds one more.
  await tabTo(page, page.getByRole('button', { name: 'Ajouter un mandant', exact: true }));
  await typePerson(page, ATTORNEY_CARD, ATTORNEY);
  // At the end of a mandataire's card, where the server relays: « Envoyer pour acceptation » (docs/decisions/218).
  await tabTo(page, page.getByRole('button', { name: 'Envoyer pour acceptation', exact: true }));
  await tabTo(page, page.getByRole('button', { name: 'Ajouter un mandataire', exact: true }));

  // The type: a closed native select moves to the next option with the down arrow.
  await tabTo(page, form.type);
  await page.keyboard.press('ArrowDown');
  await expect(form.type.locator('option:checked')).toHaveText('Bancaire');
  // The verdict under the type (loaded once a type is chosen), then its sources, closed.
  const sources = form.section.getByText(/^Sources \(vérifiées le/);
  await expect(sources).toBeVisible();
  await tabTo(page, sources);

  // The start date from the calendar: Enter opens it on today, arrows move, Enter chooses.
  await tabTo(page, form.startDate);
  const startCalendarButton = form.section.getByRole('button', { name: CALENDAR_BUTTON }).first();
  await tabTo(page, startCalendarButton);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('heading', { name: 'mars 2025', exact: true })).toBeVisible();
  await expectFocusRing(calendar.getByRole('button', { name: 'lundi 10 mars 2025' }));
  await page.keyboard.press('ArrowRight');
  await expectFocusRing(calendar.getByRole('button', { name: 'mardi 11 mars 2025' }));
  await page.keyboard.press('ArrowDown');
  await expectFocusRing(calendar.getByRole('button', { name: 'mardi 18 mars 2025' }));
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(form.startDate).toHaveValue('18/03/2025');
  await expectFocusRing(startCalendarButton);

  // The duration: typing the first character of an option picks it.
  await tabTo(page, form.duration);
  await page.keyboard.type('3');
  await expect(form.duration.locator('option:checked')).toHaveText('3 mois');
  await expect(form.endDate).toHaveValue('18/06/2025');
  // The computed end date is read-only but still reachable, to be read.
  await tabTo(page, form.endDate);

  // The operations: Space ticks the focused checkbox.
  const operations = await form.operations.getByRole('checkbox').all();
  expect(operations).toHaveLength(7);
  for (const [index, checkbox] of operations.entries()) {
    await tabTo(page, checkbox);
    if (index === 0 || index === operations.length - 1) await page.keyboard.press('Space');
  }
  await expect(form.operation("Retrait d'argent")).toBeChecked();
  await expect(form.operation('Consultation de solde')).toBeChecked();
  await expect(form.operation("Dépôt d'argent")).not.toBeChecked();

  // The details of specification §19: the precise object, "Fait à" (the mandant's city, kept), and the two choices.
  await tabTo(page, form.objectDetails);
  await page.keyboard.type('Compte courant n° 0001234');
  await tabTo(page, form.signaturePlace);
  await expect(form.signaturePlace).toHaveValue(GRANTOR.city);
  await tabTo(page, form.handDated);
  await tabTo(page, form.remuneration);
  await tabTo(page, form.attorneySignature);
  await expect(form.attorneySignature).toBeChecked();
  await tabTo(page, form.substitution);
  await page.keyboard.press('Space');
  await expect(form.substitution).toBeChecked();

  // The signature is optional: past its buttons to the two generate buttons.
  const signature = card(page, SIGNATURE_CARD);
  await tabTo(page, signature.getByRole('button', { name: 'Effacer', exact: true }));
  await tabTo(page, signature.getByRole('button', { name: 'Sauvegarder la signature', exact: true }));
  // The server relays signatures from a phone (docs/decisions/090): its button comes next.
  await tabTo(page, signature.getByRole('button', { name: 'Signer sur un téléphone', exact: true }));
  await tabTo(page, button(page, WITH_SIGNATURE));
  await tabTo(page, button(page, WITHOUT_SIGNATURE));

  const downloadStarted = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('procuration.pdf');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const { lines } = await readPdf(new Uint8Array(Buffer.concat(chunks)));
  expect(lines).toContain('Fait à Paris, le 10 mars 2025');
  expect(lines).toContain(paperSentence('validity', { start: '18/03/2025', end: '18/06/2025' }));
  const text = lines.join(' ');
  expect(text).toContain("Jean Dupont, né(e) le 15/05/1990 à Lyon, titulaire de la carte nationale d'identité n° X4RTBPFW4,");
  expect(text).toContain('Objet précis et références : Compte courant n° 0001234');
  expect(text).toContain('Le mandataire est autorisé à se faire remplacer');
  expect(text).toContain('Signature du mandataire :');
});

test('"Vos données" opens with the keyboard, and Escape closes the erase dialog back on its button', async ({ page }) => {
  await personFields(page, GRANTOR_CARD).lastName.fill(GRANTOR.lastName);
  await button(page, WITHOUT_SIGNATURE).focus();
  // On the way: the editable copies, the other documents, the identity-document copy, and what this device keeps.
  await tabTo(page, button(page, 'Télécharger en Word (.docx)'));
  await tabTo(page, button(page, 'Télécharger en OpenDocument (.odt)'));
  await tabTo(page, page.getByRole('button', { name: 'Lettre de révocation', exact: true }));
  await tabTo(page, page.getByRole('button', { name: "Lettre de révocation pour l'organisme", exact: true }));
  await tabTo(page, page.getByLabel(/^Photo ou image de la pièce d'identité/));
  await tabTo(page, page.getByLabel('Organisme destinataire'));
  await tabTo(page, button(page, 'Créer la copie filigranée'));
  // On a wide screen the preview beside the form takes the focus, so a keyboard can scroll it.
  await tabTo(page, page.getByRole('region', { name: 'Aperçu du document', exact: true }));
  await tabTo(page, page.getByRole('checkbox', { name: 'Conserver mes informations sur cet appareil' }));
  const summary = page.getByText('Vos données', { exact: true });
  await tabTo(page, summary);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/ne quitte votre appareil/)).toBeVisible();

  const erase = button(page, 'Effacer mes données');
  await tabTo(page, erase);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Effacer mes données ?' });
  await expect(dialog).toBeVisible();
  await expectFocusRing(dialog.getByRole('button', { name: 'Oui, tout effacer', exact: true }));
  await tabTo(page, dialog.getByRole('button', { name: 'Annuler', exact: true }));

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusRing(erase);
  await expect(personFields(page, GRANTOR_CARD).lastName).toHaveValue(GRANTOR.lastName);
});
