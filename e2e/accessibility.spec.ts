/**
 * axe-core finds no violation at all (WCAG 2.2 AA and best practices) in every state of the page
 * a person can reach, the 404 page included (specification §13).
 */
import { sourceTitle, typeLawOf } from '../scripts/legal/legal-content.test-helper.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY_CARD,
  button,
  chooseOption,
  details,
  drawSignature,
  fillValidForm,
  generatePdf,
  GRANTOR_CARD,
  MESSAGES,
  openFilledPage,
  openPersonMore,
  personFields,
  toast,
  typeDate,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

test('the empty page', async ({ page }) => {
  await page.goto('/');
  await expect(button(page, WITHOUT_SIGNATURE)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the page after a failed "Générer", with the toast and the message beside the field', async ({ page }) => {
  await page.goto('/');
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(toast(page, MESSAGES.grantor)).toBeVisible();
  await expect(personFields(page, GRANTOR_CARD).lastName).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the operations group at fault after a failed "Générer"', async ({ page }) => {
  await openFilledPage(page);
  const form = details(page);
  await form.operation("Retrait d'argent").uncheck();
  await form.operation('Consultation de solde').uncheck();
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(toast(page, MESSAGES.operation)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the signature pad at fault after "Générer le PDF avec signature"', async ({ page }) => {
  await openFilledPage(page);
  await button(page, WITH_SIGNATURE).click();
  await expect(toast(page, MESSAGES.signature)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('type Autre, duration Autre and "À préciser" ticked', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  await chooseOption(form.type, 'Autre');
  await chooseOption(form.duration, 'Autre');
  await form.operation('À préciser').check();
  await expect(form.customType).toBeVisible();
  await expect(form.endDate).toBeEditable();
  await expect(form.customOperation).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a type with a legal notice and a saved signature', async ({ page }) => {
  await openFilledPage(page);
  await chooseOption(details(page).type, 'Électorale');
  await expect(
    details(page)
      .section.getByText(/maprocuration\.gouv\.fr/)
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the complete document: the new fields filled, a verdict with the rule of art. 1988, half an identity document at fault', async ({
  page,
}) => {
  await openFilledPage(page);
  const form = details(page);
  await chooseOption(form.type, 'Véhicules');
  await form.operation('Vente de véhicule').check();
  await expect(form.section.getByText(/termes généraux/)).toBeVisible();
  await form.objectDetails.fill('Véhicule immatriculé AA-123-AA');
  await form.signaturePlace.fill('Villeurbanne');
  await form.substitution.check();
  await form.attorneySignature.uncheck();
  const grantor = personFields(page, GRANTOR_CARD);
  await openPersonMore(page, GRANTOR_CARD);
  await grantor.birthPlace.fill('Lyon');
  await grantor.idNumber.fill('X4RTBPFW4');
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(grantor.idType).toBeFocused();
  await expectNoAxeViolations(page);
});

// One test a level: each makes its PDF and runs axe once, within a minute on a busy machine (docs/decisions/161).
for (const [level, type, operation] of [
  ['the first level', 'Bancaire', "Retrait d'argent"],
  ['the second level', 'Loisirs', 'Réservation de spectacles'],
  ['the third level', 'Dons et Héritages', 'Gestion de dons'],
] as const) {
  test(`"À apporter" after the PDF is made, under ${level} (${type})`, async ({ page }) => {
    await openFilledPage(page);
    // A gift is an act of disposition: its object is required (docs/decisions/050).
    await details(page).objectDetails.fill('Don de 500 euros à la Croix-Rouge française');
    await chooseOption(details(page).type, type);
    await details(page).operation(operation).check();
    await generatePdf(page, WITHOUT_SIGNATURE);
    await expect(page.getByRole('region', { name: 'À apporter', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the explanation open, and a verdict for several operations with its sources open', async ({ page }) => {
  await page.goto('/');
  await page.getByText(/^Qu'est-ce qu'une procuration\s\?$/).click();
  await fillValidForm(page);
  const form = details(page);
  await chooseOption(form.type, 'Immobilière');
  await form.operation('Gestion de location').check();
  await form.operation('Vente de propriété').check();
  await form.section.getByText(/^Sources \(vérifiées le/).click();
  await expect(form.section.getByText(sourceTitle('code-civil-logement-famille'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the explanation open, and the way to end a vote procuration', async ({ page }) => {
  await page.goto('/');
  await page.getByText(/^Qu'est-ce qu'une procuration\s\?$/).click();
  await fillValidForm(page);
  await chooseOption(details(page).type, 'Électorale');
  await expect(page.getByText(typeLawOf('Électorale').revocationRoute!.text, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a 320 px wide screen', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true });

  test('the empty page and the failed "Générer"', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
    await button(page, WITHOUT_SIGNATURE).click();
    await expect(toast(page, MESSAGES.grantor)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the optional fields folded away, then opened in both person cards (docs/decisions/064)', async ({ page }) => {
    await page.goto('/');
    await expect(personFields(page, GRANTOR_CARD).civility).toBeHidden();
    await expectNoAxeViolations(page);
    await openPersonMore(page, GRANTOR_CARD);
    await openPersonMore(page, ATTORNEY_CARD);
    await expect(personFields(page, ATTORNEY_CARD).idNumber).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a verdict, the new fields and "À apporter"', async ({ page }) => {
    await openFilledPage(page);
    await chooseOption(details(page).type, 'Autre');
    await details(page).customType.fill('Gestion de copropriété');
    await details(page).operation('À préciser').check();
    await details(page).customOperation.fill('Voter en assemblée générale');
    await details(page).objectDetails.fill('Résidence Les Tilleuls, lot n° 12');
    await generatePdf(page, WITHOUT_SIGNATURE);
    await expect(page.getByRole('region', { name: 'À apporter', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('every field at fault at once, a date that does not exist, and a drawn signature not saved', async ({ page }) => {
  await page.goto('/');
  await personFields(page, GRANTOR_CARD).birthDate.pressSequentially('31021950');
  await drawSignature(page);
  await button(page, WITH_SIGNATURE).click();
  await expect(toast(page, MESSAGES.grantor)).toBeVisible();
  await expect(page.getByText(/^Signature dessinée mais pas encore enregistrée/)).toBeVisible();
  await expect(page.getByText(/^La date 31\/02\/1950 n'existe pas/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the coherence checks: a minor mandant with "Mineur émancipé", a minor mandataire, a sale without its object', async ({ page }) => {
  await openFilledPage(page);
  await typeDate(personFields(page, GRANTOR_CARD).birthDate, '15/06/2012');
  await typeDate(personFields(page, ATTORNEY_CARD).birthDate, '15/06/2011');
  const form = details(page);
  await chooseOption(form.type, 'Immobilière');
  await form.operation('Vente de propriété').check();
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(page.getByRole('checkbox', { name: 'Mineur émancipé', exact: true })).toBeVisible();
  await expect(page.getByText(/^Le mandataire a moins de 18/)).toBeVisible();
  await expect(page.getByText(/^Pour la vente d'un bien immobilier/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the free mode's confirmation after the PDF is made", async ({ page }) => {
  await openFilledPage(page);
  await generatePdf(page, WITHOUT_SIGNATURE);
  await expect(page.getByRole('status').getByText(/^Le fichier procuration\.pdf a été téléchargé/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the calendar open', async ({ page }) => {
  await page.goto('/');
  await details(page).section.getByRole('button', { name: 'Sélectionner une date' }).first().click();
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('"Vos données" open, then the erase dialog open', async ({ page }) => {
  await page.goto('/');
  await page.getByText('Vos données', { exact: true }).click();
  const erase = button(page, 'Effacer mes données');
  await expect(erase).toBeVisible();
  await expectNoAxeViolations(page);

  await erase.click();
  await expect(page.getByRole('dialog', { name: 'Effacer mes données ?' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('the 404 page', () => {
  // The browser logs the 404 of the document itself as a console error; that one is expected here.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404\b/] });

  test('/nope', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expectNoAxeViolations(page);
  });
});
