// @vitest-environment happy-dom
/**
 * Several mandants and mandataires (docs/decisions/051), on the whole page in a simulated DOM: the
 * added cards by their names, how the mandataires act, « À apporter » naming every signatory once the
 * document is made, an added card at fault named and focused, and the fifth card refused with its
 * reason, and the added cards kept across a reload. Moved from e2e/several-people.spec.ts, which keeps
 * the made PDF (docs/decisions/134, 142, 246).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FORM_STORAGE_KEY } from '../../domain/constants.ts';
import {
  button,
  card,
  fillPerson,
  fillValidForm,
  findAlert,
  personFields,
  reloadPage,
  renderPage,
  WHOLE_TEXT,
} from './page.test-helper.ts';
import { ATTORNEY_CARD, PERSON_MORE, SECOND_ATTORNEY, SECOND_GRANTOR, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

test('two mandants and two mandataires who act together: « À apporter » names each signatory once the document is made', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  await user.click(button('Ajouter un mandant'));
  await fillPerson(user, 'Informations du mandant 2', SECOND_GRANTOR);
  const second = card('Informations du mandant 2');
  await user.click(within(second).getByText(PERSON_MORE, WHOLE_TEXT));
  const civility = within(second).getByLabelText('Civilité (optionnel)');
  expect(civility).toBeVisible();
  await user.selectOptions(civility, 'Madame');
  expect(civility).toHaveValue('Madame');
  await user.click(button('Ajouter un mandataire'));
  await fillPerson(user, 'Informations du mandataire 2', SECOND_ATTORNEY);
  const acting = screen.getByRole('group', { name: 'Les mandataires agissent' });
  expect(within(acting).getByRole('radio', { name: 'Chacun séparément' })).toBeChecked();
  await user.click(within(acting).getByRole('radio', { name: 'Ensemble' }));
  expect(within(acting).getByRole('radio', { name: 'Ensemble' })).toBeChecked();

  expect(screen.queryByRole('region', { name: 'À apporter' })).toBeNull();
  await user.click(button(WITHOUT_SIGNATURE));
  const bring = await screen.findByRole('region', { name: 'À apporter' });
  const items = within(bring).getAllByRole('listitem');
  // One line for the identity documents, naming each signatory, never the rows' lines beside it (docs/decisions/178).
  const identity = items.map((item) => item.textContent).filter((text) => /pièces? d'identité/.test(text ?? ''));
  expect(identity).toHaveLength(1);
  expect(identity[0]).toMatch(
    /^la pièce d'identité de chaque (signataire|titulaire du compte et du mandataire)\u00a0: Jean Dupont, Claire Dupont, Élodie Martin, Hugo Bernard$/,
  );
});

test('an added card with a missing field blocks the document, names its card and focuses the field', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  await user.click(button('Ajouter un mandataire'));
  await user.type(personFields('Informations du mandataire 2').lastName, 'Bernard');
  await user.click(button(WITHOUT_SIGNATURE));
  expect(await findAlert('Veuillez remplir tous les champs obligatoires pour le mandataire 2')).toBeVisible();
  await waitFor(() => expect(personFields('Informations du mandataire 2').firstName).toHaveFocus());
  expect(screen.queryByRole('region', { name: 'À apporter' })).toBeNull();
});

test('removing a card moves the next one up; past four the add button says why it is unavailable', async () => {
  const user = await renderPage();
  for (let count = 2; count <= 4; count++) {
    await user.click(button('Ajouter un mandant'));
    const added = card(`Informations du mandant ${count}`);
    expect(added).toBeVisible();
    // The new card's first field takes focus once drawn (card-focus.ts); wait for it, or that late focus
    // would land after the clicks below (it did on a loaded CI).
    await waitFor(() => expect(added).toContainElement(document.activeElement as HTMLElement));
  }
  await user.type(personFields('Informations du mandant 3').lastName, 'Troisième');
  const add = button('Ajouter un mandant');
  expect(add).toHaveAttribute('aria-disabled', 'true');
  expect(add).toHaveAccessibleDescription(/4 mandants au plus/);
  // Still focusable and pressable (aria-disabled, not disabled), it adds nothing, clicked or pressed.
  await user.click(add);
  expect(add).toHaveFocus();
  expect(screen.queryByRole('region', { name: 'Informations du mandant 5' })).toBeNull();
  await user.keyboard('{Enter}');
  expect(screen.queryByRole('region', { name: 'Informations du mandant 5' })).toBeNull();

  await user.click(within(card('Informations du mandant 2')).getByRole('button', { name: 'Retirer ce mandant' }));
  expect(screen.queryByRole('region', { name: 'Informations du mandant 4' })).toBeNull();
  expect(personFields('Informations du mandant 2').lastName).toHaveValue('Troisième');
  expect(button('Ajouter un mandant')).not.toHaveAttribute('aria-disabled', 'true');
});

test('the added cards come back whole after a reload', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  await user.click(button('Ajouter un mandataire'));
  await fillPerson(user, 'Informations du mandataire 2', SECOND_ATTORNEY);
  await waitFor(() => expect(localStorage.getItem(FORM_STORAGE_KEY) ?? '').toContain('Saint-Vincent'));
  await reloadPage();
  await waitFor(() => expect(personFields('Informations du mandataire 2').lastName).toHaveValue('Bernard'));
  expect(personFields('Informations du mandataire 2').address).toHaveValue('8 quai Saint-Vincent');
  expect(personFields(ATTORNEY_CARD).lastName).toHaveValue('Martin');
});
