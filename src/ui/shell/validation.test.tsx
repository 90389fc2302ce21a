// @vitest-environment happy-dom
/**
 * A refused « Générer » on the whole page (specification §5): the missing pieces named one at a time
 * in the specification's order, then the signature rule; the fields that come and go with « Autre »
 * and « À préciser »; the error region holding the message alone; the editable copies refused by the
 * same checks. Moved from e2e/validation.spec.ts, which keeps the made PDF, and e2e/editable-copies.spec.ts,
 * which keeps the copies' words (docs/decisions/134, 246).
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import {
  button,
  chooseOption,
  details,
  fill,
  fillPerson,
  fillValidForm,
  findAlert,
  personFields,
  renderPage,
  toasts,
  typeDate,
} from './page.test-helper.ts';
import {
  ATTORNEY,
  ATTORNEY_CARD,
  GRANTOR,
  GRANTOR_CARD,
  MESSAGE_ORDER,
  MESSAGES,
  WITH_SIGNATURE,
  WITHOUT_SIGNATURE,
} from './page-words.test-helper.ts';

/** The expected message is shown, and none of the checks that come after it in §5 has spoken. */
async function expectMessage(message: (typeof MESSAGE_ORDER)[number]) {
  expect(await findAlert(message)).toBeVisible();
  for (const later of MESSAGE_ORDER.slice(MESSAGE_ORDER.indexOf(message) + 1)) {
    expect(toasts(later)).toHaveLength(0);
  }
}

test('each missing piece is named in the order of specification §5, then the signature rule', async () => {
  const user = await renderPage();
  const form = details();

  await user.click(button(WITHOUT_SIGNATURE));
  await expectMessage(MESSAGES.grantor);

  await fillPerson(user, GRANTOR_CARD, GRANTOR);
  await user.click(button(WITHOUT_SIGNATURE));
  await expectMessage(MESSAGES.attorney);

  await fillPerson(user, ATTORNEY_CARD, ATTORNEY);
  // "avec signature" on an incomplete form: validation first, the signature rule after (specification §18).
  await user.click(button(WITH_SIGNATURE));
  await expectMessage(MESSAGES.type);

  expect(form.customType()).toBeNull();
  await chooseOption(user, form.type, 'Autre');
  expect(form.customType()).toBeVisible();
  expect(details().operations.querySelectorAll('input[type="checkbox"]')).toHaveLength(1);
  await user.click(button(WITHOUT_SIGNATURE));
  await expectMessage(MESSAGES.customType);

  await fill(user, form.customType()!, 'Gestion de colis');
  await user.click(button(WITHOUT_SIGNATURE));
  await expectMessage(MESSAGES.duration);

  await chooseOption(user, form.duration, 'Autre');
  expect(form.endDate).toBeEnabled();
  expect(form.endDate).not.toHaveAttribute('readonly');
  await user.click(button(WITHOUT_SIGNATURE));
  await expectMessage(MESSAGES.startDate);

  await typeDate(user, form.startDate, '01/03/2030');
  expect(form.endDate).toHaveValue('');
  await user.click(button(WITHOUT_SIGNATURE));
  await expectMessage(MESSAGES.endDate);

  await typeDate(user, form.endDate, '15/07/2030');
  await user.click(button(WITHOUT_SIGNATURE));
  await expectMessage(MESSAGES.operation);

  expect(form.customOperation()).toBeNull();
  await user.click(details().operation('À préciser'));
  expect(form.customOperation()).toBeVisible();
  await user.click(button(WITHOUT_SIGNATURE));
  await expectMessage(MESSAGES.customOperation);

  await fill(user, form.customOperation()!, 'Récupérer un colis à la poste');
  await user.click(button(WITH_SIGNATURE));
  await expectMessage(MESSAGES.signature);
});

test('unticking "À préciser" hides and clears its text', async () => {
  const user = await renderPage();
  const form = details();
  await chooseOption(user, form.type, 'Autre');
  await user.click(details().operation('À préciser'));
  await fill(user, form.customOperation()!, 'Récupérer un colis');
  await user.click(details().operation('À préciser'));
  expect(form.customOperation()).toBeNull();
  await user.click(details().operation('À préciser'));
  expect(form.customOperation()).toHaveValue('');
});

test('the error region holds exactly the message, nothing more', async () => {
  const user = await renderPage();
  await user.click(button(WITHOUT_SIGNATURE));
  await findAlert(MESSAGES.grantor);
  expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${MESSAGES.grantor}$`));
  // Both status regions (the toasts' and the one under the buttons) say nothing.
  expect(screen.getAllByRole('status').map((region) => region.textContent)).toEqual(['', '']);
});

test('the editable copies pass the same checks as the PDF: a missing field is named and nothing is downloaded', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  await fill(user, personFields(GRANTOR_CARD).lastName, '');
  // A download is a file handed to the browser (src/ui/controls/download.ts): none may be made.
  const files = vi.spyOn(URL, 'createObjectURL');
  await user.click(await screen.findByRole('button', { name: 'Télécharger en OpenDocument (.odt)' }));
  expect(await findAlert('Veuillez remplir tous les champs obligatoires pour le mandant')).toBeVisible();
  await waitFor(() => expect(personFields(GRANTOR_CARD).lastName).toHaveFocus());
  expect(files).not.toHaveBeenCalled();
});
