// @vitest-environment happy-dom
/**
 * A person's optional fields folded away (docs/decisions/064), on the whole page in a simulated DOM:
 * closed on a new form, open by themselves on a form kept on this device, and opened with the focus
 * on a field at fault. Moved from e2e/phone-alone.spec.ts, which keeps what a phone's screen shows
 * (docs/decisions/134, 225).
 */
import { waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FORM_STORAGE_KEY } from '../../domain/constants.ts';
import { beginsWith, ATTORNEY_CARD, GRANTOR_CARD, PERSON_MORE, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';
import { button, card, fill, fillValidForm, reloadPage, renderPage, WHOLE_TEXT } from './page.test-helper.ts';

const optional = (title: string, label: string) => within(card(title)).getByLabelText(beginsWith(label));
const birthPlace = (title: string) => optional(title, 'Lieu de naissance (optionnel)');
const idType = () => optional(GRANTOR_CARD, "Pièce d'identité (optionnel)");
const idNumber = () => optional(GRANTOR_CARD, 'Numéro de la pièce (optionnel)');
const foldSummary = (title: string) => within(card(title)).getByText(PERSON_MORE, WHOLE_TEXT);

test('closed on a new form, opened by a click on its summary; open by itself on a form kept on this device', async () => {
  const user = await renderPage();
  expect(birthPlace(GRANTOR_CARD)).not.toBeVisible();
  await user.click(foldSummary(GRANTOR_CARD));
  expect(birthPlace(GRANTOR_CARD)).toBeVisible();
  await fill(user, birthPlace(GRANTOR_CARD), 'Lyon');
  await waitFor(() => expect(localStorage.getItem(FORM_STORAGE_KEY) ?? '').toContain('"birthPlace":"Lyon"'));

  await reloadPage();
  await waitFor(() => expect(birthPlace(GRANTOR_CARD)).toBeVisible());
  expect(birthPlace(GRANTOR_CARD)).toHaveValue('Lyon');
  expect(birthPlace(ATTORNEY_CARD)).not.toBeVisible();
});

test('a field at fault inside a closed fold opens it and takes the focus; the fold stays open once fixed', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  await user.click(foldSummary(GRANTOR_CARD));
  await fill(user, idNumber(), 'X4RTBPFW4');
  // Closed again by the person: the number is kept, out of sight.
  await user.click(foldSummary(GRANTOR_CARD));
  expect(idType()).not.toBeVisible();

  await user.click(button(WITHOUT_SIGNATURE));
  await waitFor(() => expect(idType()).toHaveFocus());
  expect(idType()).toBeVisible();
  await user.selectOptions(idType(), 'Passeport');
  await waitFor(() => expect(idType()).not.toHaveAttribute('aria-invalid', 'true'));
  expect(idType()).toBeVisible();
});
