// @vitest-environment happy-dom
/**
 * The fields of the complete document (docs/decisions/030), on the whole page in a simulated DOM:
 * « Fait à » follows the mandant's city, the placeholder of « Objet précis et références » suits the
 * type, and « À apporter » appears once the PDF is made and goes when the type changes. Moved from
 * e2e/complete-procuration.spec.ts, which keeps what reaches the PDF (docs/decisions/134, 225).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { forbiddenClaimsIn } from '../../domain/forbidden-claims.test-helper.ts';
import { button, chooseOption, details, fill, fillValidForm, personFields, renderPage } from './page.test-helper.ts';
import { GRANTOR_CARD, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

const BRING = 'À apporter';

const signaturePlace = () => within(details().section).getByLabelText('Fait à', { exact: true });
const objectDetails = () => within(details().section).getByLabelText('Objet précis et références (optionnel)', { exact: true });

test('« Fait à » shows the mandant’s city and follows it until the person types another place', async () => {
  const user = await renderPage();
  const city = personFields(GRANTOR_CARD).city;
  expect(signaturePlace()).toHaveValue('');
  await fill(user, city, 'Lyon');
  expect(signaturePlace()).toHaveValue('Lyon');
  expect(signaturePlace()).toHaveAccessibleDescription(/par défaut, la ville du mandant/);

  await fill(user, signaturePlace(), 'Villeurbanne');
  await fill(user, city, 'Bron');
  expect(signaturePlace()).toHaveValue('Villeurbanne');

  // Emptied and left, it follows the city again.
  await fill(user, signaturePlace(), '');
  await user.click(signaturePlace());
  await user.tab();
  expect(signaturePlace()).toHaveValue('Bron');
  await fill(user, city, 'Vénissieux');
  expect(signaturePlace()).toHaveValue('Vénissieux');
});

test('the placeholder of « Objet précis et références » suits the chosen type', async () => {
  const user = await renderPage();
  const form = details();
  expect(objectDetails()).toHaveAttribute('placeholder', expect.stringMatching(/numéro de compte ou de dossier/));
  // The type's words come with the rules, loaded on the first touch.
  await chooseOption(user, form.type, 'Véhicules');
  await waitFor(() => expect(objectDetails()).toHaveAttribute('placeholder', expect.stringMatching(/immatriculé/)));
  await chooseOption(user, form.type, 'Immobilière');
  await waitFor(() => expect(objectDetails()).toHaveAttribute('placeholder', expect.stringMatching(/cadastrales/)));
  expect(objectDetails()).toHaveAccessibleDescription(/Imprimé en paragraphe après les opérations/);
});

test('« À apporter » appears once the PDF is made, for its type, and goes when the type changes', async () => {
  const user = await renderPage();
  await fillValidForm(user);
  const list = () => screen.queryByRole('region', { name: BRING });
  const items = () =>
    within(list()!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  expect(list()).toBeNull();
  await user.click(button(WITHOUT_SIGNATURE));
  expect(await screen.findByRole('region', { name: BRING })).toBeVisible();
  expect(items()).toEqual([
    "la pièce d'identité du titulaire du compte et celle du mandataire",
    'un justificatif de domicile du mandataire, si la banque le demande',
  ]);
  expect(forbiddenClaimsIn(list()!.textContent ?? '')).toEqual([]);

  await chooseOption(user, details().type, 'Loisirs');
  await waitFor(() => expect(list()).toBeNull());
  await user.click(details().operation('Réservation de spectacles'));
  await user.click(button(WITHOUT_SIGNATURE));
  await waitFor(() =>
    expect(items()).toEqual(["la copie des pièces d'identité du mandant et du mandataire", "l'original signé de cette procuration"]),
  );
});
