// @vitest-environment happy-dom
/**
 * Issue 57 (docs/decisions/185), on the whole page in a simulated DOM: a company's typed fields obey
 * the rule a person's do. A Dénomination the paper cannot print, a « Précisez » in a script no font
 * draws, a Ville du RCS with a direction override and a Qualité of zero-width spaces: « Générer »
 * names each field under it and in the toast, never the generic failure, and the preview says why it
 * shows no page instead of waiting for ever.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PDF_FAILED_MESSAGE, unsupportedCharactersMessage } from '../../domain/messages.ts';
import {
  button,
  card,
  chooseOption,
  details,
  fill,
  fillPerson,
  findAlert,
  renderPage,
  toasts,
  typeDate,
  WHOLE_TEXT,
} from './page.test-helper.ts';
import { ATTORNEY, ATTORNEY_CARD, escapeRegExp, GRANTOR, GRANTOR_CARD, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

const DENOMINATION_REFUSED = unsupportedCharactersMessage('Dénomination', 'grantor', [...'株式会社']);

test('each crafted company field is named under it and the first in the toast; the preview names it too', async () => {
  const user = await renderPage();
  const grantor = card(GRANTOR_CARD);
  await user.click(within(grantor).getByRole('radio', { name: 'Une société' }));
  const field = (label: string) => within(grantor).findByLabelText(label, { exact: true });
  await fill(user, await field('Dénomination *'), '株式会社');
  await chooseOption(user, await field('Forme juridique *'), 'Autre');
  await fill(user, await field('Précisez la forme juridique *'), 'شركة');
  await fill(user, await field('Numéro SIREN *'), '732 829 320');
  await fill(user, await field('Ville du RCS (optionnel)'), 'Lyon\u202E');
  await fill(user, await field('Qualité du représentant *'), '\u200B\u200B');
  await fill(user, await field('Nom du représentant *'), GRANTOR.lastName);
  await fill(user, await field('Prénom du représentant *'), GRANTOR.firstName);
  await fill(user, await field('Adresse du siège *'), GRANTOR.address);
  await fill(user, await field('Code postal du siège *'), GRANTOR.postalCode);
  await fill(user, await field('Ville du siège *'), GRANTOR.city);
  await fill(user, await field('Téléphone *'), GRANTOR.phone);
  await fillPerson(user, ATTORNEY_CARD, ATTORNEY);
  const form = details();
  await chooseOption(user, form.type, 'Bancaire');
  await typeDate(user, form.startDate, '01/03/2030');
  await chooseOption(user, form.duration, '1 an');
  await user.click(form.operation('Consultation de solde'));
  await user.click(button(WITHOUT_SIGNATURE));

  const expected: [string, string][] = [
    ['Dénomination *', DENOMINATION_REFUSED],
    ['Précisez la forme juridique *', unsupportedCharactersMessage('Précisez la forme juridique', 'grantor', [...'شركة'])],
    [
      'Ville du RCS (optionnel)',
      'Le champ\u00a0«\u00a0Ville du RCS\u00a0» du mandant contient des caractères invisibles interdits (U+202E)\u00a0: retirez-les',
    ],
    ['Qualité du représentant *', 'Veuillez indiquer la qualité du représentant du mandant.'],
  ];
  for (const [label, message] of expected) {
    const input = await field(label);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}`));
  }
  await findAlert('Veuillez remplir tous les champs obligatoires pour le mandant');
  expect(toasts(PDF_FAILED_MESSAGE)).toEqual([]);
  // The preview cannot lay out a page the fonts cannot draw: it says which field, never « Préparation de l'aperçu… » for ever.
  await user.click(await screen.findByRole('button', { name: "Voir l'aperçu" }));
  const preview = await screen.findByRole('dialog');
  expect(await within(preview).findByText(`Aperçu indisponible. ${DENOMINATION_REFUSED}`, WHOLE_TEXT, { timeout: 10_000 })).toBeTruthy();
  expect(within(preview).queryByText("Préparation de l'aperçu…")).toBeNull();
});
