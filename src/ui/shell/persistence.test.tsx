// @vitest-environment happy-dom
/**
 * The form kept across a reload (specification §3), on the whole page in a simulated DOM: the people,
 * the dates, the type and the operations come back, custom ones too, and a corrupted save gives an
 * empty page that works. Moved from e2e/persistence.spec.ts (docs/decisions/134, 225).
 */
import { waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FORM_STORAGE_KEY } from '../../domain/constants.ts';
import {
  button,
  chooseOption,
  details,
  fill,
  fillValidForm,
  findAlert,
  personFields,
  reloadPage,
  renderPage,
  typeDate,
} from './page.test-helper.ts';
import { ATTORNEY, ATTORNEY_CARD, GRANTOR, GRANTOR_CARD, MESSAGES, WITHOUT_SIGNATURE, type PersonInput } from './page-words.test-helper.ts';

/** The last change has reached local storage under the key of specification §3. */
async function expectSaved(fragment: string) {
  await waitFor(() => expect(localStorage.getItem(FORM_STORAGE_KEY) ?? '').toContain(fragment));
}

/** The field `get` finds, once the page shows it. */
function shown(get: () => HTMLElement | null): Promise<HTMLElement> {
  return waitFor(() => {
    const element = get();
    if (!element) throw new Error('not shown yet');
    return element;
  });
}

/** The selected option's words. */
function chosen(select: HTMLElement): string | undefined {
  return (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? undefined;
}

async function expectPerson(title: typeof GRANTOR_CARD | typeof ATTORNEY_CARD, person: PersonInput) {
  // The save is read once the page has taken over: the first field tells when it is in place.
  await waitFor(() => expect(personFields(title).lastName).toHaveValue(person.lastName));
  const fields = personFields(title);
  expect(fields.firstName).toHaveValue(person.firstName);
  expect(fields.birthDate).toHaveValue(person.birthShown);
  expect(fields.address).toHaveValue(person.address);
  expect(fields.postalCode).toHaveValue(person.postalCode);
  expect(fields.city).toHaveValue(person.city);
  expect(fields.phone).toHaveValue(person.phone);
  expect(fields.email).toHaveValue(person.email ?? '');
}

test('a reload keeps the people, the dates, the type and the ticked operations', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  await expectSaved('Consultation de solde');

  await reloadPage();

  await expectPerson(GRANTOR_CARD, GRANTOR);
  await expectPerson(ATTORNEY_CARD, ATTORNEY);
  const form = details();
  expect(chosen(form.type)).toBe('Bancaire');
  expect(form.startDate).toHaveValue('01/03/2030');
  expect(chosen(form.duration)).toBe('3 mois');
  expect(form.endDate).toHaveValue('01/06/2030');
  expect(form.endDate).toHaveAttribute('readonly');
  expect(await waitFor(() => form.operation("Retrait d'argent"))).toBeChecked();
  expect(form.operation('Consultation de solde')).toBeChecked();
  expect(form.operation("Dépôt d'argent")).not.toBeChecked();
});

test('a reload keeps a custom type, a custom duration and a custom operation', async () => {
  const user = await renderPage();
  let form = details();
  await chooseOption(user, form.type, 'Autre');
  await fill(user, await shown(form.customType), 'Gestion de colis');
  await typeDate(user, form.startDate, '31/12/2025');
  await chooseOption(user, form.duration, 'Autre');
  await typeDate(user, form.endDate, '01/01/2026');
  await user.click(await waitFor(() => form.operation('À préciser')));
  await fill(user, await shown(form.customOperation), 'Récupérer un colis');
  await expectSaved('Récupérer un colis');

  await reloadPage();

  await waitFor(() => expect(chosen(details().type)).toBe('Autre'));
  form = details();
  expect(form.customType()).toHaveValue('Gestion de colis');
  expect(form.startDate).toHaveValue('31/12/2025');
  expect(chosen(form.duration)).toBe('Autre');
  expect(form.endDate).toHaveValue('01/01/2026');
  expect(form.endDate).not.toHaveAttribute('readonly');
  expect(await waitFor(() => form.operation('À préciser'))).toBeChecked();
  expect(form.customOperation()).toHaveValue('Récupérer un colis');
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

test.each(CORRUPT_VALUES)('a corrupted saved form (%s) gives an empty, working page', async (value) => {
  // A visit that finds the save (the storage is emptied after each test).
  localStorage.setItem(FORM_STORAGE_KEY, value);
  const user = await reloadPage();

  const grantor = personFields(GRANTOR_CARD);
  expect(grantor.lastName).toHaveValue('');
  expect(grantor.firstName).toHaveValue('');
  expect(grantor.birthDate).toHaveValue('');
  expect(personFields(ATTORNEY_CARD).firstName).toHaveValue('');
  const form = details();
  expect(form.startDate).toHaveValue('');
  expect(form.endDate).toHaveValue('');

  await user.click(button(WITHOUT_SIGNATURE));
  expect(await findAlert(MESSAGES.grantor)).toBeVisible();

  // And it works again: a change is saved and survives a reload.
  await fill(user, personFields(GRANTOR_CARD).lastName, 'Dupont');
  await expectSaved('Dupont');
  await reloadPage();
  await waitFor(() => expect(personFields(GRANTOR_CARD).lastName).toHaveValue('Dupont'));
});
