// @vitest-environment happy-dom
/**
 * A person alone on a phone or a desktop (docs/decisions/049), on the whole page in a simulated DOM:
 * one press shows every field at fault, each with its own message, and focuses the first; a date
 * says what is wrong with it; a fixed field loses its message; a required field shows « * » while its
 * name stays the same. Moved from e2e/every-error-at-once.spec.ts, which keeps what needs a real
 * browser: layout, the made PDF, the drawn signature (docs/decisions/134).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { button, details, findAlert, personFields, renderPage, typeDate } from './page.test-helper.ts';
import {
  ATTORNEY_CARD,
  DETAILS_CARD,
  escapeRegExp,
  GRANTOR_CARD,
  MESSAGES,
  PERSON_MESSAGES,
  WITHOUT_SIGNATURE,
} from './page-words.test-helper.ts';

/** The field's accessible description begins with exactly `message`. */
async function expectOwnMessage(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}`));
}

/** Every required field of the empty page, with the message it must show. */
function requiredFields(): [HTMLElement, string][] {
  const people = [
    [personFields(GRANTOR_CARD), 'du mandant'],
    [personFields(ATTORNEY_CARD), 'du mandataire'],
  ] as const;
  const form = details();
  return [
    ...people.flatMap(([fields, owner]) =>
      Object.entries(PERSON_MESSAGES).map(([key, name]): [HTMLElement, string] => [
        fields[key as keyof typeof PERSON_MESSAGES],
        `Veuillez indiquer ${name} ${owner}.`,
      ]),
    ),
    [form.type, MESSAGES.type],
    [form.startDate, MESSAGES.startDate],
    [form.duration, MESSAGES.duration],
  ];
}

test('one press on the empty page marks every required field with its own message and focuses the first', async () => {
  const user = await renderPage();
  await user.click(button(WITHOUT_SIGNATURE));
  expect(await findAlert(MESSAGES.grantor)).toBeVisible();
  await waitFor(() => expect(personFields(GRANTOR_CARD).lastName).toHaveFocus());
  for (const [field, message] of requiredFields()) await expectOwnMessage(field, message);
  expect(within(details().operations).getByText(MESSAGES.operation, { exact: true })).toBeVisible();
  expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(requiredFields().length);
});

test('an impossible date says it does not exist, a partial one says the format', async () => {
  const user = await renderPage();
  const birthDate = personFields(GRANTOR_CARD).birthDate;
  await user.type(birthDate, '31021950');
  await expectOwnMessage(birthDate, "La date 31/02/1950 n'existe pas\u00a0: vérifiez le jour et le mois.");
  await user.click(button(WITHOUT_SIGNATURE));
  expect(await findAlert(MESSAGES.grantor)).toBeVisible();
  await expectOwnMessage(birthDate, "La date 31/02/1950 n'existe pas\u00a0: vérifiez le jour et le mois.");

  const start = details().startDate;
  await user.type(start, '120');
  await user.tab();
  await expectOwnMessage(start, 'Date incomplète\u00a0: tapez-la au format jj/mm/aaaa, par exemple 05/03/1960.');
});

test('fixing a field removes its message and only its message', async () => {
  const user = await renderPage();
  await user.click(button(WITHOUT_SIGNATURE));
  const grantor = personFields(GRANTOR_CARD);
  await expectOwnMessage(grantor.firstName, 'Veuillez indiquer le prénom du mandant.');
  await user.type(grantor.lastName, 'Dupont');
  expect(grantor.lastName).not.toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Veuillez indiquer le nom du mandant.', { exact: true })).toBeNull();
  await expectOwnMessage(grantor.firstName, 'Veuillez indiquer le prénom du mandant.');
  await user.selectOptions(details().type, 'Bancaire');
  expect(screen.queryByText(MESSAGES.type, { exact: true })).toBeNull();
});

test('every required field shows "*" while its accessible name stays the same', async () => {
  await renderPage();
  const section = screen.getByRole('region', { name: DETAILS_CARD });
  for (const [role, name] of [
    ['combobox', 'Type de procuration'],
    ['textbox', 'Date de début'],
    ['combobox', 'Durée'],
  ] as const) {
    const field = within(section).getByRole(role, { name });
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(section.querySelector(`label[for="${field.id}"]`)).toHaveTextContent(new RegExp(`^${name} \\*$`));
  }
  expect(within(section).getByRole('group', { name: 'Opérations autorisées' }).querySelector('legend')).toHaveTextContent(
    /^Opérations autorisées \*$/,
  );
});

test('a partial date typed by hand keeps what was typed (the mask adds its slash)', async () => {
  const user = await renderPage();
  const start = details().startDate;
  await typeDate(user, start, '01/03/2030');
  await user.clear(start);
  await user.type(start, '120');
  expect(start).toHaveValue('12/0');
});
