/**
 * The coherence checks after those of specification §5 (docs/decisions/048, 050): each refusal is
 * said under its field, which takes the focus, and no PDF is made; the notes block nothing. The
 * page's clock is fixed, so "today" and the ages do not move.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ATTORNEY_CARD,
  button,
  chooseOption,
  details,
  fillValidForm,
  generatePdf,
  GRANTOR_CARD,
  personFields,
  typeDate,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

/** Tuesday 24 November 2026, 10:00 in Paris. */
const TODAY = new Date('2026-11-24T10:00:00+01:00');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await page.goto('/');
  await fillValidForm(page);
});

/** Pressing "Générer" is refused: the toast and the field say `message`, the field has the focus. */
async function expectRefused(page: Page, field: ReturnType<Page['getByLabel']>, message: string) {
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await button(page, WITHOUT_SIGNATURE).click();
  await expect(page.getByRole('alert').getByText(message, { exact: true })).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  expect(downloaded).toBe(false);
}

test('a birth date in the future, then more than 120 years ago', async ({ page }) => {
  const birthDate = personFields(page, GRANTOR_CARD).birthDate;
  await typeDate(birthDate, '01/01/2031');
  await expectRefused(page, birthDate, 'La date de naissance est dans le futur\u00a0: vérifiez-la.');
  await typeDate(birthDate, '01/01/1900');
  await expectRefused(page, birthDate, "Cette date de naissance donne plus de 120\u00a0ans\u00a0: vérifiez l'année.");
});

test('a minor mandant is refused until "Mineur émancipé" is ticked', async ({ page }) => {
  const grantor = personFields(page, GRANTOR_CARD);
  const emancipated = grantor.section.getByRole('checkbox', { name: 'Mineur émancipé', exact: true });
  await expect(emancipated).toHaveCount(0);
  await typeDate(grantor.birthDate, '15/06/2010');
  await expectRefused(
    page,
    grantor.birthDate,
    "Le mandant a moins de 18\u00a0ans\u00a0: un mineur ne peut pas donner seul une procuration. S'il est émancipé, cochez «\u00a0Mineur émancipé\u00a0».",
  );
  await emancipated.check();
  await expect(grantor.birthDate).not.toHaveAttribute('aria-invalid', 'true');
  const { fileName, pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(fileName).toBe('procuration.pdf');
  // The paper says so after the birth date.
  expect(pdf.lines.join(' ').replace(/\s+/g, ' ')).toContain('Jean Dupont, né(e) le 15/06/2010, mineur(e) émancipé(e), demeurant');
});

test('an emancipated mandant of 15 is refused: emancipation comes at 16 at the earliest', async ({ page }) => {
  const grantor = personFields(page, GRANTOR_CARD);
  await typeDate(grantor.birthDate, '25/11/2010');
  await grantor.section.getByRole('checkbox', { name: 'Mineur émancipé', exact: true }).check();
  await expectRefused(
    page,
    grantor.birthDate,
    'Le mandant a moins de 16\u00a0ans\u00a0: un mineur ne peut pas être émancipé avant 16\u00a0ans (Code civil, art.\u00a0413-2), il ne peut donc pas donner seul une procuration.',
  );
});

test('a start before the day of the document is refused with its own message, dated by hand or not', async ({ page }) => {
  const form = details(page);
  await typeDate(form.startDate, '23/11/2026');
  await expectRefused(
    page,
    form.startDate,
    "La date de début est antérieure à la date du document («\u00a0Fait à …, le …\u00a0»)\u00a0: une procuration ne peut pas prendre effet avant d'être faite. Choisissez une date de début à partir d'aujourd'hui.",
  );
  await form.handDated.check();
  await expectRefused(
    page,
    form.startDate,
    "La date de début est antérieure à aujourd'hui\u00a0: une procuration datée à la main ne peut pas prendre effet avant le jour où le PDF est créé. Choisissez une date de début à partir d'aujourd'hui.",
  );
  await typeDate(form.startDate, '24/11/2026');
  const { fileName } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(fileName).toBe('procuration.pdf');
});

test('a minor mandataire is allowed, and the page says so under the birth date', async ({ page }) => {
  const attorney = personFields(page, ATTORNEY_CARD);
  await typeDate(attorney.birthDate, '15/06/2010');
  const note = attorney.section.getByText(/^Le mandataire a moins de 18\u00a0ans\u00a0: c'est permis/);
  await expect(note).toBeVisible();
  await expect(note).toContainText('art.\u00a01990');
  await expect(attorney.birthDate).toHaveAccessibleDescription(/Le mandataire a moins de 18/);
  const { fileName } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(fileName).toBe('procuration.pdf');
});

test('an end before the start, and a period already over', async ({ page }) => {
  const form = details(page);
  await chooseOption(form.duration, 'Autre');
  await typeDate(form.endDate, '01/01/2030');
  await expectRefused(
    page,
    form.endDate,
    'La date de fin est antérieure à la date de début\u00a0: choisissez une date de fin après le début.',
  );

  await chooseOption(form.duration, '3 mois');
  await typeDate(form.startDate, '01/03/2025');
  await expectRefused(
    page,
    form.startDate,
    "Avec cette date de début, la procuration aurait pris fin le 01/06/2025, avant aujourd'hui\u00a0: choisissez une date de début plus récente.",
  );
});

test('a very long period gets a visible word and is still made', async ({ page }) => {
  const form = details(page);
  await chooseOption(form.duration, 'Autre');
  await typeDate(form.endDate, '01/03/2045');
  await expect(form.section.getByText(/^Procuration de plus de 10\u00a0ans\u00a0: vérifiez la date de fin/)).toBeVisible();
  const { pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(pdf.lines).toContain('Cette procuration est valable du 01/03/2030 au 01/03/2045.');
});

test('selling a property requires its precise object, and says what to write', async ({ page }) => {
  const form = details(page);
  await chooseOption(form.type, 'Immobilière');
  await form.operation('Vente de propriété').check();
  await expect(form.objectDetails).toHaveAttribute('aria-required', 'true');
  await expectRefused(
    page,
    form.objectDetails,
    "Pour la vente d'un bien immobilier, la procuration doit désigner précisément l'objet\u00a0: indiquez l'adresse complète du bien (et ses références cadastrales si vous les avez).",
  );
  await form.objectDetails.fill('Appartement, 3 rue Mercière, 69002 Lyon, lot n° 12');
  await expect(form.objectDetails).not.toHaveAttribute('aria-invalid', 'true');
  const { pdf } = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(pdf.lines.join(' ')).toContain('3 rue Mercière');
});

test('selling a vehicle asks for the vehicle', async ({ page }) => {
  const form = details(page);
  await chooseOption(form.type, 'Véhicules');
  await form.operation('Vente de véhicule').check();
  await expectRefused(
    page,
    form.objectDetails,
    "Pour la vente d'un véhicule, la procuration doit désigner précisément l'objet\u00a0: indiquez la marque, le modèle et l'immatriculation du véhicule (ou le numéro VIN).",
  );
});
