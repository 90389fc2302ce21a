/**
 * "Lettre de révocation", "Lettre de révocation pour l'organisme" and "Ajouter un rappel (.ics)":
 * made in this browser from the same form, refused on an incomplete form exactly as "Générer" is.
 * For an electoral procuration, the page gives the official way to end it instead of letters.
 */
import { letterSentence, passageOf, typeLawOf } from '../scripts/legal/legal-content.test-helper.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { downloadReminder, downloadRevocation, REMINDER, REVOCATION, REVOCATION_NOTICE, SIGN_LETTER } from './other-documents.ts';
import { forbiddenClaimsIn } from '../src/domain/forbidden-claims.test-helper.ts';
import {
  button,
  chooseOption,
  details,
  drawSignature,
  fillPerson,
  fillValidForm,
  GRANTOR_CARD,
  MESSAGES,
  openFilledPage,
  openPersonMore,
  personFields,
  SECOND_ATTORNEY,
  toast,
  typeDate,
} from './procuration-page.ts';

test('the revocation letter names both people, the type and the period, and says third parties must be told', async ({ page }) => {
  await openFilledPage(page);
  await details(page).objectDetails.fill('Compte courant n° 12345');
  await details(page).signaturePlace.fill('Villeurbanne');
  const letter = await downloadRevocation(page);
  expect(letter.fileName).toBe('revocation.pdf');
  expect(letter.text).toContain(letterSentence('toAttorney', 'registeredMail'));
  expect(letter.text).toContain('Villeurbanne, le');
  expect(letter.text).not.toContain('Fait à');
  expect(letter.text).toContain('Références : Compte courant n° 12345');
  expect(letter.text).toContain('RÉVOCATION DE PROCURATION');
  expect(letter.text).toContain('Jean Dupont');
  expect(letter.text).toContain('« Bancaire »');
  expect(letter.text).toContain('valable du 01/03/2030 au 01/06/2030');
  expect(letter.text).toContain("l'original de cette procuration");
  expect(letter.text).toContain("L'article 2005 du Code civil");
  expect(letter.imageCount).toBe(0);
});

test('the letter for the organisation: registered mail, room for its address, the object and references, art. 2005', async ({ page }) => {
  await openFilledPage(page);
  await expect(page.getByText(passageOf('revocationSending').text, { exact: true })).toBeVisible();
  await details(page).objectDetails.fill('Compte courant n° 12345, agence de Lyon');
  const letter = await downloadRevocation(page, REVOCATION_NOTICE);
  expect(letter.fileName).toBe('revocation-organisme.pdf');
  expect(letter.text).toContain(letterSentence('toAttorney', 'registeredMail'));
  expect(letter.text).toContain("À l'attention de :");
  expect(letter.text).toContain('Références : Compte courant n° 12345, agence de Lyon');
  expect(letter.text).toContain('Cette procuration avait été donnée à Élodie Martin');
  expect(letter.text).toContain("Conformément à l'article 2005 du Code civil");
  expect(letter.text).toContain("de ne plus accepter d'opération faite en mon nom");
  expect(forbiddenClaimsIn(letter.text)).toEqual([]);
});

