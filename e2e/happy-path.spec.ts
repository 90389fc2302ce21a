import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  BANK_OPERATIONS,
  card,
  chooseOption,
  details,
  DETAILS_CARD,
  drawSignature,
  fillPerson,
  generatePdf,
  GRANTOR,
  GRANTOR_CARD,
  button,
  SIGNATURE_CARD,
  madeInLines,
  typeDate,
  VALID_FORM_VALIDITY,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './procuration-page.ts';

test('the page presents itself in French with its four cards in order and the two buttons', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Générateur de Procuration');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Créez votre document de procuration en quelques minutes',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Procuration en Ligne – Rapide & Sécurisée', exact: true })).toBeVisible();
  await expect(page.getByText('Faites Votre Procuration en Ligne en Quelques Minutes – 100% Sécurisé', { exact: true })).toBeVisible();

  const tops: number[] = [];
  for (const title of [GRANTOR_CARD, ATTORNEY_CARD, DETAILS_CARD, SIGNATURE_CARD]) {
    await expect(card(page, title)).toBeVisible();
    tops.push((await card(page, title).boundingBox())?.y ?? Number.NaN);
  }
  for (const name of [WITH_SIGNATURE, WITHOUT_SIGNATURE]) {
    await expect(button(page, name)).toBeVisible();
    tops.push((await button(page, name).boundingBox())?.y ?? Number.NaN);
  }
  // Grantor and attorney may share a row; everything else comes strictly later.
  const [grantor = 0, attorney = 0, detailsTop = 0, signature = 0, withSignature = 0, withoutSignature = 0] = tops;
  expect(attorney).toBeGreaterThanOrEqual(grantor);
  expect(detailsTop).toBeGreaterThan(attorney);
  expect(signature).toBeGreaterThan(detailsTop);
  expect(Math.min(withSignature, withoutSignature)).toBeGreaterThan(signature);
});

test('a person fills the form, signs with the mouse and downloads both PDFs', async ({ page }) => {
  await page.goto('/');

  await fillPerson(page, GRANTOR_CARD, GRANTOR);
  await fillPerson(page, ATTORNEY_CARD, ATTORNEY);

  const form = details(page);
  await expect(form.type.locator('option:checked')).toHaveText('Sélectionner le type');
  await expect(form.duration.locator('option:checked')).toHaveText('Sélectionner la durée');
  await chooseOption(form.type, 'Bancaire');
  await expect(form.customType).toBeHidden();
  await typeDate(form.startDate, '01/03/2030');
  await chooseOption(form.duration, '3 mois');
  await expect(form.endDate).toHaveValue('01/06/2030');
  await expect(form.endDate).not.toBeEditable();

  await expect(form.operations.getByRole('checkbox')).toHaveCount(BANK_OPERATIONS.length);
  for (const operation of BANK_OPERATIONS) await expect(form.operation(operation)).not.toBeChecked();
  await form.operation("Retrait d'argent").check();
  await form.operation('Consultation de solde').check();
  await expect(form.operation("Retrait d'argent")).toBeChecked();
  await expect(form.operation('Consultation de solde')).toBeChecked();
  await expect(form.customOperation).toBeHidden();

  await drawSignature(page);
  await button(page, 'Sauvegarder la signature').click();

  const signed = await generatePdf(page, WITH_SIGNATURE);
  expect(signed.fileName).toBe('procuration.pdf');
  const { lines, imageCount } = signed.pdf;
  const text = lines.join('\n');

  // 1. Both parties, "Prénom Nom", with their address blocks.
  expect(text).toContain('Jean Dupont');
  expect(text).toContain('Élodie Martin');
  expect(text).toContain('12 rue de la Paix');
  expect(text).toContain('75002 Paris');
  expect(text).toContain('Tél : 06 12 34 56 78');
  expect(text).toContain('Email : jean.dupont@example.fr');
  expect(text).toContain('3 avenue Jean Jaurès');
  expect(text).toContain('69007 Lyon');
  expect(text).toContain('Tél : 07 98 76 54 32');
  // 4. The body names both people with their birth dates, for the chosen type.
  expect(text).toContain('15/05/1990');
  expect(text).toContain('02/11/1985');
  expect(text).toContain('Bancaire');
  // Only the ticked operations.
  expect(text).not.toContain("Dépôt d'argent");
  expect(text).not.toContain('Demande de chéquier');

  // 2, 3, 5, 6, 7 in that order.
  const expectedInOrder = [
    (line: string) => madeInLines('Paris').includes(line),
    (line: string) => line === 'PROCURATION',
    (line: string) => line === VALID_FORM_VALIDITY,
    (line: string) => line === 'Opérations autorisées :',
    // Each operation opens its line, its powers after it (docs/decisions/106).
    (line: string) => /^(?:•\s)?Retrait d'argent\s:/.test(line),
    (line: string) => /^(?:•\s)?Consultation de solde\s:/.test(line),
    (line: string) => line.startsWith('Signature du mandant :'),
  ];
  let previous = -1;
  for (const [step, matches] of expectedInOrder.entries()) {
    const index = lines.findIndex((line, at) => at > previous && matches(line));
    expect(index, `line ${step + 1} of the expected sequence in:\n${text}`).toBeGreaterThan(previous);
    previous = index;
  }
  expect(imageCount).toBe(1);
  expect(signed.pdf.info.title).toBe('Procuration');
  expect(signed.pdf.info.language).toBe('fr-FR');

  const unsigned = await generatePdf(page, WITHOUT_SIGNATURE);
  expect(unsigned.fileName).toBe('procuration.pdf');
  expect(unsigned.pdf.imageCount).toBe(0);
  expect(unsigned.pdf.lines).toContain('PROCURATION');
  expect(unsigned.pdf.lines).toContain(VALID_FORM_VALIDITY);
});
