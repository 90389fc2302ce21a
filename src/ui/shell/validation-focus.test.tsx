// @vitest-environment happy-dom
/**
 * After a failed « Générer » (docs/decisions/005), on the whole page in a simulated DOM: the toast
 * keeps the exact text of specification §5 in a role="alert" region, and the field at fault says it
 * too — aria-invalid, a message beside it that aria-describedby points at — and has the focus.
 * Moved from e2e/validation-focus.spec.ts, which keeps the field scrolled into view clear of the
 * toast on a small phone (docs/decisions/134).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import {
  button,
  card,
  chooseOption,
  details,
  fill,
  fillBothPeople,
  fillPerson,
  fillValidForm,
  findAlert,
  personFields,
  renderPage,
  typeDate,
} from './page.test-helper.ts';
import {
  ATTORNEY_CARD,
  escapeRegExp,
  GRANTOR,
  GRANTOR_CARD,
  MESSAGES,
  SIGNATURE_CARD,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './page-words.test-helper.ts';

type Message = (typeof MESSAGES)[keyof typeof MESSAGES];

/** aria-describedby names an element, shown on the page, whose whole text is `message`. */
function expectDescribedBy(field: HTMLElement, message: string) {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  expect(ids.length, 'aria-describedby names at least one element').toBeGreaterThan(0);
  const described = ids.flatMap((id) => document.getElementById(id) ?? []);
  expect(described.filter((element) => element.textContent === message)).toHaveLength(1);
  expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/**
 * The toast says the specification's message; the field says its own (`inline`, the same text for
 * the details, words naming the field for a person's: docs/decisions/049).
 */
async function expectFieldAtFault(
  field: HTMLElement,
  message: Message,
  { invalid = [field], inline = message }: { invalid?: HTMLElement[]; inline?: string } = {},
) {
  expect(await findAlert(message)).toBeVisible();
  await waitFor(() => expect(field).toHaveFocus());
  for (const element of invalid) expect(element).toHaveAttribute('aria-invalid', 'true');
  expectDescribedBy(field, inline);
}

async function press(user: UserEvent, name: string) {
  await user.click(button(name));
}

test('a missing grantor field: the toast, then the field itself, marked, described and focused', async () => {
  const user = await renderPage();
  await fillPerson(user, GRANTOR_CARD, GRANTOR);
  const grantor = personFields(GRANTOR_CARD);
  await fill(user, grantor.city, '');
  await press(user, WITHOUT_SIGNATURE);

  await expectFieldAtFault(grantor.city, MESSAGES.grantor, { inline: 'Veuillez indiquer la ville du mandant.' });
  // Only that field of the card is marked (the other cards, empty, have their own marks).
  expect(grantor.section.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);

  // Typing into it clears the mark and the message beside it.
  await user.keyboard(GRANTOR.city);
  expect(grantor.city).not.toHaveAttribute('aria-invalid', 'true');
  expect(grantor.city).toHaveAccessibleDescription('');
  expect(within(grantor.section).queryByText('Veuillez indiquer la ville du mandant.', { exact: true })).toBeNull();
});

test("the empty page: the grantor's first field is the one at fault", async () => {
  const user = await renderPage();
  await press(user, WITH_SIGNATURE);
  await expectFieldAtFault(personFields(GRANTOR_CARD).lastName, MESSAGES.grantor, {
    inline: 'Veuillez indiquer le nom du mandant.',
  });
});

test('a missing attorney birth date', async () => {
  const user = await renderPage();
  await fillBothPeople(user);
  const attorney = personFields(ATTORNEY_CARD);
  await user.clear(attorney.birthDate);
  await press(user, WITHOUT_SIGNATURE);
  await expectFieldAtFault(attorney.birthDate, MESSAGES.attorney, {
    inline: 'Veuillez indiquer la date de naissance du mandataire.',
  });
});

test('no type chosen: the type select', async () => {
  const user = await renderPage();
  await fillBothPeople(user);
  await press(user, WITHOUT_SIGNATURE);
  await expectFieldAtFault(details().type, MESSAGES.type);
});

test('no operation ticked: the operations group, its checkboxes marked', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  const form = details();
  await user.click(form.operation("Retrait d'argent"));
  await user.click(form.operation('Consultation de solde'));
  await press(user, WITHOUT_SIGNATURE);

  await expectFieldAtFault(form.operations, MESSAGES.operation, { invalid: within(form.operations).getAllByRole('checkbox') });
  // Ticking one clears the marks.
  await user.click(form.operation('Gestion de compte'));
  expect(form.operations.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  expect(form.operations).toHaveAccessibleDescription('');
});

test('duration Autre without an end date: the end date field, its hint kept in the description', async () => {
  const user = await renderPage();
  await fillBothPeople(user);
  const form = details();
  await chooseOption(user, form.type, 'Animaux');
  await typeDate(user, form.startDate, '01/03/2030');
  await chooseOption(user, form.duration, 'Autre');
  await press(user, WITHOUT_SIGNATURE);

  await expectFieldAtFault(form.endDate, MESSAGES.endDate);
  expect(form.endDate).toHaveAccessibleDescription(/jj\/mm\/aaaa/);
});

test('"À préciser" ticked without its text: the custom operation textarea', async () => {
  const user = await renderPage();
  await fillBothPeople(user);
  const form = details();
  await chooseOption(user, form.type, 'Autre');
  await fill(user, form.customType()!, 'Gestion de colis');
  await typeDate(user, form.startDate, '01/03/2030');
  await chooseOption(user, form.duration, '1 mois');
  await user.click(details().operation('À préciser'));
  await press(user, WITHOUT_SIGNATURE);

  await expectFieldAtFault(form.customOperation()!, MESSAGES.customOperation);
});

test('"avec signature" without a saved signature: the signature pad', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  // The pad is in the real page's HTML from the start; here, without prerendered parts, it comes once the
  // person's input has been quiet (docs/decisions/232): a person presses the button with the pad in sight.
  const pad = await screen.findByLabelText('Zone de signature');
  await press(user, WITH_SIGNATURE);

  await expectFieldAtFault(pad, MESSAGES.signature);
  expect(within(card(SIGNATURE_CARD)).getByText(MESSAGES.signature, { exact: true })).toBeVisible();
});
