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
  fillCompanyMandant,
  fillDetailsForAYear,
  fillPerson,
  findAlert,
  renderPage,
  toasts,
  WHOLE_TEXT,
} from './page.test-helper.ts';
import { ATTORNEY, ATTORNEY_CARD, escapeRegExp, GRANTOR_CARD, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

const DENOMINATION_REFUSED = unsupportedCharactersMessage('Dénomination', 'grantor', [...'株式会社']);

test('each crafted company field is named under it and the first in the toast; the preview names it too', async () => {
  const user = await renderPage();
  await fillCompanyMandant(user, {
    denomination: '株式会社',
    legalForm: 'Autre',
    specify: 'شركة',
    siren: '732 829 320',
    rcsCity: 'Lyon\u202E',
    quality: '\u200B\u200B',
  });
  const field = (label: string) => within(card(GRANTOR_CARD)).findByLabelText(label, { exact: true });
  await fillPerson(user, ATTORNEY_CARD, ATTORNEY);
  await fillDetailsForAYear(user, 'Bancaire', 'Consultation de solde');
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
