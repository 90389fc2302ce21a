import { expect, test } from './fixtures.ts';
import { BANK_OPERATIONS, chooseOption, details, typeDate } from './procuration-page.ts';

test('choosing another type clears the ticked operations and the custom type', async ({ page }) => {
  await page.goto('/');
  const form = details(page);

  await chooseOption(form.type, 'Bancaire');
  await form.operation("Retrait d'argent").check();
  await form.operation('Gestion de compte').check();

  await chooseOption(form.type, 'Médicale');
  for (const operation of [
    'Prise de décision médicale',
    'Récupération de médicaments',
    'Consultation de dossier médical',
    'Hospitalisation',
  ]) {
    await expect(form.operation(operation)).not.toBeChecked();
  }
  await expect(form.operation("Retrait d'argent")).toHaveCount(0);
  await form.operation('Hospitalisation').check();

  await chooseOption(form.type, 'Bancaire');
  for (const operation of BANK_OPERATIONS) await expect(form.operation(operation)).not.toBeChecked();

  await chooseOption(form.type, 'Autre');
  await form.customType.fill('Gestion de colis');
  await form.operation('À préciser').check();
  await chooseOption(form.type, 'Voyages');
  await expect(form.customType).toBeHidden();
  await chooseOption(form.type, 'Autre');
  await expect(form.customType).toHaveValue('');
  await expect(form.operation('À préciser')).not.toBeChecked();
});

test('the end date follows the start date and the duration, month ends clamped', async ({ page }) => {
  await page.goto('/');
  const form = details(page);

  await typeDate(form.startDate, '31/01/2025');
  await chooseOption(form.duration, '1 mois');
  await expect(form.endDate).toHaveValue('28/02/2025');
  await expect(form.endDate).not.toBeEditable();

  await chooseOption(form.duration, '3 mois');
  await expect(form.endDate).toHaveValue('30/04/2025');
  await chooseOption(form.duration, '6 mois');
  await expect(form.endDate).toHaveValue('31/07/2025');
  await chooseOption(form.duration, '1 an');
  await expect(form.endDate).toHaveValue('31/01/2026');

  // Changing the start date recomputes the end date for a fixed duration.
  await typeDate(form.startDate, '29/02/2024');
  await expect(form.endDate).toHaveValue('28/02/2025');
  await chooseOption(form.duration, '1 mois');
  await typeDate(form.startDate, '31/01/2024');
  await expect(form.endDate).toHaveValue('29/02/2024');
});

test('a duration "Autre" makes the end date editable, a fixed one computes it again', async ({ page }) => {
  await page.goto('/');
  const form = details(page);

  await typeDate(form.startDate, '10/03/2025');
  await chooseOption(form.duration, 'Autre');
  await expect(form.endDate).toBeEditable();
  await typeDate(form.endDate, '20/12/2025');

  await typeDate(form.startDate, '11/03/2025');
  await expect(form.endDate).toHaveValue('20/12/2025');

  await chooseOption(form.duration, '6 mois');
  await expect(form.endDate).not.toBeEditable();
  await expect(form.endDate).toHaveValue('11/09/2025');
});

test('a birth date keeps only digits, adds the slashes, and an impossible date is only a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  const birthDate = page.getByRole('region', { name: 'Informations du Mandant', exact: true }).getByLabel(/^Date de naissance/);

  await expect(birthDate).toHaveAttribute('placeholder', 'jj/mm/aaaa');
  await expect(birthDate).toHaveAttribute('maxlength', '10');
  // A refused key leaves the field as it was at once, even when the text itself does not change.
  await birthDate.pressSequentially('1');
  await expect(birthDate).toHaveValue('1');
  await birthDate.press('a');
  await expect(birthDate).toHaveValue('1');
  await birthDate.pressSequentially('5-0b51990');
  await expect(birthDate).toHaveValue('15/05/1990');

  await birthDate.fill('');
  await birthDate.pressSequentially('31021990');
  await expect(birthDate).toHaveValue('31/02/1990');
  await expect.poll(() => warnings).toContain('Format de date invalide');
});

test('the start date can be picked in a French calendar whose weeks start on Monday', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  await typeDate(form.startDate, '01/03/2025');
  await chooseOption(form.duration, '1 mois');

  await form.section.getByRole('button', { name: 'Sélectionner une date', exact: true }).first().click();
  const calendar = page.getByRole('dialog', { name: /mars 2025/i });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('columnheader').first()).toHaveText(/^l/i);
  await calendar.getByRole('button', { name: /\b15 mars 2025$/ }).click();

  await expect(calendar).toBeHidden();
  await expect(form.startDate).toHaveValue('15/03/2025');
  await expect(form.endDate).toHaveValue('15/04/2025');
});