test('an electoral procuration: the official way to end it, and no letter', async ({ page }) => {
  await openFilledPage(page);
  await chooseOption(details(page).type, 'Électorale');
  const documents = page.getByRole('group', { name: 'Autres documents', exact: true });
  await expect(documents).toContainText(typeLawOf('Électorale').revocationRoute!.text);
  await expect(documents).toContainText('demandez sa résiliation comme pour l');
  await expect(documents).toContainText('maprocuration.gouv.fr');
  await expect(documents).toContainText('commissariat, une gendarmerie, un consulat');
  await expect(page.getByRole('button', { name: REVOCATION, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: REVOCATION_NOTICE, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Another type brings the letters back.
  await chooseOption(details(page).type, 'Bancaire');
  await expect(page.getByRole('button', { name: REVOCATION, exact: true })).toBeVisible();
});

test('the saved signature is placed on the letter only when asked for', async ({ page }) => {
  await openFilledPage(page);
  await expect(page.getByRole('checkbox', { name: SIGN_LETTER })).toHaveCount(0);
  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();
  expect((await downloadRevocation(page)).imageCount).toBe(0);
  await page.getByRole('checkbox', { name: SIGN_LETTER }).check();
  expect((await downloadRevocation(page)).imageCount).toBe(1);
});

test('an incomplete form is refused with the same message and focus as "Générer"', async ({ page }) => {
  await page.goto('/');
  await button(page, REVOCATION).click();
  await expect(toast(page, MESSAGES.grantor)).toBeVisible();
  await expect(personFields(page, GRANTOR_CARD).lastName).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the reminder appears once the end date is known: one all-day event, an alarm 7 days before, names and type only', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: REMINDER })).toHaveCount(0);
  await fillValidForm(page);
  const reminder = await downloadReminder(page);
  expect(reminder.fileName).toBe('procuration-rappel.ics');
  expect(reminder.event.summary).toBe('Fin de la procuration de type Bancaire donnée à Élodie Martin');
  expect(reminder.event.startDate.isDate).toBe(true);
  expect(reminder.event.startDate.toString()).toBe('2030-06-01');
  expect(String(reminder.alarm?.getFirstPropertyValue('trigger'))).toBe('-P7D');
  for (const personal of ['rue de la Paix', '75002', '06 12 34 56 78', '15/05/1990']) expect(reminder.text).not.toContain(personal);
});

test('a custom duration shows the reminder only once its end date is typed', async ({ page }) => {
  await openFilledPage(page);
  const form = details(page);
  await chooseOption(form.duration, 'Autre');
  await form.endDate.fill('');
  await expect(page.getByRole('button', { name: REMINDER })).toHaveCount(0);
  await typeDate(form.endDate, '31/12/2030');
  expect((await downloadReminder(page)).event.startDate.toString()).toBe('2030-12-31');
});

test('the three buttons work from the keyboard alone', async ({ page }) => {
  await openFilledPage(page);
  const letter = page.waitForEvent('download');
  await page.getByRole('button', { name: REVOCATION, exact: true }).focus();
  await page.keyboard.press('Enter');
  expect((await letter).suggestedFilename()).toBe('revocation.pdf');
  const notice = page.waitForEvent('download');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: REVOCATION_NOTICE, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  expect((await notice).suggestedFilename()).toBe('revocation-organisme.pdf');
  const reminder = page.waitForEvent('download');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: REMINDER })).toBeFocused();
  await page.keyboard.press('Enter');
  expect((await reminder).suggestedFilename()).toBe('procuration-rappel.ics');
});

test('the letters speak like the procuration: civilité "Madame", two mandataires each after "à", a salutation and a closing', async ({
  page,
}) => {
  await openFilledPage(page);
  const grantor = personFields(page, GRANTOR_CARD);
  await openPersonMore(page, GRANTOR_CARD);
  await chooseOption(grantor.civility, 'Madame');
  await grantor.firstName.fill('Jeanne');
  await button(page, 'Ajouter un mandataire').click();
  await fillPerson(page, 'Informations du mandataire 2', SECOND_ATTORNEY);
  await details(page).objectDetails.fill('Compte courant n° 12345, agence de Lyon');
  const toAttorneys = await downloadRevocation(page, REVOCATION);
  const toOrganisation = await downloadRevocation(page, REVOCATION_NOTICE);
  for (const letter of [toAttorneys, toOrganisation]) {
    expect(letter.text).toContain('Madame, Monsieur, Je soussignée, Madame Jeanne Dupont, demeurant 12 rue de la Paix, 75002 Paris,');
    expect(letter.text).toContain(letterSentence('toOrganisation', 'closing'));
    expect(letter.text).not.toContain('soussigné(e)');
  }
  // One letter to each mandataire, the other named as co-mandataire (docs/decisions/116).
  expect(toAttorneys.text).toContain("que je vous ai donnée, ainsi qu'à votre co-mandataire, Hugo Bernard,");
  expect(toAttorneys.text).toContain("que je vous ai donnée, ainsi qu'à votre co-mandataire, Élodie Martin,");
  expect(toOrganisation.text).toContain(
    'donnée à Élodie Martin, demeurant 3 avenue Jean Jaurès, 69007 Lyon, et à Hugo Bernard, demeurant 8 quai Saint-Vincent, 69001 Lyon',
  );
  expect(toOrganisation.text).toContain(
    letterSentence('toOrganisation', 'subject', { type: 'Bancaire', attorneys: 'à Élodie Martin et à Hugo Bernard' }).replace(/\s+/g, ' '),
  );
  expect(toOrganisation.text).toContain('Références : Compte courant n° 12345, agence de Lyon');
  expect(toOrganisation.text).toContain('qui a pu vous être présentée. Cette procuration avait été donnée');
  expect(toOrganisation.text).toContain('portant sur : Compte courant n° 12345, agence de Lyon.');
});
