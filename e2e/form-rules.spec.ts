/**
 * The form's rules that need a real browser. The details card's own rules (operations per type, the
 * end date a duration implies) and the date field's mask are component tests beside them:
 * src/ui/details/details-card.test.tsx, src/ui/controls/date-field.test.tsx.
 */
import { expect, test } from './fixtures.ts';
import { chooseOption, details, typeDate } from './procuration-page.ts';

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
