import { expect, test } from './fixtures.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  button,
  chooseOption,
  details,
  fillValidForm,
  GRANTOR,
  GRANTOR_CARD,
  MESSAGES,
  personFields,
  STORAGE_KEY,
  toast,
  typeDate,
  WITHOUT_SIGNATURE,
  type PersonInput,
} from './procuration-page.ts';
import type { Page } from '@playwright/test';

async function expectPerson(page: Page, title: typeof GRANTOR_CARD | typeof ATTORNEY_CARD, person: PersonInput) {
  const fields = personFields(page, title);
  await expect(fields.lastName).toHaveValue(person.lastName);
  await expect(fields.firstName).toHaveValue(person.firstName);
  await expect(fields.birthDate).toHaveValue(person.birthShown);
  await expect(fields.address).toHaveValue(person.address);
  await expect(fields.postalCode).toHaveValue(person.postalCode);
  await expect(fields.city).toHaveValue(person.city);
  await expect(fields.phone).toHaveValue(person.phone);
  await expect(fields.email).toHaveValue(person.email ?? '');
}

/** The last change has reached local storage under the key of specification §3. */
async function expectSaved(page: Page, fragment: string) {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEY)).toContain(fragment);
}

test('a reload keeps the people, the dates, the type and the ticked operations', async ({ page }) => {
  await page.goto('/');
  await fillValidForm(page);
  await expectSaved(page, 'Consultation de solde');

  await page.reload();

  await expectPerson(page, GRANTOR_CARD, GRANTOR);
  await expectPerson(page, ATTORNEY_CARD, ATTORNEY);
  const form = details(page);
  await expect(form.type.locator('option:checked')).toHaveText('Bancaire');
  await expect(form.startDate).toHaveValue('01/03/2030');
  await expect(form.duration.locator('option:checked')).toHaveText('3 mois');
  await expect(form.endDate).toHaveValue('01/06/2030');
  await expect(form.endDate).not.toBeEditable();
  await expect(form.operation("Retrait d'argent")).toBeChecked();
  await expect(form.operation('Consultation de solde')).toBeChecked();
  await expect(form.operation("Dépôt d'argent")).not.toBeChecked();
});

test('a reload keeps a custom type, a custom duration and a custom operation', async ({ page }) => {
  await page.goto('/');
  const form = details(page);
  await chooseOption(form.type, 'Autre');
  await form.customType.fill('Gestion de colis');
  await typeDate(form.startDate, '31/12/2025');
  await chooseOption(form.duration, 'Autre');
  await typeDate(form.endDate, '01/01/2026');
  await form.operation('À préciser').check();
  await form.customOperation.fill('Récupérer un colis');
  await expectSaved(page, 'Récupérer un colis');

  await page.reload();

  await expect(form.type.locator('option:checked')).toHaveText('Autre');
  await expect(form.customType).toHaveValue('Gestion de colis');
  await expect(form.startDate).toHaveValue('31/12/2025');
  await expect(form.duration.locator('option:checked')).toHaveText('Autre');
  await expect(form.endDate).toHaveValue('01/01/2026');
  await expect(form.endDate).toBeEditable();
  await expect(form.operation('À préciser')).toBeChecked();
  await expect(form.customOperation).toHaveValue('Récupérer un colis');
});

const CORRUPT_VALUES = [
  '{not json',
  'null',
  '42',
  '"texte"',
  '[]',
  '{}',
  JSON.stringify({ grantor: 'Jean', attorney: null, startDate: 'pas une date', authorizedOperations: 'Retrait' }),
  JSON.stringify({
    grantor: { firstName: 1, lastName: ['x'], birthDate: '1990-02-31' },
    attorney: { firstName: null },
    type: 'Inexistant',
    duration: 'Toujours',
    startDate: '2025-13-45',
    endDate: 12,
    authorizedOperations: [null, 3, "Retrait d'argent"],
    signature: 'javascript:alert(1)',
  }),
];

test('a corrupted saved form gives an empty, working page', async ({ page }) => {
  await page.goto('/');
  for (const value of CORRUPT_VALUES) {
    await test.step(`saved value ${value}`, async () => {
      await page.evaluate(([key, saved]) => localStorage.setItem(key, saved), [STORAGE_KEY, value] as const);
      await page.reload();

      const grantor = personFields(page, GRANTOR_CARD);
      await expect(grantor.lastName).toHaveValue('');
      await expect(grantor.firstName).toHaveValue('');
      await expect(grantor.birthDate).toHaveValue('');
      await expect(personFields(page, ATTORNEY_CARD).firstName).toHaveValue('');
      const form = details(page);
      await expect(form.startDate).toHaveValue('');
      await expect(form.endDate).toHaveValue('');

      await button(page, WITHOUT_SIGNATURE).click();
      await expect(toast(page, MESSAGES.grantor)).toBeVisible();

      // And it works again: a change is saved and survives a reload.
      await grantor.lastName.fill('Dupont');
      await expectSaved(page, 'Dupont');
      await page.reload();
      await expect(grantor.lastName).toHaveValue('Dupont');
    });
  }
});
