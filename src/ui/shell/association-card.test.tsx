// @vitest-environment happy-dom
/**
 * An association's card (docs/decisions/175, 176), on the whole page in a simulated DOM: « Numéro SIREN
 * ou RNA » in place of « Numéro SIREN », no « Ville du RCS », the feminine hint under « Qualité du
 * représentant », and an RNA number of the wrong shape refused with its own message on the field.
 */
import { waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { COMPANY_FIELDS, RNA_MESSAGE } from '../../domain/company.ts';
import { button, card, chooseOption, fill, renderPage } from './page.test-helper.ts';
import { GRANTOR_CARD, WITHOUT_SIGNATURE } from './page-words.test-helper.ts';

test('an association is asked its SIREN or RNA number, not its RCS, and a wrong RNA number is refused with its message', async () => {
  const user = await renderPage();
  const grantor = card(GRANTOR_CARD);
  await user.click(within(grantor).getByRole('radio', { name: 'Une société' }));
  await chooseOption(user, await within(grantor).findByLabelText('Forme juridique *', { exact: true }), 'Association');
  const number = await within(grantor).findByLabelText('Numéro SIREN ou RNA *', { exact: true });
  expect(within(grantor).queryByLabelText('Ville du RCS', { exact: false })).toBeNull();
  const role = within(grantor).getByLabelText('Qualité du représentant *', { exact: true });
  const hint = COMPANY_FIELDS.find((spec) => spec.key === 'representativeRole')?.hint ?? '';
  expect(role).toHaveAccessibleDescription(hint);
  await fill(user, number, 'W59501234');
  await user.click(button(WITHOUT_SIGNATURE));
  await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
  expect(number).toHaveAccessibleDescription(RNA_MESSAGE);
});
